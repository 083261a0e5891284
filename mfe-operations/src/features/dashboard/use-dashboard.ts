import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../api-context';
import { useApi } from '../../api-context';

export interface DashboardLoad<T> {
  data: T | null;
  /** The first load failed (a failed poll keeps the figures already shown). */
  failed: boolean;
  retry: () => void;
}

/**
 * Loads a dashboard and, with `pollMs`, loads it again at that interval until unmounted. A poll
 * is skipped while the previous call is still running, and polling waits after a failed first
 * load until the user retries.
 */
export function useDashboard<T>(fetch: (api: ApiClient) => Promise<T>, pollMs?: number): DashboardLoad<T> {
  const api = useApi();
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const state = useRef({ busy: false, hasData: false, failed: false, alive: true });

  const load = useCallback(() => {
    const current = state.current;
    if (current.busy) return;
    current.busy = true;
    fetch(api).then(
      (next) => {
        current.busy = false;
        if (!current.alive) return;
        current.hasData = true;
        current.failed = false;
        setData(next);
        setFailed(false);
      },
      () => {
        current.busy = false;
        if (!current.alive || current.hasData) return;
        current.failed = true;
        setFailed(true);
      },
    );
  }, [api, fetch]);

  useEffect(() => {
    const current = state.current;
    current.alive = true;
    load();
    const timer = pollMs
      ? setInterval(() => {
          if (!current.failed) load();
        }, pollMs)
      : null;
    return () => {
      current.alive = false;
      if (timer) clearInterval(timer);
    };
  }, [load, pollMs]);

  const retry = useCallback(() => {
    state.current.failed = false;
    setFailed(false);
    load();
  }, [load]);

  return { data, failed, retry };
}
