import { navigateToUrl } from 'single-spa';
import { LOGIN_PATH } from '../lib/paths';
import { createPortalApi } from './portal-api';

/** The one API client of the portal, handed to every remote as the parcel prop `api`. */
export function createShellApi() {
  return createPortalApi(() => navigateToUrl(LOGIN_PATH));
}
