import { useEffect, useRef } from 'react';
import { LIMITS } from '@tamir/shared-api';

/**
 * `?autoPrint=true` (the repair-shop dashboard's new tab): print about 1 s after the form is
 * shown, then close the window 1 s later. In the web view the "print" is an e-mail and the
 * window stays open (`closeAfter` false).
 */
export function useAutoPrint(ready: boolean, enabled: boolean, print: () => unknown, closeAfter: boolean) {
  const latestPrint = useRef(print);

  useEffect(() => {
    latestPrint.current = print;
  }, [print]);

  useEffect(() => {
    if (!ready || !enabled) return undefined;
    let closeTimer: ReturnType<typeof setTimeout> | null = null;
    const printTimer = setTimeout(() => {
      latestPrint.current();
      if (closeAfter) closeTimer = setTimeout(() => window.close(), LIMITS.autoPrintDelayMs);
    }, LIMITS.autoPrintDelayMs);
    return () => {
      clearTimeout(printTimer);
      if (closeTimer) clearTimeout(closeTimer);
    };
  }, [ready, enabled, closeAfter]);
}
