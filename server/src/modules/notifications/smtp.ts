import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import type { FieldCrypto } from '../../lib/field-crypto';
import type { SettingsService } from '../settings/service';

export const EMAIL_DISABLED_REASON = 'E-posta gönderimi devre dışı: SMTP ayarları yapılandırılmamış';

/** A slow or silent SMTP server must not hold a batch (or a shutdown) for nodemailer's default minutes. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export type SmtpSetup =
  | { kind: 'disabled' }
  | { kind: 'invalid'; reason: string }
  | {
      kind: 'smtp';
      source: 'settings' | 'env';
      options: SMTPTransportOptions;
      from: string;
      /** Values that must never reach a stored error text or a log line. */
      secrets: string[];
    };

/**
 * Where e-mail goes, read again for every batch so a settings change applies without a restart:
 * the settings' e-mail section when enabled; nowhere when an admin saved it switched off; else
 * SMTP_URL (the install's variable, until the tab is first saved); else nowhere.
 */
export async function resolveSmtp(
  settings: SettingsService,
  crypto: FieldCrypto,
  env: { smtpUrl: string | null; mailFrom: string | null },
): Promise<SmtpSetup> {
  const email = await settings.section('email');
  if (email.enabled && email.smtpHost.trim()) {
    let password = '';
    if (email.password) {
      try {
        password = crypto.decrypt(email.password);
      } catch {
        return { kind: 'invalid', reason: 'E-posta ayarlarındaki SMTP şifresi çözülemedi; şifreyi ayarlardan yeniden girin' };
      }
    }
    const fromEmail = email.fromEmail.trim() || (email.username.includes('@') ? email.username.trim() : `no-reply@${email.smtpHost.trim()}`);
    return {
      kind: 'smtp',
      source: 'settings',
      options: {
        host: email.smtpHost.trim(),
        port: Number(email.smtpPort) || 587,
        secure: !!email.useSsl,
        ...(email.username ? { auth: { user: email.username, pass: password } } : {}),
        ...TIMEOUTS,
      },
      from: email.fromName.trim() ? `"${email.fromName.trim().replace(/["\\]/g, '')}" <${fromEmail}>` : fromEmail,
      secrets: password ? [password] : [],
    };
  }
  // Once an admin has saved the e-mail tab, it alone decides: switched off, nothing is sent.
  if (!email.enabled && (await settings.emailConfigured())) return { kind: 'disabled' };
  if (env.smtpUrl) {
    const url = new URL(env.smtpUrl);
    const user = decodeURIComponent(url.username);
    const secrets = [url.password, decodeURIComponent(url.password), env.smtpUrl].filter(Boolean);
    return {
      kind: 'smtp',
      source: 'env',
      options: { url: env.smtpUrl, ...TIMEOUTS },
      from: env.mailFrom ?? (user.includes('@') ? user : `no-reply@${url.hostname}`),
      secrets,
    };
  }
  return { kind: 'disabled' };
}

/** An SMTP failure as stored on the notification: the server's words, no secret, bounded. */
export function describeSmtpError(error: unknown, secrets: readonly string[]): string {
  const failure = error as { code?: string; responseCode?: number; message?: string };
  let text = failure?.message ?? String(error);
  if (failure?.code && !text.includes(failure.code)) text = `${failure.code}: ${text}`;
  for (const secret of secrets) if (secret) text = text.split(secret).join('***');
  return `SMTP hatası: ${text}`.slice(0, 1000);
}
