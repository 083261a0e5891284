import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, KVKK_ANONYMOUS } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { foldSql } from '../../lib/search-sql';
import { PERSONAL_REGISTER } from './personal-register';
import { reachedByRequest } from './register';

/** Who to look for: the phone's keyed hash and/or a name (as typed). */
export interface Person {
  phoneHash: string | null;
  name: string | null;
  /** The keyed hash of the request's T.C. kimlik no (kvkk_requests.identity_hash). */
  identityHash?: string | null;
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
  /** For a row that hangs on a vehicle (a reminder): the vehicle's id. */
  vehicleId?: number | null;
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
  /**
   * Rows of the other registered tables that hang on the person's forms or vehicles and whose free
   * text names them (derived from the register: repair lines, reminders, …), by table name.
   */
  others: Record<string, FoundRow[]>;
  /** Rows of the tables with an `identity` entry found by the person's T.C. kimlik no, kept by law (never erased by a request), by table name. */
  retained: Record<string, FoundRow[]>;
}

/** Nothing found (an erased request). */
export const NOTHING_FOUND: Found = {
  names: [],
  vehicles: [],
  forms: [],
  signatures: [],
  photos: [],
  approvals: [],
  statusNotes: [],
  notifications: [],
  logs: [],
  others: {},
  retained: {},
};

/** The tables the finder below queries by hand; every other registered table with a link is found from the register. */
const HAND_FOUND = new Set([
  'vehicles',
  'repair_forms',
  'form_signatures',
  'form_photos',
  'repair_approvals',
  'repair_status_history',
  'notifications',
  'system_logs',
]);

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
  // The name the person had before a correction made on an earlier request by the same phone.
  if (hash) {
    const earlier = await rowsOf<{ name: string }>(
      db,
      sql`select name from kvkk_requests where phone_hash = ${hash} and kind = 'Düzeltme' and name is not null and erased_at is null`,
    );
    for (const e of earlier) names.add(e.name.trim());
  }
  const formIds = forms.map((f) => f.id);
  const driverFormIds = forms.filter((f) => f.driverByPhone || f.driverByName).map((f) => f.id);
  const phoneDriverFormIds = forms.filter((f) => f.driverByPhone).map((f) => f.id);
  // The name typed at signing on a form the phone ties to the person ('B. Kılıç' for Burak Kılıç).
  if (phoneDriverFormIds.length) {
    const typed = await rowsOf<{ name: string }>(
      db,
      sql`select distinct signer_name as name from form_signatures where repair_form_id = any(${ids(phoneDriverFormIds)}) and role = 'driver' and signer_name <> ${KVKK_ANONYMOUS}`,
    );
    for (const t of typed) names.add(t.name.trim());
  }
  const foldedNames = [...new Set([...names].map((n) => foldForSearch(n)).filter((n) => n.length > 0))];
  const nameList = sql`${sql.param(foldedNames)}::text[]`;

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
  const vehicleIds = vehicles.map((v) => v.id);
  const notificationIds = notifications.map((n) => Number(n.id));
  // Log rows: those about the person's vehicles, forms and notifications (by their link), and those naming them.
  const linked = sql`(entity_type = 'Vehicle' and entity_id = any(${sql.param(vehicleIds.map(String))}::text[]))
    or (entity_type = 'RepairForm' and entity_id = any(${sql.param(formIds.map(String))}::text[]))
    or (entity_type = 'Notification' and entity_id = any(${sql.param(notificationIds.map(String))}::text[]))`;
  const logs = await rowsOf<FoundRow>(
    db,
    sql`select id, null::int as "repairFormId", created_at as at, coalesce(description, '') as text,
        array_remove(array[case when ${noteNames(sql`description`, names)} then 'Açıklama' end, case when ${linked} then 'Bulunan kayda bağlı' end], null) as matched,
        entity_type as "entityType", entity_id as "entityId"
      from system_logs where ${noteNames(sql`description`, names)} or ${linked} order by id desc${limitOf(limit)}`,
  );
  const others = await findOthers(db, { formIds, vehicleIds, names: [...names] }, limit);
  const retained = await findRetained(db, person.identityHash ?? null, limit);
  for (const list of [signatures, photos, approvals, statusNotes, notifications, logs, ...Object.values(others), ...Object.values(retained)])
    for (const row of list) {
      row.id = Number(row.id);
      if (row.entityId != null) row.entityId = Number(row.entityId);
      if (row.vehicleId != null) row.vehicleId = Number(row.vehicleId);
      if (row.repairFormId != null) row.repairFormId = Number(row.repairFormId);
    }
  return { names: [...names], vehicles, forms, signatures, photos, approvals, statusNotes, notifications, logs, others, retained };
}

/** The register's tables with an `identity` entry: rows whose identity hash is the request's (none without one). */
export async function findRetained(db: Db, identityHash: string | null, limit: number | null): Promise<Record<string, FoundRow[]>> {
  const retained: Record<string, FoundRow[]> = {};
  for (const table of PERSONAL_REGISTER) {
    if (!table.identity) continue;
    const formId = table.formColumn ? sql.identifier(table.formColumn) : sql`null::int`;
    const at = table.dateColumn ? sql.identifier(table.dateColumn) : sql`null::timestamptz`;
    retained[table.table] = identityHash
      ? await rowsOf<FoundRow>(
          db,
          sql`select id, ${formId} as "repairFormId", ${at} as at, ${table.identity.describe} as text, array['T.C. kimlik no']::text[] as matched
            from ${sql.identifier(table.table)} where ${sql.identifier(table.identity.hashColumn)} = ${identityHash} order by id${limitOf(limit)}`,
        )
      : [];
    for (const row of retained[table.table]) if (row.at != null) row.at = new Date(row.at);
  }
  return retained;
}

/**
 * The register's other tables (not queried by hand above): rows on the person's forms
 * (`formColumn`) or vehicles (`vehicleColumn`) whose free-text columns name them.
 */
async function findOthers(db: Db, of: { formIds: number[]; vehicleIds: number[]; names: string[] }, limit: number | null): Promise<Record<string, FoundRow[]>> {
  const others: Record<string, FoundRow[]> = {};
  for (const table of PERSONAL_REGISTER) {
    if (HAND_FOUND.has(table.table)) continue;
    const texts = table.columns.filter((c) => reachedByRequest(c) && c.kind === 'freeText');
    const link = table.formColumn ?? table.vehicleColumn;
    if (!link || texts.length === 0) continue;
    const on = table.formColumn ? of.formIds : of.vehicleIds;
    if (on.length === 0) continue;
    const naming = sql.join(
      texts.map((c) => noteNames(sql`${sql.identifier(c.column)}`, of.names)),
      sql` or `,
    );
    const text = sql.join(
      texts.map((c) => sql`coalesce(${sql.identifier(c.column)}::text, '')`),
      sql` || ' · ' || `,
    );
    const formId = table.formColumn ? sql.identifier(table.formColumn) : sql`null::int`;
    const vehicleId = table.vehicleColumn ? sql.identifier(table.vehicleColumn) : sql`null::int`;
    others[table.table] = await rowsOf<FoundRow>(
      db,
      sql`select id, ${formId} as "repairFormId", ${vehicleId} as "vehicleId", null::timestamptz as at, ${text} as text, array[${sql.join(
        texts.map((c) => sql`${c.label}`),
        sql`, `,
      )}]::text[] as matched
        from ${sql.identifier(table.table)} where ${sql.identifier(link)} = any(${ids(on)}) and (${naming}) order by id${limitOf(limit)}`,
    );
  }
  return others;
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
