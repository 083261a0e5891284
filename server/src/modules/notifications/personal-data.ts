import { sql } from 'drizzle-orm';
import type { PersonalTable } from '../kvkk/register';

/** The e-mails and SMS sent about a form (issue 41 §1 register). */
export const notificationPersonalData: PersonalTable[] = [
  {
    table: 'notifications',
    category: 'notifications',
    module: 'notifications',
    exportAs: 'notifications',
    title: 'Bildirimler',
    formColumn: 'repair_form_id',
    dateColumn: 'created_at',
    // A pending message is still to be sent: only sent and failed ones are deleted after the period.
    retentionDelete: { category: 'notifications', where: sql`status <> 'Pending'` },
    find: { describe: sql`type || ' · ' || recipient_masked || ' · ' || subject`, at: 'created_at', linkLabel: 'Kişinin formu' },
    context: [
      { column: 'type', exportAs: 'type' },
      { column: 'status', exportAs: 'status' },
      { column: 'created_at', exportAs: 'createdAt' },
      { column: 'sent_at', exportAs: 'sentAt' },
    ],
    columns: [
      {
        // An SMS goes to the person's phone; an e-mail to the company's address (kept: a legal person's).
        column: 'recipient',
        kind: 'phone',
        label: 'Alıcı',
        reach: { by: 'link', via: 'form' },
        erase: { custom: () => sql`case when type = 'SMS' then '' else recipient end`, note: 'SMS alıcısı silinir' },
      },
      {
        column: 'recipient_masked',
        kind: 'phone',
        label: 'Alıcı (maskeli)',
        exportAs: 'recipient',
        reach: { by: 'link', via: 'form' },
        erase: { custom: () => sql`case when type = 'SMS' then '***' else recipient_masked end`, note: 'SMS alıcısı ***' },
      },
      { column: 'customer_name', kind: 'name', label: 'Alıcının adı', exportAs: 'customerName', reach: { by: 'name' }, erase: 'anonymous' },
      { column: 'subject', kind: 'freeText', label: 'Konu', exportAs: 'subject', reach: { by: 'link', via: 'form' }, erase: 'maskNames' },
      { column: 'body', kind: 'freeText', label: 'İleti', exportAs: 'body', reach: { by: 'link', via: 'form' }, erase: 'redacted' },
      // The body sealed for sending (encrypted): gone with the body.
      { column: 'sealed_body', kind: 'freeText', label: 'Mühürlü ileti', reach: { by: 'link', via: 'form' }, erase: 'null' },
      { column: 'error_message', kind: 'freeText', label: 'Gönderim hatası', reach: { by: 'link', via: 'form' }, erase: 'maskNames' },
    ],
  },
];
