import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, KVKK_ANONYMOUS, KVKK_REDACTED, type KvkkDataCategory } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import type { FieldCrypto } from '../../lib/field-crypto';
import { foldSql } from '../../lib/search-sql';
import { refreshFormSearch } from '../repair-forms/personal-data';
import { digitBucketsLiteral } from '../vehicles/phone-columns';
import { refreshVehicleSearch } from '../vehicles/personal-data';
import { noteNames, type Found } from './finder';
import { PERSONAL_REGISTER } from './personal-register';
import { reachedByRequest, type PersonalColumn } from './register';

export type Counts = Partial<Record<KvkkDataCategory, number>>;

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;
/** A name as a case-insensitive regular expression of itself. */
const regexOf = (name: string) => name.trim().replace(/[\\^$.*+?()[\]{}|]/g, (ch) => `\\${ch}`);

/** Runs an update or delete and counts the rows it touched (the same on PGlite and pg). */
const changed = async (tx: Db, query: ReturnType<typeof sql>) => (await tx.execute(sql`${query} returning 1`)).rows.length;

/** The rows an erase acts on, per registered table: each row's id and, on a form, the roles the person has on it. */
export type EraseTargets = Record<string, Array<{ id: number; roles?: Array<'driver' | 'customer'> }>>;

/** What the register's `erase` makes of a column (SQL over the row's old values). */
function erasedValue(column: PersonalColumn, names: string[], folded: SQL, crypto: FieldCrypto): SQL | null {
  const c = sql`${sql.identifier(column.column)}`;
  const erase = column.erase;
  if (typeof erase === 'object') return erase.custom(folded);
  switch (erase) {
    case 'anonymous':
      return sql`case when ${c} is null then null else ${KVKK_ANONYMOUS} end`;
    case 'redacted':
      return sql`case when ${c} is null then null else ${KVKK_REDACTED} end`;
    case 'empty':
      return sql`''`;
    case 'null':
      return sql`null`;
    case 'emptyEncrypted':
      return sql`${crypto.encrypt('')}`;
    case 'emptyArray':
      return sql`'{}'`;
    case 'perRowHash':
      return sql`'anonim-' || id`;
    case 'anonymousIfNamed':
      return sql`case when ${foldSql(c)} = any(${folded}) then ${KVKK_ANONYMOUS} else ${c} end`;
    case 'redactedIfNamed':
      return sql`case when ${noteNames(c, names)} then ${KVKK_REDACTED} else ${c} end`;
    case 'maskNames': {
      const patterns = names.filter((n) => n.trim().length >= 3);
      if (patterns.length === 0) return null;
      let text = column.json ? sql`${c}::text` : sql`${c}`;
      for (const name of patterns) text = sql`regexp_replace(${text}, ${regexOf(name)}, ${KVKK_ANONYMOUS}, 'gi')`;
      return column.json ? sql`(${text})::jsonb` : text;
    }
    default:
      return null;
  }
}

/**
 * Erase (Art. 7): every column of the register that a request reaches is left as its module
 * declared (names 'Anonim', phones removed, images emptied, free text masked or redacted, rows
 * deleted), on the rows given. A row counts when one of its values changed. Returns the count per
 * destruction-log category.
 */
export async function eraseTargets(tx: Db, targets: EraseTargets, names: string[], crypto: FieldCrypto): Promise<Counts> {
  const counts: Counts = {};
  const folded = sql`${sql.param([...new Set(names.map((n) => foldForSearch(n)).filter((n) => n.length > 0))])}::text[]`;
  for (const table of PERSONAL_REGISTER) {
    const rows = targets[table.table] ?? [];
    if (rows.length === 0 || !table.category) continue;
    const columns = table.columns.filter((c) => reachedByRequest(c) && c.erase !== 'none');
    const name = sql.identifier(table.table);
    let touched: number;
    if (columns.some((c) => c.erase === 'deleteRow')) {
      touched = await changed(tx, sql`delete from ${name} where id = any(${sql.param(rows.map((r) => r.id))}::bigint[])`);
    } else {
      const groups = new Map<string, number[]>();
      for (const row of rows) {
        const key = [...(row.roles ?? [])].sort().join(',');
        groups.set(key, [...(groups.get(key) ?? []), row.id]);
      }
      const ids = new Set<number>();
      for (const [key, groupIds] of groups) {
        const roles = key ? key.split(',') : [];
        const sets: SQL[] = [];
        const differs: SQL[] = [];
        for (const column of columns) {
          if (column.role && !roles.includes(column.role)) continue;
          const value = erasedValue(column, names, folded, crypto);
          if (!value) continue;
          const c = sql.identifier(column.column);
          sets.push(sql`${c} = ${value}`);
          differs.push(column.json ? sql`${c}::text is distinct from (${value})::text` : sql`${c} is distinct from (${value})`);
        }
        if (sets.length === 0) continue;
        const result = await tx.execute(
          sql`update ${name} set ${sql.join(sets, sql`, `)} where id = any(${sql.param(groupIds)}::bigint[]) and (${sql.join(differs, sql` or `)}) returning id`,
        );
        for (const r of result.rows as Array<{ id: number | string }>) ids.add(Number(r.id));
      }
      touched = ids.size;
      if (table.afterErase)
        await table.afterErase(
          tx,
          rows.map((r) => r.id),
        );
    }
    if (touched > 0) counts[table.category] = (counts[table.category] ?? 0) + touched;
  }
  return counts;
}

/** The rows of what the finder found (after the tie rule), as the eraser takes them. */
export function targetsOf(found: Found): EraseTargets {
  const rows = (list: Array<{ id: number }>) => list.map((r) => ({ id: r.id }));
  const roles = (f: Found['forms'][number]) => {
    const list: Array<'driver' | 'customer'> = [];
    if (f.driverByPhone || f.driverByName) list.push('driver');
    if (f.customerByPhone || f.customerByName) list.push('customer');
    return list;
  };
  const targets: EraseTargets = {
    vehicles: rows(found.vehicles),
    repair_forms: found.forms.map((f) => ({ id: f.id, roles: roles(f) })),
    form_signatures: rows(found.signatures),
    form_photos: rows(found.photos),
    repair_approvals: rows(found.approvals),
    repair_status_history: rows(found.statusNotes),
    notifications: rows(found.notifications),
    system_logs: rows(found.logs),
  };
  for (const [table, list] of Object.entries(found.others)) targets[table] = rows(list);
  return targets;
}

/** Erases what was found about the person (the tied rows, and the name-only rows the admin ticked). */
export async function erasePerson(tx: Db, found: Found, crypto: FieldCrypto): Promise<Counts> {
  return eraseTargets(tx, targetsOf(found), found.names, crypto);
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
