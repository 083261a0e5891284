import { useCallback, useEffect, useState } from 'react';
import { listCompanies, type Company } from '@tamir/shared-api';
import { useApi } from '../../api-context';

export type CompaniesLoad = { status: 'idle' | 'loading' | 'error'; companies: Company[] } | { status: 'loaded'; companies: Company[] };

/** The companies the user may see (GET /company): the picker grid and the customer select. */
export function useCompanies(enabled = true) {
  const api = useApi();
  const [load, setLoad] = useState<CompaniesLoad>({ status: enabled ? 'loading' : 'idle', companies: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setLoad({ status: 'loading', companies: [] });
    listCompanies(api).then(
      (companies) => current && setLoad({ status: 'loaded', companies: Array.isArray(companies) ? companies : [] }),
      () => current && setLoad({ status: 'error', companies: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, reload };
}
