import type { SQL } from 'drizzle-orm';
import type { KvkkDataCategory, KvkkRetentionCategory } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';

/**
 * The register of personal fields (issue 41 §1): each module declares the columns of its tables
 * that hold a person's data once, in its own `personal-data.ts`; the KVKK eraser, export,
 * retention run and data inventory are derived from these declarations, and a test fails when a
 * column whose name or type suggests personal data is in no entry (test/kvkk-register.test.ts).
 */

/** What a column holds. */
export type PersonalKind = 'name' | 'phone' | 'email' | 'signature' | 'photo' | 'freeText' | 'idNumber' | 'address' | 'ipAddress' | 'username';

export const PERSONAL_KIND_LABELS: Record<PersonalKind, string> = {
  name: 'Ad soyad',
  phone: 'Telefon',
  email: 'E-posta',
  signature: 'İmza',
  photo: 'Fotoğraf',
  freeText: 'Serbest metin',
  idNumber: 'Kimlik numarası',
  address: 'Adres',
  ipAddress: 'IP adresi',
  username: 'Kullanıcı adı',
};

/**
 * How a request reaches the column's rows:
 * - `phoneHash`: the column is the phone's keyed hash; a row whose hash is the request's is tied
 *   to the applicant;
 * - `name`: the column is compared, folded, with the person's names; alone this is a
 *   'yalnız ad eşleşmesi' (acted on only when the admin ticks the row);
 * - `link`: the row belongs to a record of the person (`via` the form, the vehicle, or a log row's
 *   entity link); tied when that record is;
 * - `derived`: the database keeps it from another registered column (a generated column or a count);
 * - `outside`: not the data of a customer or driver (staff accounts, a company's contact, the KVKK
 *   request itself); `why` says where it is handled instead;
 * - `identity`: the row belongs to the person whose T.C. kimlik no's keyed hash is in the table's
 *   `identity.hashColumn` (the request's `identity_hash`): found and exported, never erased by a
 *   request while the table's legal retention runs (`identity.retained` says so in the answers).
 */
export type Reach =
  | { by: 'phoneHash' }
  | { by: 'name' }
  | { by: 'link'; via: 'form' | 'vehicle' | 'entity' }
  | { by: 'derived'; from: string }
  | { by: 'outside'; why: string }
  | { by: 'identity' };

/**
 * How an erase (and a retention run) leaves the column:
 * - `anonymous`: 'Anonim'; `redacted`: '[KVKK kapsamında silindi]'; `empty`: ''; `null`;
 * - `emptyEncrypted`: an encrypted empty value (a not-null encrypted column); `emptyArray`: '{}';
 * - `perRowHash`: 'anonim-<id>' (a not-null hash that must stay apart per row);
 * - `maskNames`: the person's names inside the text become 'Anonim' (the rest of the text stays);
 * - `anonymousIfNamed`: 'Anonim' when the column is one of the person's names, else kept;
 * - `redactedIfNamed`: '[KVKK kapsamında silindi]' when the text names the person, else kept;
 * - `deleteRow`: the row is deleted;
 * - `custom`: the module's own expression (given the person's folded names as a text[]), explained in `note`;
 *   `usesNames` when it changes a row only where the row names the person (then, like `maskNames`, it
 *   does not make every linked row the person's);
 * - `none`: left as it is (only with `derived` or `outside` reach).
 */
export type Erase =
  | 'anonymous'
  | 'redacted'
  | 'empty'
  | 'null'
  | 'emptyEncrypted'
  | 'emptyArray'
  | 'perRowHash'
  | 'maskNames'
  | 'anonymousIfNamed'
  | 'redactedIfNamed'
  | 'deleteRow'
  | { custom: (names: SQL) => SQL; note: string; usesNames?: boolean }
  | 'none';

