import nodemailer from 'nodemailer';
import { MSG } from '@tamir/shared-api/domain';
import type { FieldCrypto } from '../../lib/field-crypto';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/caller';
import { HttpError } from '../../lib/http-errors';
import type { SystemLogService } from '../system-logs/service';
import { describeSmtpError, resolveSmtp } from '../notifications/smtp';
import type { SettingsService } from './service';

/**
 * POST /settings/test-email: one message sent now, over the SMTP the dispatcher would use for its
 * next send (the saved e-mail tab, or SMTP_URL until the tab is first saved), so success means the
 * SMTP server accepted it. Not queued and not stored as a notification. Switched off: 400; the SMTP
 * server failing: 422 with its reason (secrets blanked) and an Error row in the system log.
 */
export async function sendSettingsTestEmail(
  toEmail: string,
  actor: Actor,
  deps: { db: Db; settings: SettingsService; systemLog: SystemLogService; crypto: FieldCrypto; smtpUrl: string | null; mailFrom: string | null },
): Promise<{ message: string }> {
  const setup = await resolveSmtp(deps.settings, deps.crypto, { smtpUrl: deps.smtpUrl, mailFrom: deps.mailFrom });
  if (setup.kind === 'disabled') throw new HttpError(400, `${MSG.testEmailFailed}: ${MSG.emailDisabled}`);
  if (setup.kind === 'invalid') throw new HttpError(400, `${MSG.testEmailFailed}: ${setup.reason}`);
  const { systemName } = await deps.settings.general();
  const transport = nodemailer.createTransport(setup.options);
  try {
    await transport.sendMail({
      from: setup.from,
      to: toEmail,
      subject: `${systemName} test e-postası`,
      text: `Bu e-posta ${systemName} e-posta ayarlarını denemek için gönderildi. Bu iletiyi aldıysanız ayarlar doğru çalışıyor.`,
    });
  } catch (error) {
    // The SMTP server refused or could not be reached: an Error row the log screen's 'Sadece hatalar'
    // finds, and a 422 whose message (the reason) reaches the screen.
    const message = `${MSG.testEmailFailed}: ${describeSmtpError(error, setup.secrets)}`;
    await deps.systemLog.record(deps.db, { action: 'Send', entityType: 'SystemSetting', description: message, level: 'Error' }, actor);
    throw new HttpError(422, message);
  } finally {
    transport.close();
  }
  return { message: MSG.testEmailSent(toEmail) };
}
