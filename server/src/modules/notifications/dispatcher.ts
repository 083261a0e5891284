import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';
import type { SystemLogService } from '../system-logs/service';
import { claimDue, markAttemptFailed, markFailed, markSent, releaseClaims, renewClaim, type NotificationRow } from './claims';
import { renderEmailHtml } from './form-email';
import { describeSmtpError, EMAIL_DISABLED_REASON, type SmtpSetup } from './smtp';

export interface DispatcherOptions {
  pollMs: number;
  batchSize?: number;
  /** Wait after the 1st, 2nd, … failed attempt; the last value repeats. */
  retryDelaysMs?: readonly number[];
  /** Attempts before a notification is Failed for good. */
  maxAttempts?: number;
  /** A claim older than this was left by a process that died. */
  staleClaimMs?: number;
  workerId?: string;
  /**
   * Decrypts a row's `sealed_body` (the text with a secret, e.g. a new account's password), which
   * is sent instead of `body`. Without it such a row fails rather than going out masked.
   */
  unseal?: (sealed: string) => string;
  /**
   * The PDF of a form e-mail's form (a row with a repair form), rendered when the e-mail is sent
   * and attached; null when the form is gone. Never stored in the outbox.
   */
  formPdf?: (repairFormId: number) => Promise<{ fileName: string; pdf: Buffer } | null>;
  /** An invoice e-mail's files (its PDF and XML, issue 43), read when it is sent; null when the invoice is gone. */
  invoiceFiles?: (invoiceId: number) => Promise<{ fileName: string; content: Buffer; contentType: string }[] | null>;
}

/** The error a row with a sealed body gets when it cannot be opened (no key, or another key). */
export const UNSEAL_FAILED_REASON = 'Şifreli e-posta içeriği çözülemedi';

/** An invoice e-mail whose PDF or XML could not be read: it is not sent without them. */
export const INVOICE_FILES_FAILED_REASON = 'Faturanın PDF ve XML dosyaları hazırlanamadı';

export const DEFAULT_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000] as const;
const MINUTE = 60_000;
type Transport = ReturnType<typeof nodemailer.createTransport>;

