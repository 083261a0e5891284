import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { LIMITS } from '@tamir/shared-api/domain';
import { createdAt, updatedAt } from './columns';

const max = LIMITS.vehicle;
import { companies } from './organisations';

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised: A–Z and 0–9 only, e.g. 34ABC123. */
    plateNumber: varchar('plate_number', { length: max.plateNumber }).notNull().unique('vehicles_plate_number_unique'),
    brand: varchar('brand', { length: max.brand }).notNull(),
    model: varchar('model', { length: max.model }).notNull().default(''),
    vehicleType: varchar('vehicle_type', { length: max.vehicleType }),
    kilometer: integer('kilometer').notNull().default(0),
    /** The driver's name (spec: ownerName). */
    ownerName: varchar('owner_name', { length: max.ownerName }).notNull(),
    /** AES-256-GCM of the normalised 11-digit phone. */
    driverPhoneEnc: text('driver_phone_enc').notNull(),
    /** HMAC-SHA256 of the normalised phone: search and driver grouping without decrypting. */
    driverPhoneHash: varchar('driver_phone_hash', { length: 64 }).notNull(),
    /**
     * The phone's digit triples, each put by a keyed hash into one of 256 buckets (FieldCrypto
     * digitBuckets): a search by part of a phone reads only the phones that have its buckets, and
     * decrypts those to be sure. Null until filled at start (rows from before migration 0016).
     */
    driverPhoneGrams: smallint('driver_phone_grams').array(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Plate, brand, model and owner folded for search (trigram index). */
    searchText: text('search_text').notNull().default(''),
    /**
     * The driver this vehicle belongs to (drivers are not stored): the owner's name folded as
     * foldSql folds it, '|', the phone's hash. Kept by the database; the drivers list pages on it.
     */
    driverKey: text('driver_key').generatedAlwaysAs(
      sql`lower(translate(regexp_replace(trim(owner_name), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc')) || '|' || driver_phone_hash`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vehicles_plate_normalised', sql`${t.plateNumber} ~ '^[0-9]{2}[A-Z]{1,3}[0-9]{2,4}$'`),
    check('vehicles_kilometer_positive', sql`${t.kilometer} >= 0`),
    index('vehicles_company').on(t.companyId),
    index('vehicles_driver_phone_hash').on(t.driverPhoneHash),
    index('vehicles_driver_key').on(t.driverKey, t.companyId),
    /** A KVKK request's search by name (issue 30). */
    index('vehicles_owner_name_fold').on(sql`lower(translate(regexp_replace(trim(owner_name), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`),
    index('vehicles_driver_phone_grams').using('gin', t.driverPhoneGrams),
    // Empty once every row is filled: start-up finds the rows to fill without reading the table.
    index('vehicles_driver_phone_grams_missing')
      .on(t.id)
      .where(sql`driver_phone_grams is null`),
    index('vehicles_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
