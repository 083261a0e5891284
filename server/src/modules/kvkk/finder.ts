import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, KVKK_ANONYMOUS } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { foldSql } from '../../lib/search-sql';
import { PERSONAL_REGISTER, registeredTable } from './personal-register';
import { namedErase, reachedByRequest, type PersonalColumn, type PersonalTable } from './register';

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

/** The record tables a request starts from: those with a column holding the phone's keyed hash. */
const isAnchor = (table: PersonalTable) => table.columns.some((c) => c.reach.by === 'phoneHash');

/** The matches' lists of the registered tables the answer names apart (the rest go to `others`). */
const LISTS: Record<string, 'signatures' | 'photos' | 'approvals' | 'statusNotes' | 'notifications' | 'logs'> = {
  form_signatures: 'signatures',
  form_photos: 'photos',
  repair_approvals: 'approvals',
  repair_status_history: 'statusNotes',
  notifications: 'notifications',
  system_logs: 'logs',
};

const NONE = sql`false`;
const limitOf = (limit: number | null) => (limit === null ? sql`` : sql` limit ${limit}`);
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
/** An id list as an int[] parameter (an empty list matches nothing). */
const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;
const anyOf = (terms: SQL[]) => (terms.length === 0 ? NONE : sql`(${sql.join(terms, sql` or `)})`);

/** A name as a LIKE pattern with %, _ and \ escaped, matched case-insensitively. */
const containsPattern = (name: string) => `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The predicates of a record table (vehicles, forms), from its registered columns: tied by a
 * phone-hash column, or matched by a name column; `role` keeps the columns of that role on a form.
 */
function anchorPredicates(table: string, person: { hash: string | null; folded: string | null }, role?: 'driver' | 'customer') {
  const columns = registeredTable(table).columns.filter((c) => role === undefined || c.role === role);
  const byPhone = person.hash ? columns.filter((c) => c.reach.by === 'phoneHash').map((c) => sql`${sql.identifier(c.column)} = ${person.hash}`) : [];
  const byName = person.folded
    ? columns.filter((c) => c.reach.by === 'name').map((c) => sql`${foldSql(sql`${sql.identifier(c.column)}`)} = ${person.folded}`)
    : [];
  // Plain comparisons for the where clause (the indexes on the hash and the folded name serve them); a
  // missing phone (null) reads as false in the answer.
  return {
    byPhone: anyOf(byPhone),
    byName: anyOf(byName),
    phoneFlag: sql`coalesce(${anyOf(byPhone)}, false)`,
    nameFlag: sql`coalesce(${anyOf(byName)}, false)`,
  };
}

/**
 * Finds a person through the phone hashes (vehicles, forms) and their folded name: never by
 * decrypting rows. Every query is derived from the personal-data register (issue 41 §1): the record
 * tables by their phone-hash and name columns, the other tables by their columns' reach (see
 * `findLinked`).
 */
export async function findPerson(db: Db, person: Person, limit: number | null): Promise<Found> {
  const hash = person.phoneHash;
  const folded = person.name ? foldForSearch(person.name) : null;
  const who = { hash, folded };

  const vehicle = anchorPredicates('vehicles', who);
  const vehicles = await rowsOf<FoundVehicle>(
    db,
    sql`select id, plate_number as "plateNumber", owner_name as "ownerName", ${vehicle.phoneFlag} as "byPhone", ${vehicle.nameFlag} as "byName"
      from vehicles where ${vehicle.byPhone} or ${vehicle.byName} order by id${limitOf(limit)}`,
  );
  const driver = anchorPredicates('repair_forms', who, 'driver');
  const customer = anchorPredicates('repair_forms', who, 'customer');
  const forms = await rowsOf<FoundForm>(
    db,
    sql`select id, form_number as "formNumber", plate_number as "plateNumber", driver_name as "driverName", customer_name as "customerName", created_at as "createdAt",
        ${driver.phoneFlag} as "driverByPhone", ${customer.phoneFlag} as "customerByPhone", ${driver.nameFlag} as "driverByName", ${customer.nameFlag} as "customerByName"
      from repair_forms
      where ${driver.byPhone} or ${customer.byPhone} or ${driver.byName} or ${customer.byName}
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
  const phoneDriverFormIds = forms.filter((f) => f.driverByPhone).map((f) => f.id);
  // The name typed at signing on a form the phone ties to the person ('B. Kılıç' for Burak Kılıç).
  if (phoneDriverFormIds.length) {
    const typed = await rowsOf<{ name: string }>(
      db,
      sql`select distinct signer_name as name from form_signatures where repair_form_id = any(${ids(phoneDriverFormIds)}) and role = 'driver' and signer_name <> ${KVKK_ANONYMOUS}`,
    );
    for (const t of typed) names.add(t.name.trim());
  }

  const reached: Reached = {
    names: [...names],
    foldedNames: [...new Set([...names].map((n) => foldForSearch(n)).filter((n) => n.length > 0))],
    formIds: {
      all: forms.map((f) => f.id),
      driver: forms.filter((f) => f.driverByPhone || f.driverByName).map((f) => f.id),
      customer: forms.filter((f) => f.customerByPhone || f.customerByName).map((f) => f.id),
    },
    vehicleIds: vehicles.map((v) => v.id),
    byTable: { vehicles: vehicles.map((v) => v.id), repair_forms: forms.map((f) => f.id) },
  };
  const lists: Pick<Found, 'signatures' | 'photos' | 'approvals' | 'statusNotes' | 'notifications' | 'logs'> = {
    signatures: [],
    photos: [],
    approvals: [],
    statusNotes: [],
    notifications: [],
    logs: [],
  };
  const others: Record<string, FoundRow[]> = {};
  // In the register's order: a table linked by entity (the log) after the tables it names.
  for (const table of PERSONAL_REGISTER) {
    if (isAnchor(table)) continue;
    const rows = await findLinked(db, table, reached, limit);
    if (rows === null) continue;
    reached.byTable[table.table] = rows.map((r) => Number(r.id));
    const list = LISTS[table.table];
    if (list) lists[list] = rows;
    else others[table.table] = rows;
  }
  const retained = await findRetained(db, person.identityHash ?? null, limit);
  for (const list of [...Object.values(lists), ...Object.values(others), ...Object.values(retained)])
    for (const row of list) {
      row.id = Number(row.id);
      if (row.at != null) row.at = new Date(row.at);
      if (row.entityId != null) row.entityId = Number(row.entityId);
      if (row.vehicleId != null) row.vehicleId = Number(row.vehicleId);
      if (row.repairFormId != null) row.repairFormId = Number(row.repairFormId);
    }
  return { names: [...names], vehicles, forms, ...lists, others, retained };
}

