import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client';
import { SERVER_ROOT } from '../../server-root';

/** The same folder db/client.ts migrates from at start. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/**
 * Brings a restored database up to this version inside the restore's own transaction: what
 * drizzle's migrator does (same table, same hash and order), without the migrator's own
 * BEGIN/COMMIT, which would end the restore's transaction half-way. Returns how many ran.
 */
export async function applyMigrations(tx: Db): Promise<number> {
  await tx.execute(sql.raw('CREATE SCHEMA IF NOT EXISTS "drizzle"'));
  await tx.execute(sql.raw('CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)'));
  const last = await tx.execute<{ created_at: string | number | null }>(
    sql.raw('select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1'),
  );
  const lastMillis = last.rows[0] ? Number(last.rows[0].created_at) : null;
  let applied = 0;
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    if (lastMillis !== null && lastMillis >= migration.folderMillis) continue;
    for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
    applied++;
  }
  return applied;
}
