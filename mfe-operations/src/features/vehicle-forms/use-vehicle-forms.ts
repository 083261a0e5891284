import { useCallback, useEffect, useState } from 'react';
import { getVehicle, isApiError, listVehicleForms, type RepairFormSummary, type Vehicle } from '@tamir/shared-api';
import { useApi } from '../../api-context';

export type VehicleFormsLoad =
  { status: 'loading' } | { status: 'loaded'; vehicle: Vehicle; forms: RepairFormSummary[] } | { status: 'missing' } | { status: 'error' };

/** A vehicle and its repair forms (GET /vehicles/{id}, GET /forms/vehicle/{id}); a 404 or an impossible id is 'missing'. */
export function useVehicleForms(idParam: string | undefined) {
  const api = useApi();
  const [load, setLoad] = useState<VehicleFormsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    if (!idParam || !/^\d{1,12}$/.test(idParam) || Number(idParam) <= 0) {
      setLoad({ status: 'missing' });
      return undefined;
    }
    const id = Number(idParam);
    setLoad({ status: 'loading' });
    Promise.all([getVehicle(api, id), listVehicleForms(api, id)]).then(
      ([vehicle, forms]) => current && setLoad({ status: 'loaded', vehicle, forms: Array.isArray(forms) ? forms : [] }),
      (error: unknown) => current && setLoad({ status: isApiError(error) && error.status === 404 ? 'missing' : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, idParam, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
