import { MSG } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { maskEmail } from '../../lib/masking';
import { formEmailSubject, formEmailText, publicFormLink, type FormEmailContent } from './form-email';

/** The login details of a new account (administration §2.1): the only place its password ever travels. */
export interface QueuedAccountEmail {
  recipient: string;
  username: string;
  password: string;
  fullName: string;
  systemName: string;
  /** The account must change its password at first login (general.requirePasswordChange). */
  mustChangePassword: boolean;
}

/** The portal's address when the row is written (settingsService.publicBaseUrl), read in the caller's transaction if given. */
export type PublicBaseUrlSource = (executor?: Db) => Promise<string | null>;

/** Encrypts the body that carries the secret (the field crypto's encrypt). */
export type Seal = (plain: string) => string;

/** What `body` shows instead of the password: the notification history displays bodies. */
export const MASKED_PASSWORD = '••••••';

/** The account e-mail's text with `password` in it; `body` stores it with MASKED_PASSWORD instead. */
export function accountEmailText(email: Omit<QueuedAccountEmail, 'recipient'>, password: string, publicBaseUrl: string | null): string {
  return [
    `Sayın ${email.fullName},`,
    '',
    `${email.systemName} sistemine giriş yapabilmeniz için hesabınız oluşturuldu.`,
    '',
    `Kullanıcı adı: ${email.username}`,
    `Şifre: ${password}`,
    '',
    email.mustChangePassword
      ? 'İlk girişinizde şifrenizi değiştirmeniz istenecektir.'
      : 'Güvenliğiniz için ilk girişinizden sonra şifrenizi Ayarlar > Şifre Değiştir bölümünden değiştirmenizi öneririz.',
    ...(publicBaseUrl ? [`Giriş adresi: ${publicBaseUrl}/giris`] : []),
    '',
    `Bu e-posta ${email.systemName} tarafından otomatik olarak gönderilmiştir.`,
  ].join('\n');
}

/** A row of the outbox as a caller fills it; the rest is the same for every e-mail. */
export type EmailRow = Omit<typeof notifications.$inferInsert, 'type' | 'status' | 'recipientMasked'> & { recipient: string };

export interface QueuedFormEmail extends FormEmailContent {
  recipient: string;
  customerName: string;
  repairFormId: number;
  /** The form's shop (null for an Admin's form): whose Tamirci sees the notification. */
  repairShopId: number | null;
}

/**
 * The notifications table is the outbox: a row written in the caller's transaction is sent by
 * whichever process's dispatcher claims it. notifyQueued() wakes this process's dispatcher early.
 */
export class NotificationOutbox {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly publicBaseUrl: PublicBaseUrlSource) {}

  /** The public page of a link as the e-mails and SMS texts give it; pass `tx` when inside a transaction. */
  async linkFor(token: string, tx?: Db): Promise<string> {
    return publicFormLink(token, await this.publicBaseUrl(tx));
  }

  /** Returns the function that removes the listener. */
  onQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call once the transaction that queued rows has committed. */
  notifyQueued(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * Queues the login details of a new account in the caller's transaction. The password is only in
   * `sealed_body` (encrypted with `seal`), which the dispatcher sends and then clears; `body`, what
   * the notification history shows, has it masked. An admin account belongs to no shop.
   */
  async queueAccountEmail(tx: Db, email: QueuedAccountEmail, seal: Seal): Promise<number> {
    const base = await this.publicBaseUrl(tx);
    return this.queueEmail(tx, {
      recipient: email.recipient.trim(),
      customerName: email.fullName.slice(0, 200),
      subject: MSG.accountEmailSubject(email.systemName).slice(0, 300),
      body: accountEmailText(email, MASKED_PASSWORD, base),
      sealedBody: seal(accountEmailText(email, email.password, base)),
      repairFormId: null,
      repairShopId: null,
    });
  }

  async queueFormEmail(tx: Db, email: QueuedFormEmail): Promise<number> {
    const base = await this.publicBaseUrl(tx);
    return this.queueEmail(tx, {
      recipient: email.recipient.trim(),
      customerName: email.customerName,
      subject: formEmailSubject(email.formNumber, email.plateNumber),
      body: formEmailText(email, base),
      repairFormId: email.repairFormId,
      repairShopId: email.repairShopId,
    });
  }

  /** Queues an e-mail in the caller's transaction (Pending, the recipient masked for the history); returns its id. */
  async queueEmail(tx: Db, row: EmailRow): Promise<number> {
    const [queued] = await tx
      .insert(notifications)
      .values({ ...row, type: 'Email', status: 'Pending', recipientMasked: maskEmail(row.recipient) })
      .returning({ id: notifications.id });
    return queued.id;
  }

  /** Several e-mails in one insert (the reminders' daily check); their ids in the order given. */
  async queueEmails(tx: Db, rows: EmailRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const queued = await tx
      .insert(notifications)
      .values(rows.map((row) => ({ ...row, type: 'Email' as const, status: 'Pending' as const, recipientMasked: maskEmail(row.recipient) })))
      .returning({ id: notifications.id });
    return queued.map((row) => row.id);
  }
}
