import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@tamir/shared-api';

export type { ApiClient };

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the `api` parcel prop (the shell's client with the shared call rules) to the screens. */
export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider>');
  return api;
}
