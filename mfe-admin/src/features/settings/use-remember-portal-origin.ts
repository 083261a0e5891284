import { useEffect, useRef } from 'react';
import { needsPublicBaseUrl, useRecordPublicBaseUrl, type GeneralSettings } from '@tamir/shared-api';

/**
 * While the portal's address is unknown (no setting, no PUBLIC_BASE_URL), an Admin who opens the
 * general settings records the origin this browser uses (issue 14); the server keeps the first one
 * only, and the answer replaces the cached settings, so the field shows it. Asked once per mount.
 */
export function useRememberPortalOrigin(general: Partial<GeneralSettings>) {
  const { mutate } = useRecordPublicBaseUrl();
  const asked = useRef(false);
  const needed = needsPublicBaseUrl(general);
  useEffect(() => {
    if (!needed || asked.current) return;
    asked.current = true;
    mutate(window.location.origin);
  }, [needed, mutate]);
}
