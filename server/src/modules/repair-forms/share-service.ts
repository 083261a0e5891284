import { and, eq } from 'drizzle-orm';
import { formatPlate, hasRealEmail, hasRealPhone, isValidEmail, isValidPhone, LIMITS, MSG, normalizePhone } from '@tamir/shared-api/domain';
import type { SendFormValues } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { FieldCrypto } from '../../lib/field-crypto';
import { badRequest, validationFailed, type FieldErrors } from '../../lib/http-errors';
import type { Actor } from '../../lib/caller';
import { maskEmail, maskPhone } from '../../lib/masking';
import { formEmailSubject } from '../notifications/form-email';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SystemLogService } from '../system-logs/service';
import type { FormRow, RepairFormService } from './service';

const DAY_MS = 86_400_000;

/** POST /repairform/{id}/send: the form's public link by e-mail (queued); SMS is recorded only. */
export class FormShareService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly systemLog: SystemLogService,
    private readonly forms: RepairFormService,
    private readonly outbox: NotificationOutbox,
  ) {}

  async send(id: number, body: SendFormValues, actor: Actor): Promise<{ message: string }> {
    const form = await this.forms.findVisible(id, actor.user);
    const target = body.companyCopy ? await this.companyCopy(form) : this.validate(form, body);
    if (!target) return { message: MSG.formEmailQueued };
    const { email, phone, sendEmail, sendSms } = target;

    await this.db.transaction(async (tx) => {
      const link = await this.forms.activeLinkOrNew(tx, form, 'e-posta ile paylaşım için', actor);
      if (sendEmail) {
        const notificationId = await this.outbox.queueFormEmail(tx, {
          recipient: email,
          customerName: form.customerName,
          repairFormId: form.id,
          repairShopId: form.repairShopId,
          formNumber: form.formNumber,
          createdAt: form.createdAt,
          plateNumber: form.plateNumber,
          brand: form.brand,
          model: form.model,
          kilometer: form.kilometer,
          companyName: form.companyName,
          driverName: form.driverName,
          descriptionLines: form.descriptionLines,
          linkToken: link.token,
          linkExpiresAt: link.expiresAt,
        });
        await this.systemLog.record(
          tx,
          {
            action: 'Send',
            entityType: 'Notification',
            entityId: notificationId,
            description: `Form linki e-posta ile gönderilmek üzere sıraya alındı: ${form.formNumber} → ${maskEmail(email)}`,
          },
          actor,
        );
      }
      if (sendSms) {
        const [row] = await tx
          .insert(notifications)
          .values({
            type: 'SMS',
            status: 'Failed',
            // Stored like the driver's phone: encrypted, shown masked.
            recipient: this.crypto.encrypt(phone),
            recipientMasked: maskPhone(phone),
            customerName: form.customerName,
            subject: formEmailSubject(form.formNumber, form.plateNumber),
            body: `Tamir formu ${form.formNumber} (${formatPlate(form.plateNumber)}): ${await this.outbox.linkFor(link.token, tx)}`,
            errorMessage: MSG.smsNotActive,
            repairFormId: form.id,
            repairShopId: form.repairShopId,
          })
          .returning({ id: notifications.id });
        await this.systemLog.record(
          tx,
          {
            action: 'Send',
            entityType: 'Notification',
            entityId: row.id,
            description: `SMS kaydedildi, gönderilmedi (SMS aktif değil): ${form.formNumber} → ${maskPhone(phone)}`,
          },
          actor,
        );
      }
    });
    if (sendEmail) this.outbox.notifyQueued();
    return { message: [sendEmail ? MSG.formEmailQueued : null, sendSms ? MSG.smsNotActive : null].filter(Boolean).join('. ') };
  }

  /**
   * The company's copy (a print in the web view): the form's company e-mail, or null when that
   * address has already been sent this form (queued at creation, or before) — one per form.
   */
  private async companyCopy(form: FormRow): Promise<{ email: string; phone: string; sendEmail: boolean; sendSms: boolean } | null> {
    const email = (form.companyEmail ?? '').trim();
    if (!hasRealEmail(email) || !isValidEmail(email)) throw badRequest(MSG.shareContactRequired, { email: [MSG.shareContactRequired] });
    const [sent] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.repairFormId, form.id), eq(notifications.type, 'Email'), eq(notifications.recipient, email)))
      .limit(1);
    return sent ? null : { email, phone: '', sendEmail: true, sendSms: false };
  }

  /** Placeholders ('E-posta yok', 'Telefon yok') count as no contact; a given value must be valid. */
  private validate(form: FormRow, body: SendFormValues): { email: string; phone: string; sendEmail: boolean; sendSms: boolean } {
    if (body.repairFormId !== undefined && String(body.repairFormId) !== String(form.id)) {
      throw badRequest(MSG.invalidRequest, { repairFormId: [MSG.invalidRequest] });
    }
    const email = (body.email ?? '').trim();
    const phone = (body.phone ?? '').trim();
    const hasEmail = hasRealEmail(email);
    const hasPhone = hasRealPhone(phone);
    if (!hasEmail && !hasPhone) throw badRequest(MSG.shareContactRequired);
    const errors: FieldErrors = {};
    if (hasEmail && !isValidEmail(email)) errors.email = [MSG.emailInvalid];
    if (hasPhone && !isValidPhone(phone)) errors.phone = [MSG.phoneInvalid];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (!body.sendEmail && !body.sendSms) throw badRequest(MSG.shareChannelRequired);
    const sendEmail = body.sendEmail && hasEmail;
    const sendSms = body.sendSms && hasPhone;
    if (!sendEmail && !sendSms)
      throw badRequest(MSG.shareContactRequired, body.sendEmail ? { email: [MSG.shareContactRequired] } : { phone: [MSG.shareContactRequired] });
    if (form.createdAt.getTime() + LIMITS.publicFormValidityDays * DAY_MS <= Date.now()) throw badRequest(MSG.shareFormTooOld);
    return { email, phone: normalizePhone(phone), sendEmail, sendSms };
  }
}
