import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { SERVER_ROOT } from '../../server-root';

let newestMigration: number | null = null;

/** The `when` of the last migration this build carries (drizzle/meta/_journal.json), read once. */
function newestMigrationMillis(): number {
  if (newestMigration === null) {
    const journal = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Readiness: the database answers and holds every migration of this build (drizzle's migrator
 * applies a migration whose `when` is newer than the newest `created_at` it recorded). Null when
 * ready, otherwise the Turkish reason.
 */
export async function notReadyReason(db: Db): Promise<string | null> {
  let applied: number;
  try {
    const result = await db.execute<{ newest: string | number | null }>(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { newest: string | number | null }[] }).rows) as { newest: string | number | null }[];
    applied = Number(rows[0]?.newest ?? 0);
  } catch {
    return MSG.notReadyDatabase;
  }
  return applied >= newestMigrationMillis() ? null : MSG.notReadyMigrations;
}
