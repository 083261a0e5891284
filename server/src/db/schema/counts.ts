import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { companies } from './organisations';

/**
 * Row counts of the big tables, kept exact by statement-level triggers (migration 0010), so the
 * admin dashboard does not count a million forms each time it opens.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: varchar('table_name', { length: 50 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Vehicles and repair forms per company, kept by the same triggers; no row yet means none. */
export const companyCounts = pgTable('company_counts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  vehicles: integer('vehicles').notNull().default(0),
  repairForms: integer('repair_forms').notNull().default(0),
});