export const newWorkerId = () => `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Sends the e-mails of the outbox. Runs in every API process: on a timer, and at once when this
 * process queues an e-mail. Rows are claimed in the database, so processes never share one.
 */
export class NotificationDispatcher {
  readonly workerId: string;
  private readonly batchSize: number;
  private readonly retry: { maxAttempts: number; delaysMs: readonly number[] };
  private readonly staleClaimMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly smtp: () => Promise<SmtpSetup>,
    private readonly systemLog: SystemLogService,
    private readonly log: LogSink,
    private readonly options: DispatcherOptions,
  ) {
    this.workerId = options.workerId ?? newWorkerId();
    this.batchSize = options.batchSize ?? 10;
    this.retry = { maxAttempts: options.maxAttempts ?? 5, delaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS };
    this.staleClaimMs = options.staleClaimMs ?? 5 * MINUTE;
  }

  start(): void {
    if (!this.stopped || this.options.pollMs <= 0) return;
    this.stopped = false;
    this.kick();
  }

  /** Looks for due e-mails now (or right after the pass in progress). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      this.schedule();
    });
  }

  /** No new claims; waits for the e-mail being sent, hands back the rest of its batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), this.options.pollMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        this.log.error({ failure: describeFailure(error) }, 'notification dispatch failed');
      }
    } while (this.again && !this.stopped);
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const claimed = await claimDue(this.db, this.workerId, this.batchSize, this.staleClaimMs);
      if (claimed.length === 0) return;
      await this.deliver(claimed);
      if (claimed.length < this.batchSize) return;
    }
  }

  private async deliver(rows: NotificationRow[]): Promise<void> {
    let done = 0;
    try {
      const setup = await this.smtp();
      if (setup.kind !== 'smtp') {
        const reason = setup.kind === 'disabled' ? EMAIL_DISABLED_REASON : setup.reason;
        for (const row of rows) {
          await markFailed(this.db, row.id, this.workerId, reason);
          await this.recordFailure(row, reason);
          done++;
        }
        return;
      }
      const transport = nodemailer.createTransport(setup.options);
      try {
        for (const row of rows) {
          if (this.stopped) break;
          await this.sendOne(transport, setup, row);
          done++;
        }
      } finally {
        transport.close();
      }
    } finally {
      await releaseClaims(
        this.db,
        rows.slice(done).map((row) => row.id),
        this.workerId,
      ).catch((error: unknown) => this.log.warn({ failure: describeFailure(error) }, 'releasing notification claims failed'));
    }
  }

  private async sendOne(transport: Transport, setup: Extract<SmtpSetup, { kind: 'smtp' }>, row: NotificationRow): Promise<void> {
    if (!(await renewClaim(this.db, row.id, this.workerId))) return;
    const text = this.textOf(row);
    if (text === null) {
      // Retrying cannot open it either: failed for good, the sealed text kept for a resend once the key is back.
      await markFailed(this.db, row.id, this.workerId, UNSEAL_FAILED_REASON);
      this.log.warn({ notificationId: row.id, recipient: row.recipientMasked }, 'sealed e-mail body could not be decrypted');
      await this.recordFailure(row, UNSEAL_FAILED_REASON);
      return;
    }
    let attachments: Mail.Attachment[];
    try {
      attachments = await this.attachmentsOf(row);
    } catch (error) {
      this.log.error({ notificationId: row.id, failure: describeFailure(error) }, 'invoice files could not be attached');
      const status = await markAttemptFailed(this.db, row, this.workerId, INVOICE_FILES_FAILED_REASON, this.retry);
      if (status === 'Failed') await this.recordFailure(row, INVOICE_FILES_FAILED_REASON);
      return;
    }
    try {
      await transport.sendMail({
        from: setup.from,
        to: row.recipient,
        subject: row.subject,
        text,
        html: renderEmailHtml(text),
        headers: { 'X-Tamir-Notification-Id': String(row.id) },
        attachments,
      });
    } catch (error) {
      const message = describeSmtpError(error, setup.secrets);
      const status = await markAttemptFailed(this.db, row, this.workerId, message, this.retry);
      this.log.warn({ notificationId: row.id, recipient: row.recipientMasked, attempt: row.retryCount + 1, status, error: message }, 'e-mail not sent');
      if (status === 'Failed') await this.recordFailure(row, message);
      return;
    }
    if (!(await markSent(this.db, row.id, this.workerId))) {
      this.log.warn({ notificationId: row.id }, 'e-mail sent after its claim was taken over');
    }
    // Sent: the secret has reached its reader and is not kept any longer (also if the claim moved on).
    if (row.sealedBody !== null) await this.db.update(notifications).set({ sealedBody: null }).where(eq(notifications.id, row.id));
  }

  /**
   * A form e-mail's PDF. The e-mail carries the link and the form's text itself, so a PDF that
   * cannot be made (logged) does not hold it back: it goes without the attachment.
   */
  private async attachmentsOf(row: NotificationRow): Promise<Mail.Attachment[]> {
    if (row.invoiceId !== null) return this.invoiceAttachments(row, row.invoiceId);
    if (row.repairFormId === null || !this.options.formPdf) return [];
    try {
      const file = await this.options.formPdf(row.repairFormId);
      return file ? [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }] : [];
    } catch (error) {
      this.log.error({ notificationId: row.id, failure: describeFailure(error) }, 'form PDF could not be attached');
      return [];
    }
  }

  /**
   * An invoice e-mail carries the invoice itself, so unlike a form's PDF a file that cannot be made
   * holds it back: the error goes to the attempt (retried, then Failed with the reason).
   */
  private async invoiceAttachments(row: NotificationRow, invoiceId: number): Promise<Mail.Attachment[]> {
    if (!this.options.invoiceFiles) throw new Error(`invoice files unavailable for notification ${row.id}`);
    const files = await this.options.invoiceFiles(invoiceId);
    if (!files) throw new Error(`invoice ${invoiceId} not found`);
    return files.map((file) => ({ filename: file.fileName, content: file.content, contentType: file.contentType }));
  }

  /** The text to send: the sealed body opened when there is one (null when it cannot be), else the body. */
  private textOf(row: NotificationRow): string | null {
    if (row.sealedBody === null) return row.body;
    try {
      return this.options.unseal ? this.options.unseal(row.sealedBody) : null;
    } catch {
      return null;
    }
  }

  private recordFailure(row: NotificationRow, reason: string): Promise<void> {
    return this.systemLog.record(this.db, {
      action: 'Send',
      entityType: 'Notification',
      entityId: row.id,
      level: 'Error',
      description: `E-posta gönderilemedi (${row.recipientMasked}): ${reason}`,
    });
  }
}
