import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { maskEmail } from '../../lib/masking';
import { formEmailSubject, formEmailText, publicFormLink, type FormEmailContent } from './form-email';

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

  constructor(private readonly publicBaseUrl: string | null) {}

  /** The public page of a link as the e-mails and SMS texts give it. */
  linkFor(token: string): string {
    return publicFormLink(token, this.publicBaseUrl);
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

  async queueFormEmail(tx: Db, email: QueuedFormEmail): Promise<number> {
    const recipient = email.recipient.trim();
    const [row] = await tx
      .insert(notifications)
      .values({
        type: 'Email',
        status: 'Pending',
        recipient,
        recipientMasked: maskEmail(recipient),
        customerName: email.customerName,
        subject: formEmailSubject(email.formNumber, email.plateNumber),
        body: formEmailText(email, this.publicBaseUrl),
        repairFormId: email.repairFormId,
        repairShopId: email.repairShopId,
      })
      .returning({ id: notifications.id });
    return row.id;
  }
}
