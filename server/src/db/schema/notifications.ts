import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { invoices } from './invoices';
import { repairShops } from './organisations';
import { repairForms } from './repair-forms';
import { vehicles } from './vehicles';

/** The e-mail/SMS outbox and its history. Dispatchers claim rows with FOR UPDATE SKIP LOCKED. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 10 }).$type<'Email' | 'SMS'>().notNull(),
    status: varchar('status', { length: 10 }).$type<'Pending' | 'Sent' | 'Failed'>().notNull().default('Pending'),
    recipient: varchar('recipient', { length: 200 }).notNull(),
    recipientMasked: varchar('recipient_masked', { length: 200 }).notNull(),
    customerName: varchar('customer_name', { length: 200 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    errorMessage: text('error_message'),
    retryCount: integer('retry_count').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    repairFormId: integer('repair_form_id').references(() => repairForms.id, { onDelete: 'set null' }),
    /** The shop it belongs to (its form's shop, or the shop of the Tamirci who sent a test): a Tamirci sees these only. */
    repairShopId: integer('repair_shop_id').references(() => repairShops.id, { onDelete: 'set null' }),
    /** The vehicle a service-reminder e-mail is about (issue 44): the history names its plate. */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** The invoice an e-mail carries (issue 43): its PDF and XML are attached when sent; one e-mail per invoice. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /**
     * The body as sent when it carries a secret (a new user's password), encrypted with the field
     * key; `body` holds the same text with the secret masked. Cleared once the message is sent.
     */
    sealedBody: text('sealed_body'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    lockedBy: varchar('locked_by', { length: 100 }),
    lockedAt: timestampTz('locked_at'),
  },
  (t) => [
    check('notifications_type_valid', sql`${t.type} in ('Email', 'SMS')`),
    check('notifications_status_valid', sql`${t.status} in ('Pending', 'Sent', 'Failed')`),
    index('notifications_due').on(t.status, t.nextAttemptAt),
    index('notifications_created').on(t.createdAt.desc()),
    index('notifications_repair_form').on(t.repairFormId),
    index('notifications_repair_shop').on(t.repairShopId, t.createdAt.desc()),
    /** An invoice is e-mailed once: a second row for it is refused by the database. */
    uniqueIndex('notifications_invoice_once')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    /** A KVKK request's search by name (issue 30). */
    index('notifications_customer_name_fold').on(
      sql`lower(translate(regexp_replace(trim(customer_name), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`,
    ),
  ],
);
