import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createEntryCheck } from './entry-check';
import { createRemoteLoader } from './remote-loader';

export { createEntryCheck, RemoteTimeoutError } from './entry-check';
export { createRemoteLoader, RemoteLoadError, RemoteNotListedError, RemoteOriginNotAllowedError, UPDATE_CHECK_INTERVAL_MS } from './remote-loader';
export type { FederationRuntime, RemoteLoader, RemoteName } from './remote-loader';
export { createManifestReader, isAllowedEntry } from './remotes-manifest';

/**
 * The loader of the running shell, on the federation runtime its build initialised; a remote's
 * entry has LIMITS.remoteEntryTimeoutMs to answer.
 */
export function createDefaultRemoteLoader() {
  return createRemoteLoader({ runtime: { registerRemotes, loadRemote }, checkEntry: createEntryCheck() });
}
