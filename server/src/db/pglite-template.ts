import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, open, readdir, readFile, stat } from 'node:fs/promises';
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

/** Changes whenever the template is made differently (finishTemplate), so older ones are made again. */
const TEMPLATE_FORMAT = '2: one database, a fresh WAL segment';

/** What decides the template's files: the migrations, PGlite's version and how it is opened. */
function templateKey(options: PGliteOptions, migrationsFolder: string): string {
  const hash = createHash('sha256')
    .update(TEMPLATE_FORMAT)
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
    await finishTemplate(client);
  } finally {
    await client.close();
  }
  try {
    renameSync(building, template);
  } catch {
    // Another process finished the same template first: theirs is as good.
    rmSync(building, { recursive: true, force: true });
  }
  removeLeftovers(key);
  return template;
}

/**
 * Makes the template small to copy: every new data directory writes it to disk, and on this
 * machine's throttled disk 40 MB took 0.7–1 s (docs/performance.md).
 * - initdb's template0 and template1 are dropped: they serve CREATE DATABASE only, which the
 *   portal never runs on its one embedded database (8 MB each).
 * - The migrations' WAL is checkpointed and left behind in a segment of its own, which the next
 *   checkpoint removes (not recycled: `wal_recycle` off), so the cluster starts on a segment that
 *   is all zeros after its first records, and copyTree writes zeros as holes.
 */
async function finishTemplate(client: PGlite): Promise<void> {
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  // One statement a call: DROP DATABASE cannot run inside the implicit transaction of several.
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('set wal_recycle = off');
  await client.exec('checkpoint');
  await client.exec('select pg_switch_wal()');
  await client.exec('checkpoint');
}

/**
 * Templates of older migrations and their spares are of no more use, nor are the copies a process
 * left half made when it ended (its pid gone); another process's copy in progress is left alone.
 * With `olderTemplates` false only those half-made copies go.
 */
function removeLeftovers(key: string, olderTemplates = true): void {
  for (const entry of readdirSync(TEMPLATE_ROOT)) {
    const [entryKey, rest] = entry.split(/\.(.*)/s);
    const pid = Number(/^(?:spare-)?(\d+)\./.exec(rest ?? '')?.[1]);
    const halfMade = pid > 0 && !isAlive(pid);
    const older = olderTemplates && entryKey !== key && (rest === undefined || rest === 'spare');
    if (halfMade || older) rmSync(path.join(TEMPLATE_ROOT, entry), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A ready copy of the template kept beside it. A new data directory takes it with one rename:
 * the copy creates some 500 files, and a file's creation costs about 0.9 ms on this machine's disk
 * (0.4 s of a 1.6 s start, docs/performance.md). The build makes the first; whoever takes it makes
 * the next one two seconds later, without blocking (once the server listens: made sooner, the copy
 * held up the start's own file reads).
 */
const spareOf = (template: string) => `${template}.spare`;
const SPARE_DELAY_MS = 2_000;

/**
 * Makes the template's spare if there is none (a copy under a name of its own, then renamed).
 * Never fails: without a spare the next data directory is copied, as on a read-only install.
 */
export async function makeSpare(template: string): Promise<void> {
  const spare = spareOf(template);
  const building = `${template}.spare-${process.pid}.${Date.now()}`;
  try {
    if (existsSync(spare)) return;
    removeLeftovers(path.basename(template), false);
    await copyTree(template, building);
    renameSync(building, spare);
  } catch {
    // Another process made the spare meanwhile (the rename finds it there), or the disk refused.
    try {
      rmSync(building, { recursive: true, force: true });
    } catch {
      // nothing was made there
    }
  }
}

/** A data directory without a cluster gets the template's spare or a copy of the template; an existing cluster is left as it is. */
export async function seedFromTemplate(dir: string, options: PGliteOptions, migrationsFolder: string): Promise<void> {
  if (isCluster(dir)) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return; // not a cluster, not empty: let PGlite say what it is
  const template = await pgliteTemplate(options, migrationsFolder);
  if (!takeSpare(template, dir)) await copyTree(template, dir);
  setTimeout(() => void makeSpare(template), SPARE_DELAY_MS).unref();
}

/** Renames the spare into place (onto the empty folder, if there is one); false when there is none or it is on another disk. */
function takeSpare(template: string, dir: string): boolean {
  try {
    mkdirSync(path.dirname(dir), { recursive: true });
    renameSync(spareOf(template), dir);
    return isCluster(dir);
  } catch {
    return false;
  }
}

/** Files copied at a time (the copy waits on the disk, not on the processor). */
const COPY_CONCURRENCY = 8;

/**
 * A plain copy of the cluster's folders and files (fs.cpSync took 0.3–0.5 s more checking and
 * restoring each file's times and modes). Folders are made private, as PostgreSQL makes them;
 * files keep their modes.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const files: [string, string][] = [];
  const makeFolders = async (source: string, target: string): Promise<void> => {
    await mkdir(target, { recursive: true, mode: 0o700 });
    for (const entry of await readdir(source, { withFileTypes: true })) {
      const [inner, outer] = [path.join(source, entry.name), path.join(target, entry.name)];
      if (entry.isDirectory()) await makeFolders(inner, outer);
      else files.push([inner, outer]);
    }
  };
  await makeFolders(from, to);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const [source, target] = files[next++];
      await copySparse(source, target);
    }
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
}

const BLOCK = 8192;
const ZEROS = Buffer.alloc(BLOCK);
const isZero = (block: Buffer) => block.equals(ZEROS.subarray(0, block.length));

/**
 * Copies a file writing only its blocks that hold something: a run of zero blocks becomes a hole,
 * which reads back as the same zeros (PostgreSQL takes an all-zero page as a new, empty one).
 * The template's 26 MB hold under 10 MB that are not zeros, most of the rest its new WAL segment.
 */
async function copySparse(source: string, target: string): Promise<void> {
  const [data, { mode }] = await Promise.all([readFile(source), stat(source)]);
  const file = await open(target, 'w', mode & 0o777);
  try {
    let start = -1;
    for (let at = 0; at <= data.length; at += BLOCK) {
      const empty = at === data.length || isZero(data.subarray(at, at + BLOCK));
      if (!empty && start < 0) start = at;
      if (empty && start >= 0) {
        await file.write(data, start, at - start, start);
        start = -1;
      }
    }
    if (start >= 0) await file.write(data, start, data.length - start, start);
    await file.truncate(data.length);
  } finally {
    await file.close();
  }
}
