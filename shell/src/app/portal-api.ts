import { authStore, createApiClient, LIMITS, MSG } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { LOGOUT_PATH } from '../lib/paths';

/**
 * The portal's API client: the stored token, the session cleared on expiry, errors as toasts
 * (quiet on the logout page). `onUnauthorized` says where an expired session goes.
 */
export function createPortalApi(onUnauthorized: () => void) {
  return createApiClient({
    getToken: () => authStore.getState().token,
    clearSession: () => authStore.getState().expire(),
    onUnauthorized,
    notify: (kind, message) => {
      if (window.location.pathname === LOGOUT_PATH) return;
      toast.notify(kind, message);
      if (message === MSG.sessionExpired) toast.quietErrors(LIMITS.sessionExpiredRedirectMs + 500);
    },
  });
}
