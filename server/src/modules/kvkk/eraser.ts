import { sql } from 'drizzle-orm';
import { foldForSearch, KVKK_ANONYMOUS, KVKK_REDACTED, type KvkkDataCategory } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import type { FieldCrypto } from '../../lib/field-crypto';
import { digitBucketsLiteral } from '../vehicles/phone-columns';
import { noteNames, type Found } from './finder';

export type Counts = Partial<Record<KvkkDataCategory, number>>;

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;
/** A name as a case-insensitive regular expression of itself. */
const regexOf = (name: string) => name.trim().replace(/[\\^$.*+?()[\]{}|]/g, (ch) => `\\${ch}`);

/** Recomputes the search text of forms (form number, plate, customer, description, company), after a name changed. */
async function refreshFormSearch(tx: Db, formIds: number[]): Promise<void> {
  if (formIds.length === 0) return;
  const { rows } = await tx.execute(
    sql`select id, form_number, plate_number, customer_name, description, company_name from repair_forms where id = any(${ids(formIds)})`,
  );
  const list = rows as Array<Record<string, string> & { id: number }>;
  await tx.execute(sql`update repair_forms set search_text = g.t from unnest(${sql.param(list.map((r) => Number(r.id)))}::int[],
    ${sql.param(list.map((r) => foldForSearch(r.form_number, r.plate_number, r.customer_name, r.description, r.company_name)))}::text[]) as g(id, t)
    where repair_forms.id = g.id`);
}