export interface PersonalColumn {
  column: string;
  kind: PersonalKind;
  /** Turkish, as the export and the inventory name it (e.g. 'Sürücü adı'). */
  label: string;
  /** The key in the export's JSON (camelCase); absent when the column is not exported (a hash). */
  exportAs?: string;
  /** The column is encrypted with the field key: the export decrypts it (a phone). */
  encrypted?: boolean;
  /** The column is jsonb (text inside it is masked as text). */
  json?: boolean;
  /** On a form: erased only where the person is that role ('driver' or 'customer'). */
  role?: 'driver' | 'customer';
  reach: Reach;
  /** With `name` reach: the rows where the column is the person's at all (e.g. a change made without a user). */
  findWhere?: SQL;
  erase: Erase;
  /**
   * The retention run clears the column on rows older than this period (the KVKK tab's days), by
   * the row's `dateColumn` or its form's date: as `erase` says, a name-dependent erase meaning the
   * whole value (there is no request's name to look for), or as `retentionErase` when given.
   */
  retention?: KvkkRetentionCategory;
  retentionErase?: Erase;
}

export interface PersonalTable {
  table: string;
  /** The destruction-log category its erasures are counted under (absent for a table no request erases). */
  category?: KvkkDataCategory;
  /** The module folder that declares it. */
  module: string;
  /** The export's section name (JSON key) and title (PDF). */
  exportAs: string;
  title: string;
  /** The link column to the form or vehicle (for `link` reach), and for a retention run the date column. */
  formColumn?: string;
  vehicleColumn?: string;
  dateColumn?: string;
  /** Columns the export shows beside the personal ones, to say what the row is (not personal). */
  context?: Array<{
    column: string;
    exportAs: string;
    format?: 'plate' | 'signatureRole';
    /** An expression over the row in place of the column. */ expr?: SQL;
  }>;
  columns: PersonalColumn[];
  /** The retention run deletes rows older than this period (by `dateColumn`), where `where` holds. */
  retentionDelete?: { category: KvkkRetentionCategory; where?: SQL };
  /**
   * A period fixed by law, not a KVKK tab setting: the retention run deletes the rows whose
   * `dateColumn` lies in an İstanbul calendar year that ended `years` full years ago or earlier
   * (TTK art. 82/2: the period starts at the end of the year the document was made).
   */
  legalRetention?: { years: number };
  /**
   * A table found by the request's T.C. kimlik no (the field crypto's keyed hash in `hashColumn`)
   * whose rows a law keeps: `describe` is the row as the matches list it, `retained` the Turkish
   * reason an erase leaves them (the matches, the erase answer and the answer letter say it).
   */
  identity?: { hashColumn: string; describe: SQL; retained: string };
  /** How the finder lists the rows it reaches (see `TableFinding`); without it, the texts joined and no date. */
  find?: TableFinding;
  /** Run after an erase changed rows of this table (e.g. recompute a search text). */
  afterErase?: (tx: Db, ids: number[]) => Promise<void>;
}

/**
 * How the KVKK finder lists a table's rows (finder.ts derives the query from the columns' reach):
 * - `describe`: the row as the matches list it; `at`: the date column shown;
 * - `linkLabel`: the label when a row is reached through its link alone (a table with a column whose
 *   erase takes the whole value: a photo, a signature image, an SMS recipient); `linkRole` limits
 *   that to forms where the person has the role, and `linkWhere` to such rows (a driver's signature);
 * - `entity`: for a table linked by an entity type and id (the system log): the entity types and the
 *   registered table each names;
 * - `newestFirst`: listed newest first.
 */
export interface TableFinding {
  describe: SQL;
  at?: string;
  linkLabel?: string;
  linkRole?: 'driver' | 'customer';
  linkWhere?: SQL;
  entity?: { typeColumn: string; idColumn: string; types: Record<string, string> };
  newestFirst?: boolean;
}

/** Whether the erase of a column depends on the person's names (their rows are only changed where they match). */
export const namedErase = (erase: Erase) =>
  erase === 'maskNames' || erase === 'anonymousIfNamed' || erase === 'redactedIfNamed' || (typeof erase === 'object' && erase.usesNames === true);

/** Whether a column is reached by a request (found, exported and erased). */
export const reachedByRequest = (column: PersonalColumn) => column.reach.by !== 'outside' && column.reach.by !== 'derived' && column.reach.by !== 'identity';

/** Whether a request's export gives the column: reached, or found by the identity and kept. */
export const exportedByRequest = (column: PersonalColumn) => !!column.exportAs && (reachedByRequest(column) || column.reach.by === 'identity');
