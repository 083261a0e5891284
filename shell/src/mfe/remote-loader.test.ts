import { createEntryCheck, RemoteTimeoutError } from './entry-check';
import type { ParcelObject } from './guard-parcel';
import { createRemoteLoader, RemoteLoadError, RemoteNotListedError, RemoteOriginNotAllowedError, type FederationRuntime } from './remote-loader';
import { createManifestReader, isAllowedEntry } from './remotes-manifest';

const parcel: ParcelObject = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const REMOTES = { mfe_operations: '/mfe/operations/mf-manifest.json', mfe_public_form: '/mfe/public-form/mf-manifest.json' };
const MANIFEST = { remotes: REMOTES, allowedOrigins: [] };

function fakeRuntime(results: Array<unknown | Error>) {
  const registered: Array<{ remotes: unknown; options: unknown }> = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => {
      registered.push({ remotes, options });
    },
    loadRemote: async <T>(id: string) => {
      loads.push(id);
      const next = results.length > 1 ? results.shift() : results[0];
      if (next instanceof Error) throw next;
      return next as T;
    },
  };
  return { runtime, registered, loads };
}

describe('createRemoteLoader', () => {
  it('registers the remote from the manifest and loads <remote>/app once', async () => {
    const { runtime, registered, loads } = fakeRuntime([{ default: parcel }]);
    const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST });
    await expect(loader.load('mfe_operations')).resolves.toBe(parcel);
    await expect(loader.load('mfe_operations')).resolves.toBe(parcel);
    expect(registered).toEqual([{ remotes: [{ name: 'mfe_operations', entry: '/mfe/operations/mf-manifest.json' }], options: { force: false } }]);
    expect(loads).toEqual(['mfe_operations/app']);
  });

  it('reports a remote missing from the manifest without retrying', async () => {
    const { runtime, loads } = fakeRuntime([{ default: parcel }]);
    const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST });
    await expect(loader.load('mfe_admin')).rejects.toBeInstanceOf(RemoteNotListedError);
    await expect(loader.isListed('mfe_admin')).resolves.toBe(false);
    expect(loads).toEqual([]);
  });

  it('retries a failed load once, re-registering the remote', async () => {
    const { runtime, registered, loads } = fakeRuntime([new Error('RUNTIME-008'), { default: parcel }]);
    const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST, retryDelayMs: 0 });
    await expect(loader.load('mfe_operations')).resolves.toBe(parcel);
    expect(loads).toHaveLength(2);
    expect(registered.map((r) => r.options)).toEqual([{ force: false }, { force: true }]);
  });

  it('fails after the retries, then loads afresh on a manual retry', async () => {
    const { runtime } = fakeRuntime([new Error('RUNTIME-008'), new Error('RUNTIME-008'), { default: parcel }]);
    const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST, retryDelayMs: 0 });
    const error = await loader.load('mfe_operations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).message).toContain('RUNTIME-008');
    await expect(loader.load('mfe_operations', { fresh: true })).resolves.toBe(parcel);
  });

  it('rejects a module that is not a parcel config', async () => {
    const { runtime } = fakeRuntime([{ default: { hello: 'world' } }]);
    const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST, retries: 0 });
    await expect(loader.load('mfe_public_form')).rejects.toThrow('is not a single-spa parcel config');
  });

  it('gives up on an attempt after the chunk time-out (120000 ms)', async () => {
    jest.useFakeTimers();
    try {
      const runtime: FederationRuntime = { registerRemotes: () => undefined, loadRemote: () => new Promise(() => undefined) };
      const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST, retries: 0 });
      const result = loader.load('mfe_operations').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(119_999);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(String(await result)).toContain('did not load within 120000 ms');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a silent remote', () => {
  it('checks the entry before the runtime, and gives up at once when it stays silent', async () => {
    const { runtime, loads } = fakeRuntime([{ default: parcel }]);
    const checkEntry = jest.fn().mockRejectedValueOnce(new RemoteTimeoutError('/mfe/operations/mf-manifest.json', 10_000)).mockResolvedValue(undefined);
    const loader = createRemoteLoader({ runtime, readManifest: async () => MANIFEST, checkEntry, retryDelayMs: 0 });
    const error = await loader.load('mfe_operations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).cause).toBeInstanceOf(RemoteTimeoutError);
    expect(checkEntry).toHaveBeenCalledTimes(1);
    expect(loads).toEqual([]);
    // 'Tekrar Dene': the entry answers now, and the runtime loads the remote.
    await expect(loader.load('mfe_operations', { fresh: true })).resolves.toBe(parcel);
    expect(checkEntry).toHaveBeenLastCalledWith('/mfe/operations/mf-manifest.json');
    expect(loads).toEqual(['mfe_operations/app']);
  });

  it('createEntryCheck: any answer passes, silence fails after the time limit (10000 ms) and the request is dropped', async () => {
    jest.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      const silent = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init!.signal!);
        return new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      });
      const check = createEntryCheck(undefined, silent as unknown as typeof fetch);
      const result = check('/mfe/admin/mf-manifest.json').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(9_999);
      expect(signals[0].aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await result;
      expect(error).toBeInstanceOf(RemoteTimeoutError);
      expect(String(error)).toContain('did not answer within 10000 ms');
      expect(signals[0].aborted).toBe(true);

      const answering = jest.fn(async () => ({ arrayBuffer: async () => new ArrayBuffer(0) }));
      await expect(createEntryCheck(10_000, answering as unknown as typeof fetch)('/mfe/admin/mf-manifest.json')).resolves.toBeUndefined();
      const refused = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      await expect(createEntryCheck(10_000, refused as unknown as typeof fetch)('/x')).rejects.toThrow('Failed to fetch');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('createManifestReader', () => {
  it('reads /remotes.json, keeps the result and reads again after a failure', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValueOnce({ ok: true, json: async () => ({ ...REMOTES, broken: 42, allowedRemoteOrigins: ['https://cdn.example', 7] }) });
    const read = createManifestReader(fetchImpl as unknown as typeof fetch);
    await expect(read()).rejects.toThrow('HTTP 503');
    const expected = { remotes: REMOTES, allowedOrigins: ['https://cdn.example'] };
    await expect(read()).resolves.toEqual(expected);
    await expect(read()).resolves.toEqual(expected);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0][0]).toBe('/remotes.json');
  });
});

