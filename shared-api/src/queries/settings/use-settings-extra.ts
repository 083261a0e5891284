import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { authStore } from '../../auth-store';
import { changePassword, getSmsSettings, getSystemInfo, sendSettingsTestEmail } from '../../endpoints/settings';
import type { ChangePasswordInput } from '../../types';
import { queryKeys } from '../query-keys';

/** GET /settings/sms (Admin). */
export function useSmsSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.settings.sms, queryFn: () => getSmsSettings(api), enabled });
}

/** GET /settings/system-info (Admin); read again each time the tab opens. */
export function useSystemInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.settings.systemInfo, queryFn: () => getSystemInfo(api), enabled, staleTime: 0 });
}

/** POST /settings/test-email {toEmail}. */
export function useSettingsTestEmail() {
  const api = useApi();
  return useMutation({ mutationFn: (toEmail: string) => sendSettingsTestEmail(api, toEmail) });
}

/**
 * POST /settings/change-password. This session stays (the server ends the user's other ones); the
 * stored user no longer has to change the password, so a forced change lets the portal open.
 */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => changePassword(api, body),
    onSuccess: () => {
      const { user, setUser } = authStore.getState();
      if (user?.mustChangePassword) setUser({ ...user, mustChangePassword: false });
    },
  });
}
