import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LogEntry, LogSortField } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { rowCounts, systemLogs } from '../../db/schema/index';
import type { Period } from './dates';

/** What the search, the statistics, the export and /settings/logs filter by (already checked). */
export interface LogFilter {
  logLevel?: string;
  action?: string;
  entityType?: string;
  username?: string;
  ipAddress?: string;
  searchText?: string;
  period?: Period;
  hasError?: boolean;
}

/** The levels 'Sadece hatalar' and the error count mean (a partial index holds just these rows). */
export const ERROR_LEVELS = ['Error', 'Critical'] as const;
const isError = sql`${systemLogs.logLevel} in ('Error', 'Critical')`;

/** Text as an ILIKE pattern with %, _ and \ taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The filters as SQL, each served by an index (0006_system_log_indexes): level, action and entity
 * type equal; username contains (case-insensitive, trigram); IP address starts with; the search
 * text is contained in the description or the error message (case-insensitive, trigram); dates
 * from the start to the end of the period; hasError: Error and Critical rows.
 */
export function logConditions(filter: LogFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.logLevel) conditions.push(eq(systemLogs.logLevel, filter.logLevel));
  if (filter.action) conditions.push(eq(systemLogs.action, filter.action));
  if (filter.entityType) conditions.push(eq(systemLogs.entityType, filter.entityType));
  if (filter.username) conditions.push(sql`${systemLogs.username} ilike ${`%${escapeLike(filter.username)}%`}`);
  if (filter.ipAddress) conditions.push(sql`${systemLogs.ipAddress} like ${`${escapeLike(filter.ipAddress)}%`}`);
  if (filter.searchText) {
    const pattern = `%${escapeLike(filter.searchText)}%`;
    conditions.push(or(sql`${systemLogs.description} ilike ${pattern}`, sql`${systemLogs.errorMessage} ilike ${pattern}`)!);
  }
  if (filter.period?.from) conditions.push(gte(systemLogs.createdAt, filter.period.from));
  if (filter.period?.to) conditions.push(lt(systemLogs.createdAt, filter.period.to));
  if (filter.hasError) conditions.push(isError);
  return conditions;
}

const SORT_COLUMNS = {
  CreatedAt: systemLogs.createdAt,
  LogLevel: systemLogs.logLevel,
  Username: systemLogs.username,
  Action: systemLogs.action,
  EntityType: systemLogs.entityType,
  DurationMs: systemLogs.durationMs,
  StatusCode: systemLogs.statusCode,
} as const;

/** ORDER BY of a search: the chosen column (empty values last), then newest first, then id. */
function orderOf(sortBy: LogSortField, descending: boolean): SQL[] {
  const direction = descending ? desc : asc;
  if (sortBy === 'CreatedAt') return [direction(systemLogs.createdAt), direction(systemLogs.id)];
  const column = SORT_COLUMNS[sortBy];
  return [sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, desc(systemLogs.createdAt), desc(systemLogs.id)];
}

export type LogRow = typeof systemLogs.$inferSelect;

export function toLogEntry(row: LogRow): LogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    logLevel: row.logLevel,
    username: row.username,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    description: row.description,
    errorMessage: row.errorMessage,
    stackTrace: row.stackTrace,
    ipAddress: row.ipAddress,
    durationMs: row.durationMs,
    httpMethod: row.httpMethod,
    requestPath: row.requestPath,
    statusCode: row.statusCode,
  };
}

const whereOf = (conditions: SQL[]) => (conditions.length > 0 ? and(...conditions) : undefined);

/** The whole log's totals, kept by migration 0012's triggers in row_counts (no scan of millions of rows). */
async function storedTotals(db: Db): Promise<{ total: number; errors: number; durationSum: number; timed: number }> {
  const rows = await db
    .select({ name: rowCounts.tableName, n: rowCounts.n })
    .from(rowCounts)
    .where(inArray(rowCounts.tableName, ['system_logs', 'system_logs.errors', 'system_logs.duration_sum', 'system_logs.duration_count']));
  const read = (name: string) => Number(rows.find((row) => row.name === name)?.n ?? 0);
  return {
    total: read('system_logs'),
    errors: read('system_logs.errors'),
    durationSum: read('system_logs.duration_sum'),
    timed: read('system_logs.duration_count'),
  };
}

export async function countLogs(db: Db, conditions: SQL[]): Promise<number> {
  if (conditions.length === 0) return (await storedTotals(db)).total;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(systemLogs)
    .where(whereOf(conditions));
  return Number(row?.count ?? 0);
}

/** The matches counted up to `cap` + 1 (the scan stops there): over the cap means "more than cap". */
export async function countLogsUpTo(db: Db, conditions: SQL[], cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(systemLogs)
    .where(whereOf(conditions))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.count ?? 0);
}

export function pageOfLogs(db: Db, conditions: SQL[], sortBy: LogSortField, descending: boolean, limit: number, offset: number): Promise<LogRow[]> {
  return db
    .select()
    .from(systemLogs)
    .where(whereOf(conditions))
    .orderBy(...orderOf(sortBy, descending))
    .limit(limit)
    .offset(offset);
}

export async function findLog(db: Db, id: number): Promise<LogRow | null> {
  const [row] = await db.select().from(systemLogs).where(eq(systemLogs.id, id));
  return row ?? null;
}

/**
 * Totals of a period, each read from an index alone: count and average duration from
 * (created_at, id, duration_ms), the errors from the partial Error/Critical index.
 */
export async function periodTotals(db: Db, conditions: SQL[]): Promise<{ total: number; errors: number; averageMs: number | null }> {
  if (conditions.length === 0) {
    const stored = await storedTotals(db);
    return { total: stored.total, errors: stored.errors, averageMs: stored.timed > 0 ? stored.durationSum / stored.timed : null };
  }
  const [totals] = await db
    .select({ total: sql<number>`count(*)::int`, averageMs: sql<string | null>`avg(${systemLogs.durationMs})` })
    .from(systemLogs)
    .where(whereOf(conditions));
  const errors = await countLogs(db, [...conditions, isError]);
  return { total: Number(totals?.total ?? 0), errors, averageMs: totals?.averageMs == null ? null : Number(totals.averageMs) };
}

/** Where an export batch continues: after this row. `createdAt` is the database's own text of the timestamp (microseconds kept). */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

export type ExportRow = LogRow & { cursorAt: string };

/**
 * One batch of an export, oldest first, after `cursor`: keyset pagination on (created_at, id) over
 * the (created_at, id, …) index, so every batch is one index range read and memory holds one batch
 * at a time, at any table size.
 */
export function exportBatch(db: Db, conditions: SQL[], cursor: ExportCursor | null, size: number): Promise<ExportRow[]> {
  const after = cursor ? sql`(${systemLogs.createdAt}, ${systemLogs.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined;
  return db
    .select({ ...getTableColumns(systemLogs), cursorAt: sql<string>`${systemLogs.createdAt}::text` })
    .from(systemLogs)
    .where(whereOf(after ? [...conditions, after] : conditions))
    .orderBy(asc(systemLogs.createdAt), asc(systemLogs.id))
    .limit(size);
}

/** Deletes up to `size` rows older than `cutoff`; returns how many went. */
export async function deleteOlderBatch(db: Db, cutoff: Date, size: number): Promise<number> {
  const victims = db.select({ id: systemLogs.id }).from(systemLogs).where(lt(systemLogs.createdAt, cutoff)).limit(size);
  const deleted = await db.delete(systemLogs).where(inArray(systemLogs.id, victims)).returning({ id: systemLogs.id });
  return deleted.length;
}
