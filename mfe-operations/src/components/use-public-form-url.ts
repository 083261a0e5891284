import { useCallback } from 'react';
import { formPublicUrl, useSettings } from '@tamir/shared-api';

/**
 * The absolute address of a form's public page, as copied, shown and printed in its QR code: on
 * the portal's address from the settings (PUBLIC_BASE_URL or general.publicBaseUrl, issue 14),
 * else, and until the settings are read, on the origin this browser uses. `enabled` false: no call
 * (nothing to show yet).
 */
export function usePublicFormUrl({ enabled = true }: { enabled?: boolean } = {}): (token: string) => string {
  const { data } = useSettings({ enabled });
  const general = data?.general;
  return useCallback((token: string) => formPublicUrl(general, token), [general]);
}
