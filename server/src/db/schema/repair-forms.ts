import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { LIMITS } from '@tamir/shared-api/domain';
import { searchPeriodsSql } from '../search-periods';
import { createdAt, timestampTz } from './columns';
import { companies, repairShops } from './organisations';
import { users } from './users';
import { vehicles } from './vehicles';

/** Feeds the human-readable form number TF-<year>-<6 digits>. */
export const repairFormNumberSeq = pgSequence('repair_form_number_seq', { startWith: 1, increment: 1 });

/**
 * A signed form is a document: vehicle, company and driver are copied at creation and never
 * follow later edits of the vehicle or company records.
 */
export const repairForms = pgTable(
  'repair_forms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    formNumber: varchar('form_number', { length: 20 }).notNull().unique('repair_forms_form_number_unique'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    plateNumber: varchar('plate_number', { length: LIMITS.vehicle.plateNumber }).notNull(),
    brand: varchar('brand', { length: LIMITS.vehicle.brand }).notNull(),
    model: varchar('model', { length: LIMITS.vehicle.model }).notNull().default(''),
    vehicleType: varchar('vehicle_type', { length: LIMITS.vehicle.vehicleType }),
    kilometer: integer('kilometer').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: varchar('company_name', { length: LIMITS.company.name }).notNull(),
    companyEmail: varchar('company_email', { length: LIMITS.company.contactEmail }),
    companyPhone: varchar('company_phone', { length: LIMITS.company.contactPhone }),
    companyAddress: varchar('company_address', { length: LIMITS.company.address }),
    driverName: varchar('driver_name', { length: LIMITS.vehicle.ownerName }).notNull(),
    driverPhoneEnc: text('driver_phone_enc'),
    customerName: varchar('customer_name', { length: LIMITS.repairForm.customerName }).notNull(),
    customerPhoneEnc: text('customer_phone_enc'),
    /** Keyed hashes of the two phones (issue 30): a KVKK request finds a person's forms without decrypting them. Filled at start for older rows. */
    driverPhoneHash: varchar('driver_phone_hash', { length: 64 }),
    customerPhoneHash: varchar('customer_phone_hash', { length: 64 }),
    descriptionLines: jsonb('description_lines').$type<string[]>().notNull(),
    /** The lines numbered and joined: "1. a\n2. b". */
    description: text('description').notNull(),
    partsUsed: text('parts_used').notNull().default(''),
    status: varchar('status', { length: 30 }).notNull().default('Beklemede'),
    /** The estimate lines' version (issue 28): every PUT of the lines adds one; a stale one is 409. */
    itemsVersion: integer('items_version').notNull().default(0),
    /** The kilometre at delivery (Teslim Edildi), not below `kilometer`. */
    deliveryKilometer: integer('delivery_kilometer'),
    repairShopId: integer('repair_shop_id').references(() => repairShops.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByUsername: varchar('created_by_username', { length: LIMITS.user.username }).notNull(),
    createdByName: varchar('created_by_name', { length: 201 }).notNull(),
    /** Form number, plate, customer, description and company name folded for search (trigram index). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    /** The search's shop and 30-day keys, worked out by the database from the two columns (search-periods.ts). */
    searchPeriods: bigint('search_periods', { mode: 'number' }).array().generatedAlwaysAs(searchPeriodsSql),
  },
  // Lists read newest first (`order by created_at desc, id desc`): the indexes end in the same
  // order, NULLS FIRST as a plain DESC sorts, or PostgreSQL cannot walk them and sorts everything.
  (t) => [
    index('repair_forms_shop_created').on(t.repairShopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('repair_forms_created').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('repair_forms_vehicle').on(t.vehicleId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('repair_forms_company').on(t.companyId),
    index('repair_forms_driver_phone_hash').on(t.driverPhoneHash),
    index('repair_forms_customer_phone_hash').on(t.customerPhoneHash),
    /** A KVKK request's search by name: the names folded as foldSql folds them. */
    index('repair_forms_driver_name_fold').on(sql`lower(translate(regexp_replace(trim(driver_name), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`),
    index('repair_forms_customer_name_fold').on(sql`lower(translate(regexp_replace(trim(customer_name), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`),
    /** "My forms" of a Tamirci are theirs within their shop: both columns, or PostgreSQL guesses them independent. */
    index('repair_forms_created_by').on(t.createdBy, t.repairShopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /**
     * The polled shop dashboard counts a shop's forms per status from this index alone, and the
     * list's status filter (issue 28) walks it newest first: one range per status.
     */
    index('repair_forms_shop_status_created').on(t.repairShopId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** An Admin's status filter over every shop, newest first. */
    index('repair_forms_status_created').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /**
     * The search, with the shop and the 30-day period beside it (migration 0017): a shop's search
     * over a year is one index scan that reaches only that shop's forms of those months, instead
     * of every matching form's trigrams (migration 0015 had the shop alone). A search over every
     * shop and every date uses the trigram column alone.
     */
    index('repair_forms_period_search_trgm').using('gin', t.searchPeriods, t.searchText.op('gin_trgm_ops')),
  ],
);

export const formLinks = pgTable(
  'form_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 32 random bytes, base64url. */
    token: varchar('token', { length: 64 }).notNull().unique('form_links_token_unique'),
    repairFormId: integer('repair_form_id')
      .notNull()
      .references(() => repairForms.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_links_repair_form').on(t.repairFormId)],
);
