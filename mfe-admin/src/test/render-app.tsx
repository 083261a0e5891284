import type { ApiClient } from '@tamir/shared-api';
import { renderRoutes } from '@tamir/shared-ui/testing';
import { AppRoutes } from '../routes';

export { toastMessages } from '@tamir/shared-ui/testing';

/** Renders the remote's real routes at `entry`, with `api` as the parcel prop would give it and a cache of its own. */
export const renderApp = (entry: string, api: ApiClient) => renderRoutes(<AppRoutes />, entry, api);
