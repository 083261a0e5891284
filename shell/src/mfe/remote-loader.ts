import { LIMITS } from '@tamir/shared-api';
import { RemoteTimeoutError } from './entry-check';
import type { ParcelObject } from './guard-parcel';
import { createManifestReader, isAllowedEntry, type RemotesManifest } from './remotes-manifest';

export type RemoteName = 'mfe_operations' | 'mfe_public_form' | 'mfe_admin';

/** The remote is not in /remotes.json (e.g. mfe_admin before it is deployed). */
export class RemoteNotListedError extends Error {
  constructor(readonly remote: string) {
    super(`Remote '${remote}' is not listed in remotes.json`);
    this.name = 'RemoteNotListedError';
  }
}

/** The remote's address is on an origin the server's configuration does not allow (security.allowedRemoteOrigins). */
export class RemoteOriginNotAllowedError extends Error {
  constructor(
    readonly remote: string,
    readonly entry: string,
  ) {
    super(`Remote '${remote}' at '${entry}' is not on an allowed origin`);
    this.name = 'RemoteOriginNotAllowedError';
  }
}

/** Loading the remote failed after every retry. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`Remote '${remote}' could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/** What the loader needs from Module Federation's runtime; tests pass a double. */
export interface FederationRuntime {
  registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
  /**
   * Forgets a registered remote (its entry, snapshot and loaded container), so the next
   * registerRemotes of that name is a plain first registration; false when it cannot. Without it,
   * a new version is registered with `force`, which logs the runtime's 'already registered' warning.
   */
  unregisterRemote?: (name: string) => boolean;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  readManifest?: (fresh?: boolean) => Promise<RemotesManifest>;
  /**
   * Resolves once the remote's entry answers, before the runtime is asked for it; rejects with a
   * RemoteTimeoutError when it stays silent (createEntryCheck). By default nothing is checked.
   */
  checkEntry?: (entry: string) => Promise<void>;
  /** Time-out of one attempt (spec §9: 120000 ms for chunk loads). */
  timeoutMs?: number;
  /** Extra automatic attempts after the first failure. */
  retries?: number;
  retryDelayMs?: number;
  /** The page's origin, always allowed (default: window.location.origin). */
  pageOrigin?: string;
  /** hasNewVersion reads /remotes.json again at most this often (ms). */
  updateCheckIntervalMs?: number;
  now?: () => number;
}

export interface RemoteLoader {
  /** The remote's `./app` parcel config; `fresh` drops every cache first (the 'Tekrar Dene' button). */
  load: (remote: RemoteName, options?: { fresh?: boolean }) => Promise<ParcelObject>;
  /** Whether /remotes.json lists the remote. */
  isListed: (remote: RemoteName) => Promise<boolean>;
  /**
   * Whether /remotes.json now names another entry for the remote than the one loaded (a deploy
   * switched it). Reads the file again at most every `updateCheckIntervalMs` unless `force`.
   */
  hasNewVersion: (remote: RemoteName, options?: { force?: boolean }) => Promise<boolean>;
}

/** The default interval of hasNewVersion's reads of /remotes.json: a navigation costs no request within it. */
export const UPDATE_CHECK_INTERVAL_MS = 10_000;

function isParcelObject(value: unknown): value is ParcelObject {
  const config = value as { mount?: unknown; unmount?: unknown } | null;
  return !!config && typeof config === 'object' && !!config.mount && !!config.unmount;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote '${remote}' did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one place that loads remotes: reads the manifest, registers the remote with the
 * federation runtime, loads `<remote>/app` with a time-out, retries, and caches the result.
 */
export function createRemoteLoader({
  runtime,
  readManifest = createManifestReader(),
  checkEntry,
  timeoutMs = LIMITS.chunkLoadTimeoutMs,
  retries = 1,
  retryDelayMs = 1000,
  pageOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  updateCheckIntervalMs = UPDATE_CHECK_INTERVAL_MS,
  now = () => Date.now(),
}: RemoteLoaderOptions): RemoteLoader {
  const registered = new Map<string, string>();
  const configs = new Map<string, Promise<ParcelObject>>();
  let lastRead = -Infinity;

  async function entryOf(remote: RemoteName, fresh: boolean): Promise<string> {
    if (fresh || lastRead === -Infinity) lastRead = now();
    const { remotes, allowedOrigins }: RemotesManifest = await readManifest(fresh);
    const entry = remotes[remote];
    if (!entry) throw new RemoteNotListedError(remote);
    if (!isAllowedEntry(entry, allowedOrigins, pageOrigin)) throw new RemoteOriginNotAllowedError(remote, entry);
    return entry;
  }

  async function attempt(remote: RemoteName, fresh: boolean): Promise<ParcelObject> {
    const entry = await entryOf(remote, fresh);
    if (checkEntry) await checkEntry(entry);
    const previous = registered.get(remote);
    if (fresh || previous !== entry) {
      // Another version of the same remote: its chunks must not land in the earlier version's
      // webpack runtime (they share the chunk-loading global `webpackChunk<name>` otherwise).
      if (previous !== undefined && previous !== entry) delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
      // Mounting a new version is expected here, not a mistake to warn about (issue 40): the old
      // registration is removed first, so the console stays clean; `force` only as a fallback.
      const removed = previous !== undefined && (runtime.unregisterRemote?.(remote) ?? false);
      runtime.registerRemotes([{ name: remote, entry }], { force: previous !== undefined && !removed });
      registered.set(remote, entry);
    }
    const module = await withTimeout(runtime.loadRemote<{ default?: unknown }>(`${remote}/app`), timeoutMs, remote);
    const config = module && typeof module === 'object' && 'default' in module ? module.default : module;
    if (!isParcelObject(config)) throw new Error(`Remote '${remote}/app' is not a single-spa parcel config`);
    return config;
  }

  async function loadWithRetry(remote: RemoteName, fresh: boolean): Promise<ParcelObject> {
    let lastError: unknown;
    for (let i = 0; i <= retries; i += 1) {
      try {
        return await attempt(remote, fresh || i > 0);
      } catch (error) {
        if (error instanceof RemoteNotListedError || error instanceof RemoteOriginNotAllowedError) throw error;
        lastError = error;
        // The user has waited out the time limit already: no second wait, 'Tekrar Dene' is there.
        if (error instanceof RemoteTimeoutError) break;
        if (i < retries) await wait(retryDelayMs);
      }
    }
    throw new RemoteLoadError(remote, lastError);
  }

  return {
    load(remote, { fresh = false } = {}) {
      let pending = fresh ? undefined : configs.get(remote);
      if (!pending) {
        pending = loadWithRetry(remote, fresh);
        configs.set(remote, pending);
        pending.catch(() => configs.delete(remote));
      }
      return pending;
    },
    async isListed(remote) {
      const { remotes } = await readManifest();
      return !!remotes[remote];
    },
    async hasNewVersion(remote, { force = false } = {}) {
      const loaded = registered.get(remote);
      if (loaded === undefined) return false;
      const fresh = force || now() - lastRead >= updateCheckIntervalMs;
      try {
        return (await entryOf(remote, fresh)) !== loaded;
      } catch {
        return false;
      }
    },
  };
}
