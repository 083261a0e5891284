import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS, REMINDER_URGENCIES } from '@tamir/shared-api/domain';
import { createdAt, timestampTz, updatedAt } from './columns';
import { repairForms } from './repair-forms';
import { vehicles } from './vehicles';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A vehicle's service reminder (issue 44). Urgency is never stored: it is computed on every answer
 * from the due date/km, the vehicle's believed readings and the thresholds in the settings.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** Free text: may name a person, so the KVKK search, export and erase read it. */
    description: varchar('description', { length: 500 }).notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    dueKilometer: integer('due_kilometer'),
    repeatMonths: integer('repeat_months'),
    repeatKilometers: integer('repeat_kilometers'),
    /** true: the next due is the old due plus the interval; false: counted from the completion. */
    fixedInterval: boolean('fixed_interval').notNull().default(false),
    /** Counts the due cycles (0 first; +1 on each roll forward): part of the e-mail's once-key. */
    cycle: integer('cycle').notNull().default(0),
    /** The form whose fault line or rejected estimate created it. */
    sourceFormId: integer('source_form_id').references(() => repairForms.id, { onDelete: 'set null' }),
    completedAt: timestampTz('completed_at'),
    completedFormId: integer('completed_form_id').references(() => repairForms.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminders_vehicle_open')
      .on(t.vehicleId)
      .where(sql`completed_at is null`),
    index('reminders_due_date_open')
      .on(t.dueDate)
      .where(sql`completed_at is null`),
    check('reminders_kind_valid', sql`${t.kind} in (${oneOf(REMINDER_KINDS)})`),
    check('reminders_has_due', sql`${t.dueDate} is not null or ${t.dueKilometer} is not null`),
    check('reminders_due_km_positive', sql`${t.dueKilometer} is null or ${t.dueKilometer} >= 0`),
    check(
      'reminders_repeat_positive',
      sql`(${t.repeatMonths} is null or ${t.repeatMonths} > 0) and (${t.repeatKilometers} is null or ${t.repeatKilometers} > 0)`,
    ),
  ],
);

/**
 * One e-mail (or later SMS) per reminder, due cycle, urgency and channel: the unique index makes
 * the daily check send it exactly once however many processes run it, and across restarts.
 */
export const reminderNotices = pgTable(
  'reminder_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    urgency: varchar('urgency', { length: 20 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The outbox row that carries it. */
    notificationId: integer('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_notices_once').on(t.reminderId, t.cycle, t.urgency, t.channel),
    check('reminder_notices_urgency_valid', sql`${t.urgency} in (${oneOf(REMINDER_URGENCIES)})`),
    check('reminder_notices_channel_valid', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * A vehicle's kilometre readings summed up (issue 44 at scale): what the shared rule
 * (`analyseReadings`) makes of its forms' intake kilometres and its deliveries' kilometres. Written in
 * the transaction that adds a reading (form created or deleted, Teslim Edildi), so the reminders list,
 * its summary and the daily check read one row a vehicle instead of every reading. A vehicle no form has
 * read has no row: its record's kilometre stands, with no km a day.
 */
export const vehicleReadings = pgTable('vehicle_readings', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  /** The last believed reading. */
  currentKilometer: integer('current_kilometer').notNull(),
  /** From the first believed reading to the last; null with fewer than two or on one day. */
  kmPerDay: doublePrecision('km_per_day'),
  /** Readings the rule flagged (lower than the one before, or more than 2,000 km a day) and left out. */
  flaggedReadings: integer('flagged_readings').notNull().default(0),
  /** All readings looked at, believed or flagged. */
  readings: integer('readings').notNull(),
  updatedAt: updatedAt(),
});
