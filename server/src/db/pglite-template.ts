import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../server-root';

/**
 * A new PGlite cluster costs an initdb inside WebAssembly (2–5 s here) and then every migration.
 * Both give the same files every time for the same migrations, PGlite version and options, so
 * the first cluster made is kept, closed, as a template (dist/pglite-template/<key>, or
 * PGLITE_TEMPLATE_DIR), and every later empty data directory starts as a copy of it
 * (docs/performance.md: an empty data directory starts in about the time of an existing one).
 */
const TEMPLATE_ROOT = process.env.PGLITE_TEMPLATE_DIR ?? path.join(SERVER_ROOT, 'dist', 'pglite-template');

const isCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What decides the template's files: the migrations, PGlite's version and how it is opened. */
function templateKey(options: PGliteOptions, migrationsFolder: string): string {
  const hash = createHash('sha256')
    .update(pgliteVersion())
    .update(JSON.stringify(options.startParams ?? []));
  hash.update(Object.keys(options.extensions ?? {}).join(','));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** The template for these migrations and options, made (initdb and migrations) when missing. */
export async function pgliteTemplate(options: PGliteOptions, migrationsFolder: string): Promise<string> {
  const key = templateKey(options, migrationsFolder);
  const template = path.join(TEMPLATE_ROOT, key);
  if (isCluster(template)) return template;
  mkdirSync(TEMPLATE_ROOT, { recursive: true });
  const building = `${template}.${process.pid}.${Date.now()}`;
  const client = await PGlite.create(building, options);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
  try {
    renameSync(building, template);
  } catch {
    // Another process finished the same template first: theirs is as good.
    rmSync(building, { recursive: true, force: true });
  }
  // Templates of older migrations are of no more use.
  for (const entry of readdirSync(TEMPLATE_ROOT)) {
    if (entry !== key && !entry.includes('.')) rmSync(path.join(TEMPLATE_ROOT, entry), { recursive: true, force: true });
  }
  return template;
}

/** A data directory without a cluster gets a copy of the template; an existing cluster is left as it is. */
export async function seedFromTemplate(dir: string, options: PGliteOptions, migrationsFolder: string): Promise<void> {
  if (isCluster(dir)) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return; // not a cluster, not empty: let PGlite say what it is
  const template = await pgliteTemplate(options, migrationsFolder);
  copyTree(template, dir);
}

/**
 * A plain copy of the cluster's folders and files (about a thousand; 0.15 s here, where fs.cpSync
 * took 0.3–0.5 s checking and restoring each file's times and modes). Folders are made private, as
 * PostgreSQL makes them; files keep their modes (copyFileSync).
 */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else copyFileSync(source, target);
  }
}
