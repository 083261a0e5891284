import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

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
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const STARTUP_LOCK_KEY = 7_260_301;

/** PGlite creates only the last folder of its path, so the parents are made first. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  // Every open must name the extensions the schema uses, or inserts into indexed tables fail.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    runExclusive: (work) => work(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
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
    close: () => pool.end(),
  };
}
