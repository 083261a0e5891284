import { Param, sql, type SQL } from 'drizzle-orm';
import type { systemLogs } from '../../db/schema/index';

type Row = typeof systemLogs.$inferInsert;

/** The columns a request row fills, with the array type each travels as. */
export const LOG_COLUMNS: [column: string, arrayType: string, read: (row: Row) => unknown][] = [
  ['created_at', 'timestamptz[]', (row) => (row.createdAt ?? new Date()).toISOString()],
  ['log_level', 'text[]', (row) => row.logLevel],
  ['username', 'text[]', (row) => row.username ?? null],
  ['user_id', 'int4[]', (row) => row.userId ?? null],
  ['action', 'text[]', (row) => row.action ?? null],
  ['entity_type', 'text[]', (row) => row.entityType ?? null],
  ['entity_id', 'text[]', (row) => row.entityId ?? null],
  ['description', 'text[]', (row) => row.description ?? null],
  ['error_message', 'text[]', (row) => row.errorMessage ?? null],
  ['stack_trace', 'text[]', (row) => row.stackTrace ?? null],
  ['ip_address', 'text[]', (row) => row.ipAddress ?? null],
  ['duration_ms', 'int4[]', (row) => row.durationMs ?? null],
  ['http_method', 'text[]', (row) => row.httpMethod ?? null],
  ['request_path', 'text[]', (row) => row.requestPath ?? null],
  ['status_code', 'int4[]', (row) => row.statusCode ?? null],
];

/** `"…"` with backslashes and quotes escaped: one element of a PostgreSQL array literal. */
const quoted = (text: string) => `"${/["\\]/.test(text) ? text.replace(/["\\]/g, '\\$&') : text}"`;

/** One value as an element of a PostgreSQL array literal (row-columns.ts escapes each row with it). */
export function element(value: unknown): string {
  return value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : quoted(String(value));
}

const INTO = sql.raw(`insert into system_logs (${LOG_COLUMNS.map(([column]) => column).join(', ')}) select * from unnest(`);

/**
 * The statement for a batch of request rows, from each column's array literal (in LOG_COLUMNS'
 * order; row-columns.ts builds them as rows arrive): one statement whatever the batch's size,
 * fifteen array parameters unnested into rows. Building drizzle's multi-row insert (a parameter
 * per value, 3,000 for 200 rows) and PostgreSQL parsing it again for every batch cost about 6 %
 * of the server's CPU under load, and pg's own array conversion was among the largest allocations
 * of a plate search (docs/performance.md).
 */
export function unnestInsert(literals: string[]): SQL {
  const arrays = literals.map((literal, i) => sql`${new Param(literal)}::${sql.raw(LOG_COLUMNS[i][1])}`);
  return sql`${INTO}${sql.join(arrays, sql.raw(', '))})`;
}
