import { createEntryCheck, RemoteTimeoutError } from './entry-check';
import type { ParcelObject } from './guard-parcel';
import { createRemoteLoader, RemoteLoadError, RemoteNotListedError, type FederationRuntime } from './remote-loader';
import { createManifestReader } from './remotes-manifest';

const parcel: ParcelObject = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const MANIFEST = { mfe_operations: '/mfe/operations/mf-manifest.json', mfe_public_form: '/mfe/public-form/mf-manifest.json' };

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
      .mockResolvedValueOnce({ ok: true, json: async () => ({ ...MANIFEST, broken: 42 }) });
    const read = createManifestReader(fetchImpl as unknown as typeof fetch);
    await expect(read()).rejects.toThrow('HTTP 503');
    await expect(read()).resolves.toEqual(MANIFEST);
    await expect(read()).resolves.toEqual(MANIFEST);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0][0]).toBe('/remotes.json');
  });
});
