import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Request rows (method, path, status, duration) and change rows (action, entity). Never a secret. */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    logLevel: varchar('log_level', { length: 20 }).notNull(),
    username: varchar('username', { length: 100 }),
    userId: integer('user_id'),
    action: varchar('action', { length: 30 }),
    entityType: varchar('entity_type', { length: 30 }),
    entityId: varchar('entity_id', { length: 50 }),
    description: text('description'),
    errorMessage: text('error_message'),
    stackTrace: text('stack_trace'),
    ipAddress: varchar('ip_address', { length: 64 }),
    durationMs: integer('duration_ms'),
    httpMethod: varchar('http_method', { length: 10 }),
    requestPath: varchar('request_path', { length: 500 }),
    statusCode: integer('status_code'),
  },
  // The log screen's filters (administration §2.6) at millions of rows; measured in docs/decisions.md.
  // (created_at, id) ascending: read backwards it is the default order, newest first, ids breaking ties.
  (t) => [
    // The default order (newest first, id breaks ties), date ranges, the export's keyset and the
    // clean-up; duration_ms lets the statistics of a date range read the index alone.
    index('system_logs_created').on(t.createdAt, t.id, t.durationMs),
    index('system_logs_level_created').on(t.logLevel, t.createdAt, t.id),
    // Action, and action with entity type, counted from the index alone.
    index('system_logs_action_created').on(t.action, t.entityType, t.createdAt, t.id),
    index('system_logs_entity_created').on(t.entityType, t.createdAt, t.id),
    // 'Sadece hatalar' and the error count: Error and Critical rows only.
    index('system_logs_errors_created')
      .on(t.createdAt, t.id)
      .where(sql`${t.logLevel} in ('Error', 'Critical')`),
    // IP address: starts with.
    index('system_logs_ip').on(t.ipAddress.op('varchar_pattern_ops')),
    // Username (contains) and the search text (contained in the description or the error message).
    // A condition on the column implies it is not null, so the rows without one (anonymous calls;
    // every answer that is not an error) need no entry (migration 0018).
    index('system_logs_username_trgm')
      .using('gin', t.username.op('gin_trgm_ops'))
      .where(sql`${t.username} is not null`),
    index('system_logs_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    index('system_logs_error_trgm')
      .using('gin', t.errorMessage.op('gin_trgm_ops'))
      .where(sql`${t.errorMessage} is not null`),
  ],
);
