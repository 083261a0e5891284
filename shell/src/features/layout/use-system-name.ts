import { useEffect, useState } from 'react';
import { authStore, getSettings, isAuthenticated, useAuth } from '@tamir/shared-api';
import { useApi } from '../../lib/services';
import { rememberPortalOrigin } from './remember-portal-origin';

export const DEFAULT_SYSTEM_NAME = 'Tamir Formu';

/**
 * The general settings' systemName for the layouts, read when a layout opens (the shell keeps no
 * query cache: the login page stays light); the product name until it is known or if it cannot be read.
 * The same answer tells whether an Admin's browser should record the portal's address (rememberPortalOrigin).
 */
export function useSystemName(): string {
  const api = useApi();
  const signedIn = useAuth(isAuthenticated);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getSettings(api)
      .then((settings) => {
        if (live) setName(settings.general.systemName || null);
        rememberPortalOrigin(api, settings, authStore.getState().user);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, signedIn]);
  return name ?? DEFAULT_SYSTEM_NAME;
}
