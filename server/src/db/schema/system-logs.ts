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
  (t) => [
    index('system_logs_created').on(t.createdAt.desc()),
    index('system_logs_level_created').on(t.logLevel, t.createdAt.desc()),
    index('system_logs_entity').on(t.entityType, t.entityId),
  ],
);
