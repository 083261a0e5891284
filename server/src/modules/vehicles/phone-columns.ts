import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vehicles } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';

/** The stored forms of a driver's normalised phone: encrypted, its keyed hash, its digit buckets. */
export function driverPhoneColumns(crypto: FieldCrypto, phone: string) {
  return { driverPhoneEnc: crypto.encrypt(phone), driverPhoneHash: crypto.hash(phone), driverPhoneGrams: crypto.digitBuckets(phone) };
}

/** A phone's digit buckets as a PostgreSQL array literal, for inserts that pass a text[] of them (cast to smallint[]). */
export function digitBucketsLiteral(crypto: FieldCrypto, phone: string): string {
  return `{${crypto.digitBuckets(phone).join(',')}}`;
}

const FILL_BATCH = 1_000;

/**
 * Fills the digit buckets of vehicles that have none (written before migration 0016, or brought
 * back by a restore of such a backup), a thousand at a time. Returns how many were filled.
 */
export async function fillPhoneGrams(db: Db, crypto: FieldCrypto): Promise<number> {
  let filled = 0;
  for (;;) {
    const result = await db.execute(
      sql`select ${vehicles.id} as id, ${vehicles.driverPhoneEnc} as enc from ${vehicles} where ${vehicles.driverPhoneGrams} is null order by ${vehicles.id} limit ${FILL_BATCH}`,
    );
    const rows = result.rows as Array<{ id: number; enc: string }>;
    if (rows.length === 0) return filled;
    const ids = rows.map((row) => Number(row.id));
    const grams = rows.map((row) => digitBucketsLiteral(crypto, crypto.decrypt(row.enc)));
    await db.execute(sql`update ${vehicles} set driver_phone_grams = g.grams::smallint[]
      from unnest(${sql.param(ids)}::int[], ${sql.param(grams)}::text[]) as g(id, grams) where ${vehicles.id} = g.id`);
    filled += rows.length;
  }
}
