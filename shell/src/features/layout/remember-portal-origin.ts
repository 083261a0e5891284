import { needsPublicBaseUrl, recordPublicBaseUrl, type ApiClient, type Settings, type User } from '@tamir/shared-api';

/**
 * The first time an Admin opens the portal while its public address is unknown (no setting, no
 * PUBLIC_BASE_URL), the origin this browser uses becomes that address (issue 14): e-mails then
 * carry full links. The server keeps the first origin only; a failure is left for the next time.
 */
export function rememberPortalOrigin(api: ApiClient, settings: Settings, user: User | null): void {
  if (user?.role !== 'Admin' || !needsPublicBaseUrl(settings.general)) return;
  recordPublicBaseUrl(api, window.location.origin).catch(() => undefined);
}
