import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `npm run deploy -w <remote>` records for one remote in `<REMOTES_DIR>/remotes.json`. */
export interface DeployedRemote {
  entry: string;
  version: string;
  commit: string;
  builtAt: string;
}

export type DeployedRemotes = Record<string, DeployedRemote>;

/** A version folder's name as the deploy command writes it: `0.1.0-3f2a1bc` or `0.1.0-3f2a1bc-2`. */
export const VERSION_FOLDER = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

function parse(text: string): DeployedRemotes {
  const body: unknown = JSON.parse(text);
  const remotes: DeployedRemotes = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return remotes;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const item = value as Partial<DeployedRemote> | null;
    if (!item || typeof item.entry !== 'string' || !item.entry) continue;
    remotes[name] = { entry: item.entry, version: String(item.version ?? ''), commit: String(item.commit ?? ''), builtAt: String(item.builtAt ?? '') };
  }
  return remotes;
}

/**
 * Reads `<dir>/remotes.json`, the manifest the deploy command switches, again whenever the file
 * changed (its mtime and size), so a deploy takes effect on the next request without a restart.
 * A missing or unreadable file means nothing is deployed there; the last good reading is kept
 * while a file being written is not yet valid JSON.
 */
export function deployedRemotesReader(dir: string | null, log: { warn: (object: object, message: string) => void }) {
  const file = dir ? path.join(dir, 'remotes.json') : null;
  let seen = '';
  let current: DeployedRemotes = {};
  return function read(): DeployedRemotes {
    if (!file) return current;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      seen = '';
      current = {};
      return current;
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (key === seen) return current;
    try {
      current = parse(readFileSync(file, 'utf8'));
      seen = key;
    } catch (error) {
      log.warn({ file, err: error }, 'deployed remotes manifest unreadable; keeping the last one');
    }
    return current;
  };
}
