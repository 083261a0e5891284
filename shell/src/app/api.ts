import { authStore, createApiClient, LIMITS, MSG } from '@tamir/shared-api';
import { toast } from '@tamir/shared-ui';
import { navigateToUrl } from 'single-spa';
import { LOGIN_PATH, LOGOUT_PATH } from '../lib/paths';

/**
 * The one API client of the portal, handed to every remote as the parcel prop `api`.
 * Logging out stays quiet: the session is cleared whatever the server answers.
 */
export function createShellApi() {
  return createApiClient({
    getToken: () => authStore.getState().token,
    clearSession: () => authStore.getState().expire(),
    onUnauthorized: () => navigateToUrl(LOGIN_PATH),
    notify: (kind, message) => {
      if (window.location.pathname === LOGOUT_PATH) return;
      toast.notify(kind, message);
      if (message === MSG.sessionExpired) toast.quietErrors(LIMITS.sessionExpiredRedirectMs + 500);
    },
  });
}