describe('a redeploy under a working user', () => {
  const V1 = '/remotes/mfe_operations/0.1.0-aaaa1111/mf-manifest.json';
  const V2 = '/remotes/mfe_operations/0.1.0-bbbb2222/mf-manifest.json';

  function switchable() {
    let entry = V1;
    let reads = 0;
    let cached: string | null = null;
    const readManifest = async (fresh?: boolean) => {
      if (fresh || cached === null) {
        reads += 1;
        cached = entry;
      }
      return { remotes: { mfe_operations: cached }, allowedOrigins: [] };
    };
    return { readManifest, switchTo: (next: string) => (entry = next), reads: () => reads };
  }

  it('sees a switched /remotes.json at most every interval, then loads the new version', async () => {
    let clock = 0;
    const { runtime, registered } = fakeRuntime([{ default: parcel }]);
    const manifest = switchable();
    const loader = createRemoteLoader({ runtime, readManifest: manifest.readManifest, now: () => clock, updateCheckIntervalMs: 10_000 });
    await loader.load('mfe_operations');
    manifest.switchTo(V2);
    const readsBefore = manifest.reads();
    clock = 9_999;
    // Within the interval the manifest is not fetched again (the reader's cache answers).
    await expect(loader.hasNewVersion('mfe_operations')).resolves.toBe(false);
    clock = 10_000;
    await expect(loader.hasNewVersion('mfe_operations')).resolves.toBe(true);
    expect(manifest.reads()).toBeGreaterThan(readsBefore);
    (globalThis as Record<string, unknown>).webpackChunkmfe_operations = [['old chunk']];
    await loader.load('mfe_operations', { fresh: true });
    expect(registered.at(-1)).toEqual({ remotes: [{ name: 'mfe_operations', entry: V2 }], options: { force: true } });
    expect('webpackChunkmfe_operations' in globalThis).toBe(false);
    await expect(loader.hasNewVersion('mfe_operations', { force: true })).resolves.toBe(false);
  });

  it('removes the old registration before registering a new version, so no force (and no runtime warning) is needed', async () => {
    const { runtime, registered } = fakeRuntime([{ default: parcel }]);
    const removed: string[] = [];
    runtime.unregisterRemote = (name) => {
      removed.push(name);
      return true;
    };
    const manifest = switchable();
    const loader = createRemoteLoader({ runtime, readManifest: manifest.readManifest });
    await loader.load('mfe_operations');
    expect(removed).toEqual([]);
    manifest.switchTo(V2);
    await loader.load('mfe_operations', { fresh: true });
    expect(removed).toEqual(['mfe_operations']);
    expect(registered.at(-1)).toEqual({ remotes: [{ name: 'mfe_operations', entry: V2 }], options: { force: false } });
  });

  it('loads a remote that failed from the version /remotes.json names now, once', async () => {
    const manifest = switchable();
    const entries: string[] = [];
    const runtime: FederationRuntime = {
      registerRemotes: (remotes) => {
        entries.push(remotes[0].entry);
      },
      loadRemote: async <T>() => {
        if (entries.at(-1) === V1) {
          manifest.switchTo(V2);
          throw new Error('ChunkLoadError: Loading chunk 325 failed');
        }
        return { default: parcel } as T;
      },
    };
    const loader = createRemoteLoader({ runtime, readManifest: manifest.readManifest, retryDelayMs: 0 });
    await expect(loader.load('mfe_operations')).resolves.toBe(parcel);
    expect(entries).toEqual([V1, V2]);
  });

  it('refuses a remote on an origin that is not allowed, without retrying', async () => {
    const { runtime, loads } = fakeRuntime([{ default: parcel }]);
    const readManifest = async () => ({
      remotes: { mfe_admin: 'https://evil.example/mf-manifest.json', mfe_operations: 'https://cdn.example/ops/mf-manifest.json' },
      allowedOrigins: ['https://cdn.example'],
    });
    const loader = createRemoteLoader({ runtime, readManifest, pageOrigin: 'https://portal.example', retryDelayMs: 0 });
    const error = await loader.load('mfe_admin').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteOriginNotAllowedError);
    expect(String(error)).toContain('https://evil.example/mf-manifest.json');
    await expect(loader.load('mfe_operations')).resolves.toBe(parcel);
    expect(loads).toEqual(['mfe_operations/app']);
  });

  it('isAllowedEntry: the page origin and the listed ones only', () => {
    expect(isAllowedEntry('/mfe/admin/mf-manifest.json', [], 'https://portal.example')).toBe(true);
    expect(isAllowedEntry('https://portal.example/x.json', [], 'https://portal.example')).toBe(true);
    expect(isAllowedEntry('https://cdn.example/x.json', ['https://cdn.example'], 'https://portal.example')).toBe(true);
    expect(isAllowedEntry('https://cdn.example.evil.test/x.json', ['https://cdn.example'], 'https://portal.example')).toBe(false);
    expect(isAllowedEntry('http://cdn.example/x.json', ['https://cdn.example'], 'https://portal.example')).toBe(false);
    expect(isAllowedEntry('//evil.example/x.json', [], 'https://portal.example')).toBe(false);
  });
});
