import { sql } from 'drizzle-orm';
import { foldForSearch } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import type { PersonalColumn, PersonalTable } from '../kvkk/register';

const ids = (list: number[]) => sql`${sql.param(list)}::int[]`;

const COMPANY =
  'the customer company’s business contact copied onto the form (a legal person’s; changed on the company screen, kept with the commercial record)';
const STAFF = 'the shop’s user who made the record (staff account data, handled on the Kullanıcılar screen)';

const person = (role: 'driver' | 'customer', title: string): PersonalColumn[] => [
  {
    column: `${role}_name`,
    kind: 'name',
    label: `${title} adı`,
    exportAs: `${role}Name`,
    role,
    reach: { by: 'name' },
    erase: 'anonymous',
    retention: 'forms',
  },
  {
    column: `${role}_phone_enc`,
    kind: 'phone',
    label: `${title} telefonu`,
    exportAs: `${role}Phone`,
    encrypted: true,
    role,
    reach: { by: 'link', via: 'form' },
    erase: 'null',
    retention: 'forms',
  },
  {
    column: `${role}_phone_hash`,
    kind: 'phone',
    label: `${title} telefonunun anahtarlı özeti`,
    role,
    reach: { by: 'phoneHash' },
    erase: 'null',
    retention: 'forms',
  },
];

/** The repair form's driver and customer, its free text, and the signatures on it (issue 41 §1 register). */
export const repairFormPersonalData: PersonalTable[] = [
  {
    table: 'repair_forms',
    category: 'forms',
    module: 'repair-forms',
    exportAs: 'forms',
    title: 'Formlar',
    formColumn: 'id',
    dateColumn: 'created_at',
    context: [
      { column: 'form_number', exportAs: 'formNumber' },
      { column: 'plate_number', exportAs: 'plateNumber', format: 'plate' },
      { column: 'company_name', exportAs: 'company' },
      { column: 'status', exportAs: 'status' },
      { column: 'created_at', exportAs: 'createdAt' },
    ],
    columns: [
      ...person('driver', 'Sürücü'),
      ...person('customer', 'Müşteri'),
      { column: 'description', kind: 'freeText', label: 'Arıza açıklaması', exportAs: 'description', reach: { by: 'link', via: 'form' }, erase: 'maskNames' },
      {
        column: 'description_lines',
        kind: 'freeText',
        label: 'Arıza satırları',
        json: true,
        reach: { by: 'link', via: 'form' },
        erase: 'maskNames',
      },
      { column: 'search_text', kind: 'name', label: 'Arama metni', reach: { by: 'derived', from: 'repair_forms.customer_name, description' }, erase: 'none' },
      { column: 'company_name', kind: 'name', label: 'Firma adı', reach: { by: 'outside', why: COMPANY }, erase: 'none' },
      { column: 'company_email', kind: 'email', label: 'Firma e-postası', reach: { by: 'outside', why: COMPANY }, erase: 'none' },
      { column: 'company_phone', kind: 'phone', label: 'Firma telefonu', reach: { by: 'outside', why: COMPANY }, erase: 'none' },
      { column: 'company_address', kind: 'address', label: 'Firma adresi', reach: { by: 'outside', why: COMPANY }, erase: 'none' },
      { column: 'created_by_name', kind: 'name', label: 'Formu açan', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'created_by_username', kind: 'username', label: 'Formu açanın kullanıcı adı', reach: { by: 'outside', why: STAFF }, erase: 'none' },
    ],
    afterErase: refreshFormSearch,
  },
  {
    table: 'form_signatures',
    category: 'signatures',
    module: 'repair-forms',
    exportAs: 'signatures',
    title: 'İmzalar',
    formColumn: 'repair_form_id',
    // A driver's drawn signature is theirs on a form where they are the driver; other signers by name.
    find: { describe: sql`role || ': ' || signer_name`, at: 'signed_at', linkLabel: 'Şoför imzası', linkRole: 'driver', linkWhere: sql`role = 'driver'` },
    context: [
      { column: 'role', exportAs: 'role', format: 'signatureRole' },
      { column: 'signed_at', exportAs: 'signedAt' },
      { column: 'notice_version', exportAs: 'noticeVersion' },
      // Which text that was (issue 41 §3): the words of kvkkNoticeVersionLabel, in SQL.
      {
        column: 'shop_notice_version_id',
        exportAs: 'notice',
        expr: sql`case when shop_notice_version_id is not null then 'Tamirhane metni, sürüm ' || (select v.version from repair_shop_notice_versions v where v.id = shop_notice_version_id)
          when notice_version is not null then 'Portal metni, sürüm ' || notice_version end`,
      },
    ],
    columns: [
      { column: 'signer_name', kind: 'name', label: 'İmzalayanın adı', exportAs: 'signerName', reach: { by: 'name' }, erase: 'anonymous', retention: 'forms' },
      // A signed form stays signed (the shop's record): the row stays, the drawn signature goes.
      {
        column: 'image',
        kind: 'signature',
        label: 'İmza görüntüsü',
        exportAs: 'image',
        reach: { by: 'link', via: 'form' },
        erase: 'empty',
        retention: 'forms',
      },
    ],
  },
];

/** Recomputes the search text of forms (form number, plate, customer, description, company) after a name changed. */
export async function refreshFormSearch(tx: Db, formIds: number[]): Promise<void> {
  if (formIds.length === 0) return;
  const { rows } = await tx.execute(
    sql`select id, form_number, plate_number, customer_name, description, company_name from repair_forms where id = any(${ids(formIds)})`,
  );
  const list = rows as Array<Record<string, string> & { id: number }>;
  await tx.execute(sql`update repair_forms set search_text = g.t from unnest(${sql.param(list.map((r) => Number(r.id)))}::int[],
    ${sql.param(list.map((r) => foldForSearch(r.form_number, r.plate_number, r.customer_name, r.description, r.company_name)))}::text[]) as g(id, t)
    where repair_forms.id = g.id`);
}
