import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { SERVER_ROOT } from '../server-root';
import { makeSpare, pgliteTemplate, seedFromTemplate } from './pglite-template';
import { keepNamedPlans } from './pglite-named-statements';
import { countPgliteQueue } from './query-queue';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite and node-postgres differ only in their raw-result type
export type Db = PgDatabase<any, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  kind: DbKind;
  db: Db;
  /**
   * Runs start-up work (migrations, first-admin bootstrap) once across every process on this
   * database: PostgreSQL serialises callers with an advisory lock; PGlite has one process.
   */
  runExclusive<T>(work: (db: Db, migrate: () => Promise<void>) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, and `onState(false)` while notifications may
   * be missed (PostgreSQL: the listening connection is down; it reconnects), `onState(true)` once
   * listening. Resolves to a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The connection pool's use (PostgreSQL); null on PGlite, which has one session. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
  /** Queries waiting for a connection: pg Pool's waitingCount; on PGlite the calls queued behind the running one. */
  waiting(): number;
}

export interface PoolUse {
  max: number;
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface ListenHandlers {
  onNotify: () => void;
  onState: (live: boolean) => void;
}

const RELISTEN_MS = 1_000;

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
const STARTUP_LOCK_KEY = 7_260_301;

/**
 * The planner's price of a random page read, 1.1 instead of 4 (the value usual for SSDs and for
 * data that fits in memory). At 4, a Tamirci's word search over one year ANDed the shop's
 * trigram matches (12,000 rows) with the bitmap of every shop's year (500,000 rows): 150–380 ms
 * for the count instead of 27 ms (docs/performance.md).
 */
const RANDOM_PAGE_COST = '1.1';
const PLANNER_SETTINGS = `-c random_page_cost=${RANDOM_PAGE_COST}`;

/**
 * PGlite's own start parameters (its defaults, as 0.5 passes them) and a smaller buffer pool: the
 * default 128 MB is allocated in the server's own memory from the start, while PGlite reads its
 * files through the operating system's cache anyway (docs/performance.md: 32 MB keeps plate search
 * as fast and the server about 100 MB smaller).
 */
const PGLITE_START_PARAMS = [
  ...['--single', '-F', '-O', '-j', '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0', '-c', 'io_method=sync'],
  ...['-c', 'max_parallel_maintenance_workers=0', '-c', `random_page_cost=${RANDOM_PAGE_COST}`],
];
const PGLITE_SHARED_BUFFERS = '32MB';

/** How the server opens PGlite (the benchmark's bare route opens it the same way). */
export const pgliteOptions = () => ({
  extensions: { pg_trgm, btree_gin },
  startParams: [...PGLITE_START_PARAMS, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
});

/** PGlite creates only the last folder of its path, so the parents are made first. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  // A new data directory starts as a copy of the migrated template instead of an initdb.
  await seedFromTemplate(dir, pgliteOptions(), MIGRATIONS_FOLDER);
  // Every open must name the extensions the schema uses, or inserts into indexed tables fail.
  const client = await PGlite.create(dir, pgliteOptions());
  const db = drizzlePglite({ client, schema });
  keepNamedPlans(client, db);
  const waiting = countPgliteQueue(client);
  return {
    kind: 'pglite',
    db,
    waiting,
    runExclusive: (work) => work(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    // One process, one session: a NOTIFY reaches the listener before the committing query resolves.
    async listen(channel, { onNotify, onState }) {
      const stop = await client.listen(channel, onNotify);
      onState(true);
      return stop;
    },
    poolUse: () => null,
    close: () => client.close(),
  };
}

/** Makes the PGlite template of the current migrations and its spare (the server's build runs this once). */
export async function preparePgliteTemplate(): Promise<string> {
  const template = await pgliteTemplate(pgliteOptions(), MIGRATIONS_FOLDER);
  await makeSpare(template);
  return template;
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Connections are kept for ten idle minutes (pg-pool closes them after 10 s by default): a new
  // backend pays for its first touch of the shared buffers, 100 ms on a search of a million forms.
  // Idle connections do not keep a finished script alive.
  // Random page reads priced as on an SSD or a cached database (PLANNER_SETTINGS).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 600_000, allowExitOnIdle: true, options: PLANNER_SETTINGS });
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    waiting: () => pool.waitingCount,
    async runExclusive(work) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const lockedDb = drizzlePg({ client, schema });
        return await work(lockedDb, () => migratePg(lockedDb, { migrationsFolder: MIGRATIONS_FOLDER }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await client.end();
      }
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    poolUse: () => ({ max: poolSize, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own, reconnecting after a loss (reported through onState). */
async function listenPostgres(url: string, channel: string, { onNotify, onState }: ListenHandlers): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client && current !== null) return;
    current = null;
    onState(false);
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS).unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => message.channel === channel && onNotify());
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      if (stopped) return void (await client.end());
      current = client;
      onState(true);
    } catch {
      lost(client);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