async function refreshVehicleSearch(tx: Db, vehicleIds: number[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  const { rows } = await tx.execute(sql`select id, plate_number, brand, model, owner_name from vehicles where id = any(${ids(vehicleIds)})`);
  const list = rows as Array<Record<string, string> & { id: number }>;
  await tx.execute(sql`update vehicles set search_text = g.t from unnest(${sql.param(list.map((r) => Number(r.id)))}::int[],
    ${sql.param(list.map((r) => foldForSearch(r.plate_number, r.brand, r.model, r.owner_name)))}::text[]) as g(id, t)
    where vehicles.id = g.id`);
}

/** Runs an update or delete and counts the rows it touched (the same on PGlite and pg). */
const changed = async (tx: Db, query: ReturnType<typeof sql>) => (await tx.execute(sql`${query} returning 1`)).rows.length;

/**
 * Erase (Art. 7, anonymisation in place): names become 'Anonim', phones are removed, the person's
 * signature images and their forms' photos are deleted, notification bodies and the notes and log
 * rows that name them are redacted. The forms and the signature rows stay (the shop's record; a
 * signed form stays signed). Returns how many records of each category were changed.
 */
export async function erasePerson(tx: Db, found: Found, crypto: FieldCrypto): Promise<Counts> {
  const counts: Counts = {};
  const vehicleIds = found.vehicles.map((v) => v.id);
  if (vehicleIds.length) {
    const empty = crypto.encrypt('');
    counts.vehicles = await changed(
      tx,
      sql`update vehicles set owner_name = ${KVKK_ANONYMOUS}, driver_phone_enc = ${empty}, driver_phone_hash = 'anonim-' || id,
        driver_phone_grams = '{}'::smallint[], updated_at = now() where id = any(${ids(vehicleIds)})`,
    );
    await refreshVehicleSearch(tx, vehicleIds);
  }
  const driverIds = found.forms.filter((f) => f.driverByPhone || f.driverByName).map((f) => f.id);
  const customerIds = found.forms.filter((f) => f.customerByPhone || f.customerByName).map((f) => f.id);
  if (driverIds.length)
    await tx.execute(
      sql`update repair_forms set driver_name = ${KVKK_ANONYMOUS}, driver_phone_enc = null, driver_phone_hash = null where id = any(${ids(driverIds)})`,
    );
  if (customerIds.length)
    await tx.execute(
      sql`update repair_forms set customer_name = ${KVKK_ANONYMOUS}, customer_phone_enc = null, customer_phone_hash = null where id = any(${ids(customerIds)})`,
    );
  const formIds = found.forms.map((f) => f.id);
  await refreshFormSearch(tx, formIds);
  if (formIds.length) counts.forms = formIds.length;

  const signatureIds = found.signatures.map((s) => s.id);
  if (signatureIds.length)
    counts.signatures = await changed(tx, sql`update form_signatures set image = '', signer_name = ${KVKK_ANONYMOUS} where id = any(${ids(signatureIds)})`);
  const photoIds = found.photos.map((p) => p.id);
  if (photoIds.length) counts.photos = await changed(tx, sql`delete from form_photos where id = any(${ids(photoIds)})`);

  const names = found.names;
  const folded = sql`${sql.param([...new Set(names.map((n) => foldForSearch(n)))])}::text[]`;
  const fold = (column: ReturnType<typeof sql>) => sql`lower(translate(regexp_replace(trim(${column}), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;
  const approvalIds = found.approvals.map((a) => a.id);
  if (approvalIds.length)
    counts.approvals = await changed(
      tx,
      sql`update repair_approvals set approver_name = case when ${fold(sql`approver_name`)} = any(${folded}) then ${KVKK_ANONYMOUS} else approver_name end,
        note = case when ${noteNames(sql`note`, names)} then ${KVKK_REDACTED} else note end where id = any(${ids(approvalIds)})`,
    );
  const noteIds = found.statusNotes.map((n) => n.id);
  if (noteIds.length)
    counts.statusNotes = await changed(
      tx,
      sql`update repair_status_history set note = case when ${noteNames(sql`note`, names)} then ${KVKK_REDACTED} else note end,
        changed_by_name = case when changed_by is null and ${fold(sql`changed_by_name`)} = any(${folded}) then ${KVKK_ANONYMOUS} else changed_by_name end
        where id = any(${ids(noteIds)})`,
    );
  const notificationIds = found.notifications.map((n) => n.id);
  if (notificationIds.length)
    counts.notifications = await changed(
      tx,
      sql`update notifications set customer_name = case when customer_name is null then null else ${KVKK_ANONYMOUS} end, body = ${KVKK_REDACTED}, sealed_body = null,
        recipient = case when type = 'SMS' then '' else recipient end, recipient_masked = case when type = 'SMS' then '***' else recipient_masked end
        where id = any(${ids(notificationIds)})`,
    );
  const logIds = found.logs.map((l) => l.id);
  if (logIds.length) {
    let description = sql`description`;
    for (const name of names.filter((n) => n.trim().length >= 3)) description = sql`regexp_replace(${description}, ${regexOf(name)}, ${KVKK_ANONYMOUS}, 'gi')`;
    counts.systemLogs = await changed(tx, sql`update system_logs set description = ${description} where id = any(${sql.param(logIds)}::bigint[])`);
  }
  return counts;
}

/** Correction (Art. 11/d): the new name where the old one was found, the new phone where the old phone was. */
export async function correctPerson(tx: Db, found: Found, fix: { name: string | null; phone: string | null }, crypto: FieldCrypto): Promise<Counts> {
  const counts: Counts = {};
  const bump = (key: KvkkDataCategory, n: number) => n > 0 && (counts[key] = (counts[key] ?? 0) + n);
  if (fix.name) {
    const byName = found.vehicles.filter((v) => v.byName).map((v) => v.id);
    if (byName.length) {
      bump('vehicles', await changed(tx, sql`update vehicles set owner_name = ${fix.name}, updated_at = now() where id = any(${ids(byName)})`));
      await refreshVehicleSearch(tx, byName);
    }
    const drivers = found.forms.filter((f) => f.driverByName).map((f) => f.id);
    const customers = found.forms.filter((f) => f.customerByName).map((f) => f.id);
    if (drivers.length) bump('forms', await changed(tx, sql`update repair_forms set driver_name = ${fix.name} where id = any(${ids(drivers)})`));
    if (customers.length) bump('forms', await changed(tx, sql`update repair_forms set customer_name = ${fix.name} where id = any(${ids(customers)})`));
    await refreshFormSearch(tx, customers);
    const notificationIds = found.notifications.filter((n) => n.matched.includes('Alıcının adı')).map((n) => n.id);
    if (notificationIds.length)
      bump('notifications', await changed(tx, sql`update notifications set customer_name = ${fix.name} where id = any(${ids(notificationIds)})`));
  }
  if (fix.phone) {
    const enc = crypto.encrypt(fix.phone);
    const hash = crypto.hash(fix.phone);
    const byPhone = found.vehicles.filter((v) => v.byPhone).map((v) => v.id);
    if (byPhone.length)
      bump(
        'vehicles',
        await changed(
          tx,
          sql`update vehicles set driver_phone_enc = ${enc}, driver_phone_hash = ${hash}, driver_phone_grams = ${digitBucketsLiteral(crypto, fix.phone)}::smallint[], updated_at = now()
            where id = any(${ids(byPhone)})`,
        ),
      );
    const drivers = found.forms.filter((f) => f.driverByPhone).map((f) => f.id);
    const customers = found.forms.filter((f) => f.customerByPhone).map((f) => f.id);
    if (drivers.length)
      bump('forms', await changed(tx, sql`update repair_forms set driver_phone_enc = ${enc}, driver_phone_hash = ${hash} where id = any(${ids(drivers)})`));
    if (customers.length)
      bump(
        'forms',
        await changed(tx, sql`update repair_forms set customer_phone_enc = ${enc}, customer_phone_hash = ${hash} where id = any(${ids(customers)})`),
      );
  }
  return counts;
}
