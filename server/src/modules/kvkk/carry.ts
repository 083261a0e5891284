import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kvkkDestructionLog, kvkkErasures, kvkkNoticeVersions, kvkkRequests } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { SYSTEM_ACTOR, writeDestructionLog } from './destruction-log';
import { erasePerson } from './eraser';
import { findPerson } from './finder';

/** The KVKK rows as they were just before a restore: they outlive it. */
export interface KvkkCarried {
  requests: Array<typeof kvkkRequests.$inferSelect>;
  erasures: Array<typeof kvkkErasures.$inferSelect>;
  destruction: Array<typeof kvkkDestructionLog.$inferSelect>;
  notices: Array<typeof kvkkNoticeVersions.$inferSelect>;
}

export async function snapshotKvkk(db: Db): Promise<KvkkCarried> {
  return {
    requests: await db.select().from(kvkkRequests),
    erasures: await db.select().from(kvkkErasures),
    destruction: await db.select().from(kvkkDestructionLog),
    notices: await db.select().from(kvkkNoticeVersions),
  };
}

type KeyedTable = typeof kvkkRequests | typeof kvkkErasures | typeof kvkkDestructionLog;

/** Puts back the rows the restored tables lack (by key), keeping their ids where free, and moves the id sequence past them. */
async function putBack<T extends { id: number; key: string }>(tx: Db, table: KeyedTable, name: string, rows: T[]): Promise<T[]> {
  const present = new Map(
    ((await tx.execute(sql`select id, key from ${sql.identifier(name)}`)).rows as Array<{ id: number; key: string }>).map((r) => [r.key, Number(r.id)]),
  );
  const usedIds = new Set(present.values());
  const missing = rows.filter((row) => !present.has(row.key));
  for (const row of missing) {
    const { id, ...rest } = row;
    await tx.insert(table).values((usedIds.has(id) ? rest : row) as never);
  }
  await tx.execute(sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(name)}), 1))`);
  return missing;
}

/**
 * After a restore, in its transaction, before anyone can sign in again (the restore ends every
 * session): the requests, erasures, destruction log and notice versions written since the backup
 * come back, each request as it last was, and every erasure recorded since the backup is applied again, so a
 * person erased since the backup stays erased. What an erase needs is the phone's keyed hash and
 * the name encrypted with the field key (kvkk_erasures), never the data in clear.
 */
export async function reapplyKvkk(tx: Db, carried: KvkkCarried, crypto: FieldCrypto): Promise<number> {
  await putBack(tx, kvkkRequests, 'kvkk_requests', carried.requests);
  for (const row of carried.requests) {
    const { id: _id, key, ...rest } = row;
    await tx.update(kvkkRequests).set(rest).where(eq(kvkkRequests.key, key));
  }
  await putBack(tx, kvkkDestructionLog, 'kvkk_destruction_log', carried.destruction);
  // Only the erasures recorded since the backup: the older ones are in it already (and a namesake
  // who came later must not be erased by them).
  const since = await putBack(tx, kvkkErasures, 'kvkk_erasures', carried.erasures);
  for (const notice of carried.notices) await tx.insert(kvkkNoticeVersions).values(notice).onConflictDoNothing();

  let applied = 0;
  for (const erasure of since) {
    const person = { phoneHash: erasure.phoneHash, name: erasure.nameEnc ? crypto.decrypt(erasure.nameEnc) : null };
    if (!person.phoneHash && !person.name) continue;
    const found = await findPerson(tx, person, null);
    const counts = await erasePerson(tx, found, crypto);
    if ((await writeDestructionLog(tx, counts, { method: 'Anonimleştirme', reason: 'Geri Yükleme', requestId: erasure.requestId, by: SYSTEM_ACTOR })) > 0)
      applied++;
  }
  return applied;
}
