import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
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

/**
 * Every driver key (vehicles.driver_key, migration 0008) with its number of vehicles, kept by
 * statement-level triggers (migration 0013): the drivers list pages and counts this small table
 * instead of grouping every vehicle per request.
 */
export const driverKeys = pgTable(
  'driver_keys',
  {
    driverKey: text('driver_key').primaryKey(),
    vehicles: integer('vehicles').notNull(),
  },
  // The drivers' name search (the folded name before the '|') without reading every key.
  (t) => [index('driver_keys_name_trgm').using('gin', sql`split_part(${t.driverKey}, '|', 1) gin_trgm_ops`)],
);
