import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DbKind } from '../../db/client';

/**
 * A backup file name: `<UTC timestamp>_<database>[_auto].sql.gz`, e.g.
 * `2026-05-01T03-00-00-123Z_pglite_auto.sql.gz`. Files copied into the folder by hand are taken in
 * when they have any plain name ending in .sql or .sql.gz.
 */
export const BACKUP_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.sql(?:\.gz)?$/;
const AUTO_SUFFIX = '_auto.sql.gz';

export function backupFileName(at: Date, kind: DbKind, automatic: boolean): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  return `${stamp}_${kind}${automatic ? AUTO_SUFFIX : '.sql.gz'}`;
}

export const isAutomaticBackup = (fileName: string) => fileName.endsWith(AUTO_SUFFIX);

/** The moment in a name made by backupFileName, else null. */
export function timeOfFileName(fileName: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z_/.exec(fileName);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The file of a name the caller gave, or null when the name is not a plain backup name: no
 * folder part (`/`, `\`), no `..`, not absolute, and resolved it stays directly in `dir`.
 */
export function resolveBackupFile(dir: string, fileName: string): string | null {
  if (typeof fileName !== 'string' || !BACKUP_FILE.test(fileName) || fileName.includes('..')) return null;
  if (fileName.includes('/') || fileName.includes('\\') || path.isAbsolute(fileName)) return null;
  const resolved = path.resolve(dir, fileName);
  return path.dirname(resolved) === path.resolve(dir) && path.basename(resolved) === fileName ? resolved : null;
}

export interface FileOnDisk {
  fileName: string;
  size: number;
  modifiedAt: Date;
}

/** The backup files in the folder (made when missing), by name. */
export function filesOnDisk(dir: string): Map<string, FileOnDisk> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = new Map<string, FileOnDisk>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !BACKUP_FILE.test(entry.name)) continue;
    try {
      const stat = statSync(path.join(dir, entry.name));
      files.set(entry.name, { fileName: entry.name, size: stat.size, modifiedAt: stat.mtime });
    } catch {
      // removed meanwhile
    }
  }
  return files;
}
