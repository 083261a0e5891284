import { bigint, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

/** One row per settings section (general, email, sms, logging, backup); secrets inside are encrypted. */
export const settings = pgTable('settings', {
  section: varchar('section', { length: 50 }).primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export const backups = pgTable('backups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: varchar('file_name', { length: 255 }).notNull().unique('backups_file_name_unique'),
  fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }).notNull(),
  description: text('description'),
  createdAt: createdAt(),
});
