import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repairForms } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';

const FILL_BATCH = 1_000;

/**
 * Fills the phone hashes of forms that have a phone but no hash (written before migration 0021,
 * or brought back by a restore of such a backup), a thousand at a time: the one time each of those
 * phones is decrypted. Returns how many forms were filled.
 */
export async function fillFormPhoneHashes(db: Db, crypto: FieldCrypto, batch = FILL_BATCH): Promise<number> {
  let filled = 0;
  // Walks the ids upwards (the primary key), so each batch reads on from the last one instead of
  // scanning the filled rows again: linear in the table, not quadratic.
  let after = 0;
  for (;;) {
    const result = await db.execute(sql`select ${repairForms.id} as id, ${repairForms.driverPhoneEnc} as driver, ${repairForms.customerPhoneEnc} as customer
      from ${repairForms}
      where ${repairForms.id} > ${after}
        and ((${repairForms.driverPhoneEnc} is not null and ${repairForms.driverPhoneHash} is null)
          or (${repairForms.customerPhoneEnc} is not null and ${repairForms.customerPhoneHash} is null))
      order by ${repairForms.id} limit ${batch}`);
    const rows = result.rows as Array<{ id: number; driver: string | null; customer: string | null }>;
    if (rows.length === 0) return filled;
    const hashOf = (enc: string | null) => (enc ? crypto.hash(crypto.decrypt(enc)) : '');
    await db.execute(sql`update ${repairForms} set driver_phone_hash = nullif(g.driver, ''), customer_phone_hash = nullif(g.customer, '')
      from unnest(${sql.param(rows.map((row) => Number(row.id)))}::int[], ${sql.param(rows.map((row) => hashOf(row.driver)))}::text[],
        ${sql.param(rows.map((row) => hashOf(row.customer)))}::text[]) as g(id, driver, customer)
      where ${repairForms.id} = g.id`);
    filled += rows.length;
    after = Number(rows[rows.length - 1].id);
  }
}
