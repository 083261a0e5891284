import { useCallback, useEffect, useState } from 'react';
import { listRepairForms, type RepairFormListParams, type RepairFormPage } from '@tamir/shared-api';
import { useApi } from '../../api-context';

export type FormPageLoad =
  | { status: 'loading'; page: RepairFormPage | null }
  | { status: 'loaded'; page: RepairFormPage }
  | { status: 'error'; page: null }
  | { status: 'idle'; page: null };

/** One page of GET /repairform for `params` (null: do not call, e.g. an invalid date range). */
export function useRepairFormPage(params: RepairFormListParams | null): { load: FormPageLoad; reload: () => void } {
  const api = useApi();
  const [load, setLoad] = useState<FormPageLoad>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  const key = params ? JSON.stringify(params) : null;

  useEffect(() => {
    if (key === null) {
      setLoad({ status: 'idle', page: null });
      return undefined;
    }
    let current = true;
    // Keep the rows on screen while the next page or filter loads.
    setLoad((before) => ({ status: 'loading', page: before.page }));
    listRepairForms(api, JSON.parse(key) as RepairFormListParams).then(
      (page) => current && setLoad({ status: 'loaded', page }),
      () => current && setLoad({ status: 'error', page: null }),
    );
    return () => {
      current = false;
    };
  }, [api, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, reload };
}
