/**
 * What the deployment publishes at /remotes.json: remote name → URL of its mf-manifest.json, and
 * the origins the server's configuration allows remotes from (security.allowedRemoteOrigins).
 */
export interface RemotesManifest {
  remotes: Record<string, string>;
  /** Origins besides the page's own; the page's origin is always allowed. */
  allowedOrigins: string[];
}

export const REMOTES_MANIFEST_URL = '/remotes.json';
/** The key of /remotes.json that lists the allowed origins (every other string key is a remote). */
export const ALLOWED_ORIGINS_KEY = 'allowedRemoteOrigins';

function parseManifest(body: unknown): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('remotes.json: an object of remote name → manifest URL was expected');
  const remotes: Record<string, string> = {};
  const allowedOrigins: string[] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name === ALLOWED_ORIGINS_KEY && Array.isArray(value)) allowedOrigins.push(...value.filter((o): o is string => typeof o === 'string'));
    else if (typeof value === 'string' && value.trim()) remotes[name] = value.trim();
  }
  return { remotes, allowedOrigins };
}

/** Whether `entry` (absolute, or relative to `pageOrigin`) comes from the page's origin or one allowed. */
export function isAllowedEntry(entry: string, allowedOrigins: string[], pageOrigin: string): boolean {
  let origin: string;
  try {
    origin = new URL(entry, pageOrigin).origin;
  } catch {
    return false;
  }
  return origin === pageOrigin || allowedOrigins.includes(origin);
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
