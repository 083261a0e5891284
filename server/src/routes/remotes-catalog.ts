import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { originOf } from '../config';
import { deployedRemotesReader } from './deployed-remotes';

/** The three remotes: federation name → config key, the portal's own address and workspace folder. */
const REMOTES = [
  { name: 'mfe_operations', key: 'operations', builtIn: '/mfe/operations/mf-manifest.json', folder: 'mfe-operations' },
  { name: 'mfe_public_form', key: 'publicForm', builtIn: '/mfe/public-form/mf-manifest.json', folder: 'mfe-public-form' },
  { name: 'mfe_admin', key: 'admin', builtIn: '/mfe/admin/mf-manifest.json', folder: 'mfe-admin' },
] as const;

/** One remote as it runs now (the system-info tab): where the shell loads it from and which build it is. */
export interface RunningRemote {
  name: string;
  /** The URL of its mf-manifest.json that /remotes.json names. */
  address: string;
  /** env: REMOTE_MFE_*_URL; deployed: `npm run deploy` into REMOTES_DIR; build: the portal's own dist. */
  source: 'env' | 'deployed' | 'build';
  version: string | null;
  commit: string | null;
  builtAt: string | null;
}

function readVersion(file: string): string | null {
  try {
    const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/**
 * Which address each remote is loaded from: REMOTE_MFE_*_URL first, then what a deploy switched in
 * REMOTES_DIR/remotes.json (read again when it changes), then the portal's build. A deployed entry
 * on an origin outside security.allowedRemoteOrigins is ignored (logged once) for the build.
 */
export function createRemotesCatalog(config: AppConfig, log: { warn: (object: object, message: string) => void }) {
  const readDeployed = deployedRemotesReader(config.remotesDir, log);
  const allowed = config.security.allowedRemoteOrigins;
  const refused = new Set<string>();

  function list(): RunningRemote[] {
    const deployed = readDeployed();
    return REMOTES.map(({ name, key, builtIn, folder }) => {
      const fromEnv = config.remotes[key];
      if (fromEnv) return { name, address: fromEnv, source: 'env', version: null, commit: null, builtAt: null };
      const item = deployed[name];
      const origin = originOf(item?.entry);
      if (item && origin && !allowed.includes(origin) && !refused.has(item.entry)) {
        refused.add(item.entry);
        log.warn({ remote: name, entry: item.entry }, 'deployed remote outside ALLOWED_REMOTE_ORIGINS ignored');
      }
      if (item && (!origin || allowed.includes(origin))) {
        return { name, address: item.entry, source: 'deployed', version: item.version || null, commit: item.commit || null, builtAt: item.builtAt || null };
      }
      const dist = path.join(config.staticRoot, folder, 'dist');
      const built = statSync(path.join(dist, 'mf-manifest.json'), { throwIfNoEntry: false });
      return {
        name,
        address: builtIn,
        source: 'build',
        version: readVersion(path.join(config.staticRoot, folder, 'package.json')),
        commit: null,
        builtAt: built ? built.mtime.toISOString() : null,
      };
    });
  }

  /** The body of /remotes.json: name → address, and the origins the shell may load remotes from. */
  function manifest(): Record<string, string | string[]> {
    const body: Record<string, string | string[]> = {};
    for (const remote of list()) body[remote.name] = remote.address;
    body.allowedRemoteOrigins = allowed;
    return body;
  }

  return { list, manifest };
}

export type RemotesCatalog = ReturnType<typeof createRemotesCatalog>;
