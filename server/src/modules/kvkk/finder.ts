import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { foldSql } from '../../lib/search-sql';

/** Who to look for: the phone's keyed hash and/or a name (as typed). */
export interface Person {
  phoneHash: string | null;
  name: string | null;
}

export interface FoundVehicle {
  id: number;
  plateNumber: string;
  ownerName: string;
  byPhone: boolean;
  byName: boolean;
}
export interface FoundForm {
  id: number;
  formNumber: string;
  plateNumber: string;
  driverName: string;
  customerName: string;
  createdAt: Date;
  driverByPhone: boolean;
  customerByPhone: boolean;
  driverByName: boolean;
  customerByName: boolean;
}
export interface FoundRow {
  id: number;
  repairFormId: number | null;
  at: Date | null;
  text: string;
  matched: string[];
  /** For a log row: the record it is about ('Vehicle', 'RepairForm', …) and its id. */
  entityType?: string | null;
  entityId?: number | null;
}

/** Everything that names the person (finder.find); each list capped at `limit` when one is given. */
export interface Found {
  /** The person's names: the request's, and those on the records their phone found (as stored). */
  names: string[];
  vehicles: FoundVehicle[];
  forms: FoundForm[];
  signatures: FoundRow[];
  photos: FoundRow[];
  approvals: FoundRow[];
  statusNotes: FoundRow[];
  notifications: FoundRow[];
  logs: FoundRow[];
}

const NONE = sql`false`;
const limitOf = (limit: number | null) => (limit === null ? sql`` : sql` limit ${limit}`);
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
/** An id list as an int[] parameter (an empty list matches nothing). */
const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

