import { useEffect, useState } from 'react';
import { getSettings, isAuthenticated, useAuth } from '@tamir/shared-api';
import { useApi } from '../../lib/services';

export const DEFAULT_SYSTEM_NAME = 'Tamir Formu';

/**
 * The general settings' systemName for the layouts, read when a layout opens (the shell keeps no
 * query cache: the login page stays light); the product name until it is known or if it cannot be read.
 */
export function useSystemName(): string {
  const api = useApi();
  const signedIn = useAuth(isAuthenticated);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getSettings(api)
      .then((settings) => live && setName(settings.general.systemName || null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, signedIn]);
  return name ?? DEFAULT_SYSTEM_NAME;
}
