import { LIMITS } from '@tamir/shared-api';
import { RemoteTimeoutError } from './entry-check';
import type { ParcelObject } from './guard-parcel';
import { createManifestReader, type RemotesManifest } from './remotes-manifest';

export type RemoteName = 'mfe_operations' | 'mfe_public_form' | 'mfe_admin';

/** The remote is not in /remotes.json (e.g. mfe_admin before it is deployed). */
export class RemoteNotListedError extends Error {
  constructor(readonly remote: string) {
    super(`Remote '${remote}' is not listed in remotes.json`);
    this.name = 'RemoteNotListedError';
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
}

export interface RemoteLoader {
  /** The remote's `./app` parcel config; `fresh` drops every cache first (the 'Tekrar Dene' button). */
  load: (remote: RemoteName, options?: { fresh?: boolean }) => Promise<ParcelObject>;
  /** Whether /remotes.json lists the remote. */
  isListed: (remote: RemoteName) => Promise<boolean>;
}

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
}: RemoteLoaderOptions): RemoteLoader {
  const registered = new Map<string, string>();
  const configs = new Map<string, Promise<ParcelObject>>();

  async function attempt(remote: RemoteName, fresh: boolean): Promise<ParcelObject> {
    const manifest = await readManifest(fresh);
    const entry = manifest[remote];
    if (!entry) throw new RemoteNotListedError(remote);
    if (checkEntry) await checkEntry(entry);
    if (fresh || registered.get(remote) !== entry) {
      runtime.registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
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
        if (error instanceof RemoteNotListedError) throw error;
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
      const manifest = await readManifest();
      return !!manifest[remote];
    },
  };
}
