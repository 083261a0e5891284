import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Counters of the request rate limits and of failed sign-ins, kept in the database so that every
 * API process on one PostgreSQL sees the same budget. Rows past their window are swept.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestampTz('window_ends_at').notNull(),
  },
  (t) => [index('throttle_counters_window').on(t.windowEndsAt)],
);
