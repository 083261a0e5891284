import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createEntryCheck } from './entry-check';
import { createRemoteLoader } from './remote-loader';

export { createEntryCheck, RemoteTimeoutError } from './entry-check';
export { createRemoteLoader, RemoteLoadError, RemoteNotListedError, RemoteOriginNotAllowedError, UPDATE_CHECK_INTERVAL_MS } from './remote-loader';
export type { FederationRuntime, RemoteLoader, RemoteName } from './remote-loader';
export { createManifestReader, isAllowedEntry } from './remotes-manifest';

/** The parts of the runtime's host instance that removing a remote uses (not in its public typings). */
interface HostInstance {
  options: { remotes: Array<{ name: string }> };
  remoteHandler?: { removeRemote?: (remote: { name: string }) => void };
}

/**
 * Removes a registered remote the way the runtime's own `registerRemotes(…, { force: true })` does
 * before re-registering, but without its 'already registered' warning: a redeployed version is
 * expected, not an error. False when the runtime has no such remote or no such method.
 */
export function unregisterRemote(name: string, host = getInstance() as unknown as HostInstance | null): boolean {
  const remote = host?.options.remotes.find((item) => item.name === name);
  const removeRemote = host?.remoteHandler?.removeRemote;
  if (!host || !remote || typeof removeRemote !== 'function') return false;
  removeRemote.call(host.remoteHandler, remote);
  return true;
}

/**
 * The loader of the running shell, on the federation runtime its build initialised; a remote's
 * entry has LIMITS.remoteEntryTimeoutMs to answer.
 */
export function createDefaultRemoteLoader() {
  return createRemoteLoader({ runtime: { registerRemotes, loadRemote, unregisterRemote: (name) => unregisterRemote(name) }, checkEntry: createEntryCheck() });
}
