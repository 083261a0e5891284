/** Remote name → URL of its mf-manifest.json, as the deployment publishes it at /remotes.json. */
export type RemotesManifest = Record<string, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

function parseManifest(body: unknown): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('remotes.json: an object of remote name → manifest URL was expected');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(body as Record<string, unknown>)) {
    if (typeof url === 'string' && url.trim()) manifest[name] = url.trim();
  }
  return manifest;
}

/** Reads /remotes.json at run time, never from the build; a failed read is retried on the next call. */
export function createManifestReader(fetchImpl: typeof fetch = (...args) => fetch(...args), url = REMOTES_MANIFEST_URL) {
  let pending: Promise<RemotesManifest> | null = null;
  return function readManifest(fresh = false): Promise<RemotesManifest> {
    if (fresh || !pending) {
      pending = fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
          return response.json();
        })
        .then(parseManifest);
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}
