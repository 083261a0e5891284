import { useCallback, useEffect, useState } from 'react';
import { listDrivers, type Driver } from '@tamir/shared-api';
import { useApi } from '../../api-context';

export type DriversLoad = { status: 'idle' | 'loading' | 'error'; drivers: Driver[] } | { status: 'loaded'; drivers: Driver[] };

export interface DriverQuery {
  search: string;
  companyId: number | null;
}

/** GET /drivers with the search and company; not called while `enabled` is false (e.g. not an Admin). */
export function useDrivers(enabled: boolean, { search, companyId }: DriverQuery) {
  const api = useApi();
  const [load, setLoad] = useState<DriversLoad>({ status: enabled ? 'loading' : 'idle', drivers: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setLoad({ status: 'idle', drivers: [] });
      return undefined;
    }
    let current = true;
    setLoad((prev) => ({ status: 'loading', drivers: prev.drivers }));
    listDrivers(api, { search: search.trim(), companyId: companyId ?? undefined }).then(
      (drivers) => current && setLoad({ status: 'loaded', drivers: Array.isArray(drivers) ? drivers : [] }),
      () => current && setLoad({ status: 'error', drivers: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, enabled, search, companyId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, reload };
}

/** The text once typing has paused, so a search is not sent for every keystroke. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
