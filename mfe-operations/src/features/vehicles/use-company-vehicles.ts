import { useCallback, useEffect, useState } from 'react';
import { listVehicles, type Vehicle } from '@tamir/shared-api';
import { useApi } from '../../api-context';

/** The filter panel's fields, sent to GET /vehicles (empty ones are left out). */
export interface VehicleFilters {
  brand: string;
  model: string;
  ownerName: string;
}

export const NO_FILTERS: VehicleFilters = { brand: '', model: '', ownerName: '' };

export type VehiclesLoad = { status: 'loading' | 'error'; vehicles: Vehicle[] } | { status: 'loaded'; vehicles: Vehicle[] };

/** The vehicles of one company with the applied filters; reloads when either changes. */
export function useCompanyVehicles(companyId: number, filters: VehicleFilters) {
  const api = useApi();
  const [load, setLoad] = useState<VehiclesLoad>({ status: 'loading', vehicles: [] });
  const [attempt, setAttempt] = useState(0);
  const { brand, model, ownerName } = filters;

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading', vehicles: [] });
    listVehicles(api, { companyId, brand: brand.trim(), model: model.trim(), ownerName: ownerName.trim() }).then(
      (vehicles) => current && setLoad({ status: 'loaded', vehicles: Array.isArray(vehicles) ? vehicles : [] }),
      () => current && setLoad({ status: 'error', vehicles: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, companyId, brand, model, ownerName, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Drops a deleted vehicle without asking the server again. */
  const remove = useCallback((id: number) => setLoad((prev) => ({ ...prev, vehicles: prev.vehicles.filter((v) => v.id !== id) })), []);
  return { ...load, reload, remove };
}