/** A name as a LIKE pattern with %, _ and \ escaped, matched case-insensitively. */
const containsPattern = (name: string) => `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Finds a person through the phone hashes (vehicles, forms) and their folded name: never by
 * decrypting rows. Signatures, photos and notifications are found through the person's forms;
 * approvals, status notes, notifications and log rows also by the person's names.
 */
export async function findPerson(db: Db, person: Person, limit: number | null): Promise<Found> {
  const hash = person.phoneHash;
  const folded = person.name ? foldForSearch(person.name) : null;
  const byHash = (column: SQL) => (hash ? sql`${column} = ${hash}` : NONE);
  const byName = (column: SQL) => (folded ? sql`${foldSql(column)} = ${folded}` : NONE);

  const vehicles = await rowsOf<FoundVehicle>(
    db,
    sql`select id, plate_number as "plateNumber", owner_name as "ownerName", ${byHash(sql`driver_phone_hash`)} as "byPhone", ${byName(sql`owner_name`)} as "byName"
      from vehicles where ${byHash(sql`driver_phone_hash`)} or ${byName(sql`owner_name`)} order by id${limitOf(limit)}`,
  );
  const forms = await rowsOf<FoundForm>(
    db,
    sql`select id, form_number as "formNumber", plate_number as "plateNumber", driver_name as "driverName", customer_name as "customerName", created_at as "createdAt",
        coalesce(${byHash(sql`driver_phone_hash`)}, false) as "driverByPhone", coalesce(${byHash(sql`customer_phone_hash`)}, false) as "customerByPhone",
        ${byName(sql`driver_name`)} as "driverByName", ${byName(sql`customer_name`)} as "customerByName"
      from repair_forms
      where ${byHash(sql`driver_phone_hash`)} or ${byHash(sql`customer_phone_hash`)} or ${byName(sql`driver_name`)} or ${byName(sql`customer_name`)}
      order by id${limitOf(limit)}`,
  );
  for (const form of forms) form.createdAt = new Date(form.createdAt);

  const names = new Set<string>();
  if (person.name) names.add(person.name.trim());
  for (const v of vehicles) if (v.byPhone) names.add(v.ownerName);
  for (const f of forms) {
    if (f.driverByPhone) names.add(f.driverName);
    if (f.customerByPhone) names.add(f.customerName);
  }
  const foldedNames = [...new Set([...names].map((n) => foldForSearch(n)).filter((n) => n.length > 0))];
  const nameList = sql`${sql.param(foldedNames)}::text[]`;
  const formIds = forms.map((f) => f.id);
  const driverFormIds = forms.filter((f) => f.driverByPhone || f.driverByName).map((f) => f.id);

  const signatures = await rowsOf<FoundRow>(
    db,
    sql`select id, repair_form_id as "repairFormId", signed_at as at, role || ': ' || signer_name as text,
        array_remove(array[case when repair_form_id = any(${ids(driverFormIds)}) and role = 'driver' then 'Şoför imzası' end,
          case when ${foldSql(sql`signer_name`)} = any(${nameList}) then 'İmzalayanın adı' end], null) as matched
      from form_signatures
      where (repair_form_id = any(${ids(driverFormIds)}) and role = 'driver') or ${foldSql(sql`signer_name`)} = any(${nameList})
      order by id${limitOf(limit)}`,
  );
  const photos = await rowsOf<FoundRow>(
    db,
    sql`select id, repair_form_id as "repairFormId", created_at as at, stage || case when caption <> '' then ': ' || caption else '' end as text,
        array['Formun fotoğrafı'] as matched
      from form_photos where repair_form_id = any(${ids(formIds)}) order by id${limitOf(limit)}`,
  );
  const approvals = await rowsOf<FoundRow>(
    db,
    sql`select id, repair_form_id as "repairFormId", decided_at as at, decision || ': ' || approver_name as text,
        array_remove(array[case when ${foldSql(sql`approver_name`)} = any(${nameList}) then 'Onaylayanın adı' end, case when ${noteNames(sql`note`, names)} then 'Not' end], null) as matched
      from repair_approvals where ${foldSql(sql`approver_name`)} = any(${nameList}) or (repair_form_id = any(${ids(formIds)}) and ${noteNames(sql`note`, names)})
      order by id${limitOf(limit)}`,
  );
  const statusNotes = await rowsOf<FoundRow>(
    db,
    sql`select id, repair_form_id as "repairFormId", changed_at as at, to_status || ': ' || note as text,
        array_remove(array[case when ${noteNames(sql`note`, names)} then 'Not' end, case when ${foldSql(sql`changed_by_name`)} = any(${nameList}) then 'Değiştirenin adı' end], null) as matched
      from repair_status_history
      where (repair_form_id = any(${ids(formIds)}) and ${noteNames(sql`note`, names)}) or (changed_by is null and ${foldSql(sql`changed_by_name`)} = any(${nameList}))
      order by id${limitOf(limit)}`,
  );
  const notifications = await rowsOf<FoundRow>(
    db,
    sql`select id, repair_form_id as "repairFormId", created_at as at, type || ' · ' || recipient_masked || ' · ' || subject as text,
        array_remove(array[case when repair_form_id = any(${ids(formIds)}) then 'Kişinin formu' end, case when ${foldSql(sql`customer_name`)} = any(${nameList}) then 'Alıcının adı' end], null) as matched
      from notifications where repair_form_id = any(${ids(formIds)}) or ${foldSql(sql`customer_name`)} = any(${nameList})
      order by id${limitOf(limit)}`,
  );
  const logs =
    names.size === 0
      ? []
      : await rowsOf<FoundRow>(
          db,
          sql`select id, null::int as "repairFormId", created_at as at, coalesce(description, '') as text, array['Açıklama'] as matched,
              entity_type as "entityType", entity_id as "entityId"
            from system_logs where ${noteNames(sql`description`, names)} order by id desc${limitOf(limit)}`,
        );
  for (const list of [signatures, photos, approvals, statusNotes, notifications, logs])
    for (const row of list) {
      row.id = Number(row.id);
      if (row.entityId != null) row.entityId = Number(row.entityId);
    }
  return { names: [...names], vehicles, forms, signatures, photos, approvals, statusNotes, notifications, logs };
}

/** Whether a text column names any of `names` (case-insensitive; names under three letters are not looked for in free text). */
export function noteNames(column: SQL, names: Iterable<string>): SQL {
  const patterns = [...names].filter((n) => n.trim().length >= 3).map((n) => containsPattern(n.trim()));
  if (patterns.length === 0) return NONE;
  return sql`(${sql.join(
    patterns.map((p) => sql`${column} ilike ${p}`),
    sql` or `,
  )})`;
}
