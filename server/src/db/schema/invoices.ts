import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';
import { repairShops } from './organisations';
import { repairForms } from './repair-forms';
import { users } from './users';

export interface InvoiceSellerSnapshot {
  title: string;
  vkn: string;
  taxOffice: string;
  address: string;
  mersis: string | null;
}

export interface InvoiceLineSnapshot {
  description: string;
  quantityHundredths: number;
  unit: string;
  unitPriceKurus: number;
  vatRate: number;
  lineTotalKurus: number;
  vatKurus: number;
}

/** The shop's seller details on its invoices (issue 43): one row per shop, absent until saved. */
export const repairShopSellers = pgTable('repair_shop_sellers', {
  repairShopId: integer('repair_shop_id')
    .primaryKey()
    .references(() => repairShops.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  vkn: varchar('vkn', { length: 10 }).notNull(),
  taxOffice: varchar('tax_office', { length: 100 }).notNull(),
  address: varchar('address', { length: 500 }).notNull(),
  mersis: varchar('mersis', { length: 16 }),
  invoicePrefix: varchar('invoice_prefix', { length: 3 }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The last number given per series (prefix and year). Taken with an upsert in the issuing
 * transaction: its row lock holds the next issuer until commit, and a rolled-back issue gives its
 * number back, so numbers are gap-free and in order across processes.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    prefix: varchar('prefix', { length: 3 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/**
 * An issued invoice (issue 43): a legal document kept 10 years, so it keeps its own copy of both
 * parties, the totals and the validated XML, and outlives the form and the shop rows (set null).
 * The buyer and the XML (which names the buyer) are stored encrypted; a keyed hash of the
 * identifier lets the KVKK search find a person's TCKN.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: varchar('number', { length: 16 }).notNull(),
    uuid: uuid('uuid').notNull(),
    profile: varchar('profile', { length: 20 }).notNull(),
    typeCode: varchar('type_code', { length: 10 }).notNull(),
    repairShopId: integer('repair_shop_id').references(() => repairShops.id, { onDelete: 'set null' }),
    repairFormId: integer('repair_form_id').references(() => repairForms.id, { onDelete: 'set null' }),
    formNumber: varchar('form_number', { length: 20 }).notNull(),
    /** An İade Faturası's original. */
    returnOfId: integer('return_of_id'),
    issuedAt: timestampTz('issued_at').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    buyerKind: varchar('buyer_kind', { length: 4 }).notNull(),
    /** The whole buyer (kind, id, name, tax office, address, e-mail) as JSON, sealed. */
    buyerSealed: text('buyer_sealed').notNull(),
    buyerIdHash: varchar('buyer_id_hash', { length: 64 }).notNull(),
    buyerName: varchar('buyer_name', { length: 200 }).notNull(),
    buyerEmail: varchar('buyer_email', { length: 200 }),
    sellerTitle: varchar('seller_title', { length: 200 }).notNull(),
    /** The shop's seller details as issued. */
    seller: jsonb('seller').$type<InvoiceSellerSnapshot>().notNull(),
    /** The lines as issued (kuruş, quantity in hundredths). */
    lines: jsonb('lines').$type<InvoiceLineSnapshot[]>().notNull(),
    subtotalKurus: bigint('subtotal_kurus', { mode: 'number' }).notNull(),
    vatKurus: bigint('vat_kurus', { mode: 'number' }).notNull(),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
    vatByRate: jsonb('vat_by_rate').$type<{ vatRate: number; baseKurus: number; vatKurus: number }[]>().notNull(),
    /** The UBL-TR XML exactly as validated and issued, sealed (it names the buyer). */
    xmlSealed: text('xml_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_uuid_unique').on(t.uuid),
    /** One standing sale per form: a second needs the first returned (its return row points back). */
    uniqueIndex('invoices_one_return')
      .on(t.returnOfId)
      .where(sql`${t.returnOfId} is not null`),
    index('invoices_shop_issued').on(t.repairShopId, t.issuedAt.desc(), t.id.desc()),
    index('invoices_issued').on(t.issuedAt.desc(), t.id.desc()),
    index('invoices_form').on(t.repairFormId),
    index('invoices_buyer_hash').on(t.buyerIdHash),
    check('invoices_profile_valid', sql`${t.profile} in ('TEMELFATURA', 'EARSIVFATURA')`),
    check('invoices_type_valid', sql`${t.typeCode} in ('SATIS', 'IADE')`),
    check('invoices_buyer_kind_valid', sql`${t.buyerKind} in ('VKN', 'TCKN')`),
  ],
);
