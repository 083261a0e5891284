import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { APPROVAL_DECISIONS, ITEM_KINDS, ITEM_UNITS, LIMITS, MOVE_SOURCES, REPAIR_STATUSES, VAT_RATES } from '@tamir/shared-api/domain';
import { timestampTz } from './columns';
import { reminders } from './reminders';
import { repairForms } from './repair-forms';
import { users } from './users';

const max = LIMITS.repairItems;
const oneOf = (values: readonly (string | number)[]) => sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '));

/** Every move of a form's status (issue 28): from, to, who, when, why. */
export const repairStatusHistory = pgTable(
  'repair_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairFormId: integer('repair_form_id')
      .notNull()
      .references(() => repairForms.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 30 }),
    toStatus: varchar('to_status', { length: 30 }).notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    note: varchar('note', { length: Math.max(max.statusNote, max.approvalNote) })
      .notNull()
      .default(''),
    deliveryKilometer: integer('delivery_kilometer'),
    /** The user who moved it; null for the company's answer (changedByName is the approver then). */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByUsername: varchar('changed_by_username', { length: LIMITS.user.username }),
    changedByName: varchar('changed_by_name', { length: 201 }).notNull(),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('repair_status_history_form').on(t.repairFormId, t.changedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('repair_status_history_user').on(t.changedBy),
    check('repair_status_history_to_valid', sql`${t.toStatus} in (${oneOf(REPAIR_STATUSES)})`),
    check('repair_status_history_source_valid', sql`${t.source} in (${oneOf(MOVE_SOURCES)})`),
  ],
);

/** The estimate's lines (issue 28): integer kuruş, the quantity in hundredths, the rounded figures kept. */
export const repairItems = pgTable(
  'repair_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairFormId: integer('repair_form_id')
      .notNull()
      .references(() => repairForms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    description: varchar('description', { length: max.description }).notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    unitPriceKurus: bigint('unit_price_kurus', { mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    lineTotalKurus: bigint('line_total_kurus', { mode: 'number' }).notNull(),
    vatKurus: bigint('vat_kurus', { mode: 'number' }).notNull(),
    /** The reminder this line does (issue 44): delivering the form completes it. Kept when the lines are saved again. */
    reminderId: integer('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('repair_items_form_position').on(t.repairFormId, t.position),
    check('repair_items_kind_valid', sql`${t.kind} in (${oneOf(ITEM_KINDS)})`),
    check('repair_items_unit_valid', sql`${t.unit} in (${oneOf(ITEM_UNITS)})`),
    check('repair_items_vat_rate_valid', sql`${t.vatRate} in (${oneOf(VAT_RATES)})`),
    check('repair_items_quantity_valid', sql`${t.quantityHundredths} between 1 and ${sql.raw(String(max.quantityHundredthsMax))}`),
    check('repair_items_price_valid', sql`${t.unitPriceKurus} between 0 and ${sql.raw(String(max.unitPriceKurusMax))}`),
  ],
);

/** The company's answer to an estimate, once per form and items version, with its time and source address. */
export const repairApprovals = pgTable(
  'repair_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairFormId: integer('repair_form_id')
      .notNull()
      .references(() => repairForms.id, { onDelete: 'cascade' }),
    itemsVersion: integer('items_version').notNull(),
    decision: varchar('decision', { length: 10 }).notNull(),
    approverName: varchar('approver_name', { length: max.approverName }).notNull(),
    note: varchar('note', { length: max.approvalNote }).notNull().default(''),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
    sourceAddress: varchar('source_address', { length: LIMITS.logIpAddressMax }).notNull(),
    decidedAt: timestampTz('decided_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repair_approvals_form_version').on(t.repairFormId, t.itemsVersion),
    check('repair_approvals_decision_valid', sql`${t.decision} in (${oneOf(APPROVAL_DECISIONS)})`),
  ],
);