/** What the record tables gave: the person's names and the ids the other tables link to. */
interface Reached {
  names: string[];
  foldedNames: string[];
  formIds: { all: number[]; driver: number[]; customer: number[] };
  vehicleIds: number[];
  /** The ids found so far per registered table (the targets of an entity link). */
  byTable: Record<string, number[]>;
}

/** Whether a column's erase takes its whole value on every row it reaches (so every linked row is the person's). */
const takesWholeValue = (column: PersonalColumn) => column.reach.by === 'link' && !namedErase(column.erase) && column.erase !== 'none';

/**
 * The rows of one registered table that reach the person, derived from its columns (null when
 * nothing in it can): a `name` column equal to one of the person's names (anywhere, where its
 * `findWhere` holds); a row linked to the person's form or vehicle when a column's erase takes the
 * whole value (a photo, a drawn signature, an SMS recipient), or linked by the log's entity; a free
 * text column naming the person on a linked row (on any row of an entity-linked table, whose link
 * then ties it). Each row says which of these matched.
 */
async function findLinked(db: Db, table: PersonalTable, reached: Reached, limit: number | null): Promise<FoundRow[] | null> {
  const finding = table.find;
  const nameList = sql`${sql.param(reached.foldedNames)}::text[]`;
  const linkColumn = table.formColumn ?? table.vehicleColumn;
  const onLinked = (list: number[]) => (linkColumn ? sql`${sql.identifier(linkColumn)} = any(${ids(list)})` : NONE);
  const linkedIds = table.formColumn ? reached.formIds.all : reached.vehicleIds;
  const terms: Array<{ when: SQL; label: string }> = [];

  for (const column of table.columns) {
    if (column.reach.by !== 'name') continue;
    const equal = sql`${foldSql(sql`${sql.identifier(column.column)}`)} = any(${nameList})`;
    terms.push({ when: column.findWhere ? sql`(${column.findWhere} and ${equal})` : equal, label: column.label });
  }
  if (finding?.entity) {
    const { typeColumn, idColumn, types } = finding.entity;
    const links = Object.entries(types).map(
      ([type, target]) =>
        sql`(${sql.identifier(typeColumn)} = ${type} and ${sql.identifier(idColumn)} = any(${sql.param((reached.byTable[target] ?? []).map(String))}::text[]))`,
    );
    terms.push({ when: anyOf(links), label: finding.linkLabel ?? 'Kişinin kaydına bağlı' });
  } else if (linkColumn && table.columns.some(takesWholeValue)) {
    const subset = finding?.linkRole === 'driver' ? reached.formIds.driver : finding?.linkRole === 'customer' ? reached.formIds.customer : linkedIds;
    terms.push({
      when: sql`(${onLinked(subset)}${finding?.linkWhere ? sql` and ${finding.linkWhere}` : sql``})`,
      label: finding?.linkLabel ?? 'Kişinin kaydına bağlı',
    });
  }
  const texts = table.columns.filter((c) => c.kind === 'freeText' && c.reach.by === 'link' && namedErase(c.erase));
  for (const column of texts) {
    const naming = noteNames(sql`${sql.identifier(column.column)}`, reached.names);
    terms.push({ when: finding?.entity ? naming : sql`(${onLinked(linkedIds)} and ${naming})`, label: column.label });
  }
  if (terms.length === 0) return null;

  const allTexts = table.columns.filter((c) => c.kind === 'freeText' && reachedByRequest(c));
  const describe =
    finding?.describe ??
    (allTexts.length
      ? sql.join(
          allTexts.map((c) => sql`coalesce(${sql.identifier(c.column)}::text, '')`),
          sql` || ' · ' || `,
        )
      : sql`''`);
  const at = finding?.at ? sql.identifier(finding.at) : sql`null::timestamptz`;
  const formId = table.formColumn ? sql.identifier(table.formColumn) : sql`null::int`;
  const vehicleId = table.vehicleColumn ? sql.identifier(table.vehicleColumn) : sql`null::int`;
  const entity = finding?.entity
    ? sql`, ${sql.identifier(finding.entity.typeColumn)} as "entityType", ${sql.identifier(finding.entity.idColumn)} as "entityId"`
    : sql``;
  const matched = sql`array_remove(array[${sql.join(
    terms.map((t) => sql`case when ${t.when} then ${t.label}::text end`),
    sql`, `,
  )}], null)`;
  return rowsOf<FoundRow>(
    db,
    sql`select id, ${formId} as "repairFormId", ${vehicleId} as "vehicleId", ${at} as at, ${describe} as text, ${matched} as matched${entity}
      from ${sql.identifier(table.table)} where ${anyOf(terms.map((t) => t.when))}
      order by id${finding?.newestFirst ? sql` desc` : sql``}${limitOf(limit)}`,
  );
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
  }
  return retained;
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
