import { sql } from 'drizzle-orm';
import { formatPhone, isPlaceholderEmail, maskEmail, MSG } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import type { NotificationOutbox } from '../notifications/outbox';

/** One company address that received a form of the person's, with the forms it received. */
export interface Recipient {
  recipient: string;
  formNumbers: string[];
  repairFormId: number;
  repairShopId: number | null;
  companyName: string;
}

/**
 * Art. 11/1-f: the third parties the person's data was transferred to are the customer companies the
 * forms were e-mailed to (the form's link e-mail, the estimate). Read from the outbox's own rows of
 * those forms (the address it really went to), before an erase redacts them.
 */
export async function recipientsOf(tx: Db, formIds: number[]): Promise<Recipient[]> {
  if (formIds.length === 0) return [];
  const { rows } = await tx.execute(
    sql`select n.recipient, f.id as "formId", f.form_number as "formNumber", f.repair_shop_id as "shopId", f.company_name as "companyName"
      from notifications n join repair_forms f on f.id = n.repair_form_id
      where n.type = 'Email' and n.repair_form_id = any(${sql.param(formIds)}::int[]) order by f.id, n.id`,
  );
  const byRecipient = new Map<string, Recipient>();
  for (const row of rows as Array<{ recipient: string; formId: number; formNumber: string; shopId: number | null; companyName: string }>) {
    const address = row.recipient.trim();
    if (!address || isPlaceholderEmail(address)) continue;
    const key = address.toLowerCase();
    const entry = byRecipient.get(key) ?? {
      recipient: address,
      formNumbers: [],
      repairFormId: Number(row.formId),
      repairShopId: row.shopId === null ? null : Number(row.shopId),
      companyName: row.companyName,
    };
    if (!entry.formNumbers.includes(row.formNumber)) entry.formNumbers.push(row.formNumber);
    byRecipient.set(key, entry);
  }
  return [...byRecipient.values()];
}

export interface NoticeContext {
  requestId: number;
  controllerTitle: string;
  action: 'erase' | 'correct';
  /** For a correction: the right values the company should hold instead. */
  corrected?: { name: string | null; phone: string | null };
  at: string;
}

/** The notice's text: names the forms, not the person (an erased person is not named again). */
export function thirdPartyText(recipient: Recipient, ctx: NoticeContext): string {
  const controller = ctx.controllerTitle || 'Veri sorumlusu';
  const forms = recipient.formNumbers.join(', ');
  const done =
    ctx.action === 'erase' ? 'ilgili kişinin başvurusu üzerine silinmiş veya anonim hâle getirilmiştir' : 'ilgili kişinin başvurusu üzerine düzeltilmiştir';
  const lines = [
    'Sayın İlgili,',
    '',
    `6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 11. maddesinin (1) numaralı fıkrasının (f) bendi uyarınca bildiririz:`,
    '',
    `Tarafınıza daha önce iletilen ${forms} numaralı tamir formlarında yer alan bir kişinin kişisel verileri, ${ctx.at} tarihinde ${done} (KVKK başvurusu no. ${ctx.requestId}).`,
  ];
  if (ctx.action === 'correct' && ctx.corrected) {
    const right = [
      ctx.corrected.name ? `Ad soyad: ${ctx.corrected.name}` : null,
      ctx.corrected.phone ? `Telefon: ${formatPhone(ctx.corrected.phone)}` : null,
    ].filter(Boolean);
    if (right.length) lines.push('', `Doğru bilgiler: ${right.join(' · ')}`);
  }
  lines.push('', 'Kendi kayıtlarınızda da aynı işlemi yapmanızı rica ederiz.', '', `${controller}`);
  return lines.join('\n');
}

/** Queues one notice per company address in the caller's transaction; returns the masked addresses told. */
export async function queueThirdPartyNotices(tx: Db, outbox: NotificationOutbox, recipients: Recipient[], ctx: NoticeContext): Promise<string[]> {
  for (const recipient of recipients)
    await outbox.queueEmail(tx, {
      recipient: recipient.recipient,
      customerName: recipient.companyName.slice(0, 200),
      subject: MSG.kvkkThirdPartySubject,
      body: thirdPartyText(recipient, ctx),
      repairFormId: recipient.repairFormId,
      repairShopId: recipient.repairShopId,
    });
  return recipients.map((r) => maskEmail(r.recipient));
}
