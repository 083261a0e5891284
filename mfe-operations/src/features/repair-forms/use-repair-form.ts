import { useEffect, useState } from 'react';
import { getRepairForm, isApiError, type RepairForm } from '@tamir/shared-api';
import { useApi } from '../../api-context';

export type RepairFormLoad = { status: 'loading' } | { status: 'loaded'; form: RepairForm } | { status: 'not-found' } | { status: 'error' };

/** Loads one repair form; a 404 or an id that cannot exist is 'not-found'. */
export function useRepairForm(idParam: string | undefined): RepairFormLoad {
  const api = useApi();
  const [load, setLoad] = useState<RepairFormLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    if (!idParam || !/^\d{1,12}$/.test(idParam) || Number(idParam) <= 0) {
      setLoad({ status: 'not-found' });
      return undefined;
    }
    setLoad({ status: 'loading' });
    getRepairForm(api, Number(idParam)).then(
      (form) => current && setLoad({ status: 'loaded', form }),
      (error: unknown) => current && setLoad({ status: isApiError(error) && error.status === 404 ? 'not-found' : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, idParam]);

  return load;
}
