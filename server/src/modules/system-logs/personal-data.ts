import { sql } from 'drizzle-orm';
import type { PersonalTable } from '../kvkk/register';

const STAFF = 'who did it: a user of the portal (staff account data) or a visitor’s address, kept for security (5651) and deleted by the log retention';

/** The system log (issue 41 §1 register): a row is reached through its link to the person's form, vehicle or notification. */
export const systemLogPersonalData: PersonalTable[] = [
  {
    table: 'system_logs',
    category: 'systemLogs',
    module: 'system-logs',
    exportAs: 'logs',
    title: 'Sistem kayıtları',
    dateColumn: 'created_at',
    // Older rows are deleted whole (the log clean-up's own batched delete).
    retentionDelete: { category: 'systemLogs' },
    // A row is the person's when it is about their vehicle, form or notification (its entity link).
    find: {
      describe: sql`coalesce(description, '')`,
      at: 'created_at',
      linkLabel: 'Bulunan kayda bağlı',
      entity: { typeColumn: 'entity_type', idColumn: 'entity_id', types: { Vehicle: 'vehicles', RepairForm: 'repair_forms', Notification: 'notifications' } },
      newestFirst: true,
    },
    context: [
      { column: 'created_at', exportAs: 'createdAt' },
      { column: 'action', exportAs: 'action' },
    ],
    columns: [
      { column: 'description', kind: 'freeText', label: 'Açıklama', exportAs: 'description', reach: { by: 'link', via: 'entity' }, erase: 'maskNames' },
      { column: 'error_message', kind: 'freeText', label: 'Hata', reach: { by: 'link', via: 'entity' }, erase: 'maskNames' },
      { column: 'stack_trace', kind: 'freeText', label: 'Hata ayrıntısı', reach: { by: 'link', via: 'entity' }, erase: 'maskNames' },
      { column: 'username', kind: 'username', label: 'Kullanıcı', reach: { by: 'outside', why: STAFF }, erase: 'none' },
      { column: 'ip_address', kind: 'ipAddress', label: 'IP adresi', reach: { by: 'outside', why: STAFF }, erase: 'none' },
    ],
  },
];
