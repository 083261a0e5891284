import { useEffect, useState } from 'react';
import { LIMITS, getSettings } from '@tamir/shared-api';
import { useApi } from '../../api-context';

/**
 * The post-creation redirect countdown from settings (general.formRedirectTimeoutSeconds, 0 = off).
 * Null until known; a failed call is only logged and the default of 120 s applies.
 */
export function useRedirectSeconds(enabled: boolean): number | null {
  const api = useApi();
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    getSettings(api).then(
      (settings) => {
        const value = settings?.general?.formRedirectTimeoutSeconds;
        if (current) setSeconds(typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : LIMITS.defaultFormRedirectSeconds);
      },
      (error: unknown) => {
        console.warn('Form yönlendirme süresi alınamadı; varsayılan kullanılıyor', error);
        if (current) setSeconds(LIMITS.defaultFormRedirectSeconds);
      },
    );
    return () => {
      current = false;
    };
  }, [api, enabled]);

  return seconds;
}
