import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from './remote-loader';

export { createRemoteLoader, RemoteLoadError, RemoteNotListedError } from './remote-loader';
export type { FederationRuntime, RemoteLoader, RemoteName } from './remote-loader';
export { createManifestReader } from './remotes-manifest';

/** The loader of the running shell, on the federation runtime its build initialised. */
export function createDefaultRemoteLoader() {
  return createRemoteLoader({ runtime: { registerRemotes, loadRemote } });
}
