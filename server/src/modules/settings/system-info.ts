import { totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import type { SystemInfo } from '@tamir/shared-api/dto';
import type { Db, DbKind } from '../../db/client';
import type { RunningRemote } from '../../routes/remotes-catalog';
import { SYSTEM_VERSION } from './defaults';

/** GET /settings/system-info (administration §3 'System info'): this process, the database (kind and size) the four totals and each remote as it runs. */
export async function systemInfo(db: Db, kind: DbKind, environment: string, remotes: RunningRemote[]): Promise<SystemInfo> {
  const result = await db.execute(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from companies) as companies,
               (select count(*)::int from vehicles) as vehicles, (select count(*)::int from repair_forms) as forms,
               pg_database_size(current_database())::bigint as size`,
  );
  const totals = result.rows[0] as { users: number; companies: number; vehicles: number; forms: number; size: number | string };
  const used = process.memoryUsage().rss;
  const total = totalmem();
  return {
    version: SYSTEM_VERSION,
    environment,
    serverTime: new Date().toISOString(),
    databaseProvider: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    databaseSizeBytes: Number(totals.size),
    memory: { usedMemoryBytes: used, totalMemoryBytes: total, usagePercentage: Math.round((used / total) * 1000) / 10 },
    totalUsers: Number(totals.users),
    totalCompanies: Number(totals.companies),
    totalVehicles: Number(totals.vehicles),
    totalRepairForms: Number(totals.forms),
    remotes,
  };
}
