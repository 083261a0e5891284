import type { ApiClient } from '@tamir/shared-api';
import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from '../mfe/remote-loader';

/** What the shell's screens get from the outside: the API client and the remote loader. */
export type { ApiClient };

export interface ShellServices {
  api: ApiClient;
  remotes: RemoteLoader;
}

const ServicesContext = createContext<ShellServices | null>(null);

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing');
  return services;
}

export const useApi = () => useServices().api;
export const useRemoteLoader = () => useServices().remotes;
