import { useEffect } from 'react';
import { LIMITS, useSettings } from '@tamir/shared-api';

/**
 * The post-creation redirect countdown from settings (general.formRedirectTimeoutSeconds, 0 = off).
 * Null until known; a failed call is only logged and the default of 120 s applies.
 */
export function useRedirectSeconds(enabled: boolean): number | null {
  const settings = useSettings({ enabled });

  useEffect(() => {
    if (enabled && settings.error) console.warn('Form yönlendirme süresi alınamadı; varsayılan kullanılıyor', settings.error);
  }, [enabled, settings.error]);

  if (!enabled || settings.isPending) return null;
  return settings.data?.general.formRedirectTimeoutSeconds ?? LIMITS.defaultFormRedirectSeconds;
}
