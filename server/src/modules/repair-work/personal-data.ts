import { sql } from 'drizzle-orm';
import { foldSql } from '../../lib/search-sql';
import type { PersonalTable } from '../kvkk/register';

const STAFF = 'the shop’s user who changed the status (staff account data, handled on the Kullanıcılar screen)';

/** The estimate's lines, its approvals and the status history's notes (issue 41 §1 register). */
export const repairWorkPersonalData: PersonalTable[] = [
  {
    table: 'repair_approvals',
    category: 'approvals',
    module: 'repair-work',
    exportAs: 'approvals',
    title: 'Teklif yanıtları',
    formColumn: 'repair_form_id',
    find: { describe: sql`decision || ': ' || approver_name`, at: 'decided_at' },
    context: [
      { column: 'decision', exportAs: 'decision' },
      { column: 'decided_at', exportAs: 'decidedAt' },
    ],
    columns: [
      {
        column: 'approver_name',
        kind: 'name',
        label: 'Onaylayanın adı',
        exportAs: 'approverName',
        reach: { by: 'name' },
        erase: 'anonymousIfNamed',
        retention: 'forms',
      },
      {
        column: 'note',
        kind: 'freeText',
        label: 'Onay notu',
        exportAs: 'note',
        reach: { by: 'link', via: 'form' },
        erase: 'redactedIfNamed',
        retention: 'forms',
      },
      {
        column: 'source_address',
        kind: 'ipAddress',
        label: 'Onaylayanın IP adresi',
        exportAs: 'sourceAddress',
        reach: { by: 'link', via: 'form' },
        // The address is the approver's: removed when the approver is the person.
        erase: {
          custom: (names) => sql`case when ${foldSql(sql`approver_name`)} = any(${names}) then '' else source_address end`,
          note: 'onaylayan kişiyse silinir',
          usesNames: true,
        },
        retention: 'forms',
        retentionErase: 'empty',
      },
    ],
  },
  {
    table: 'repair_status_history',
    category: 'statusNotes',
    module: 'repair-work',
    exportAs: 'statusNotes',
    title: 'Durum notları',
    formColumn: 'repair_form_id',
    find: { describe: sql`to_status || ': ' || note`, at: 'changed_at' },
    context: [
      { column: 'to_status', exportAs: 'toStatus' },
      { column: 'changed_at', exportAs: 'changedAt' },
    ],
    columns: [
      { column: 'note', kind: 'freeText', label: 'Durum notu', exportAs: 'note', reach: { by: 'link', via: 'form' }, erase: 'redactedIfNamed' },
      {
        // A change made on the public approval page has no user: the name is the person who answered.
        column: 'changed_by_name',
        kind: 'name',
        label: 'Değiştirenin adı',
        exportAs: 'changedByName',
        reach: { by: 'name' },
        findWhere: sql`changed_by is null`,
        erase: {
          usesNames: true,
          custom: (names) => sql`case when changed_by is null and ${foldSql(sql`changed_by_name`)} = any(${names}) then 'Anonim' else changed_by_name end`,
          note: 'portal kullanıcısı değilse ve kişinin adıysa Anonim',
        },
      },
      { column: 'changed_by_username', kind: 'username', label: 'Değiştirenin kullanıcı adı', reach: { by: 'outside', why: STAFF }, erase: 'none' },
    ],
  },
  {
    table: 'repair_items',
    category: 'forms',
    module: 'repair-work',
    exportAs: 'repairItems',
    title: 'Onarım kalemleri',
    formColumn: 'repair_form_id',
    context: [{ column: 'kind', exportAs: 'kind' }],
    columns: [
      { column: 'description', kind: 'freeText', label: 'Kalem açıklaması', exportAs: 'description', reach: { by: 'link', via: 'form' }, erase: 'maskNames' },
    ],
  },
];
