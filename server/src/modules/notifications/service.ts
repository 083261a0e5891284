import { and, desc, eq, sql } from 'drizzle-orm';
import { MSG, isPlaceholderEmail, maskEmail, testNotificationProblem, type TestNotificationValues } from '@tamir/shared-api/domain';
import type { Notification, NotificationQueryValues, NotificationStatistics } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, notifications, repairForms } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { countRows } from '../../lib/count-rows';
import { badRequest, conflict, notFound, validationFailed, type FieldErrors } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import { dayRange, parseDay, todayRange } from '../../lib/istanbul-day';
import { readPaging } from '../../lib/paging';
import { linkedTo } from '../companies/queries';
import type { SystemLogService } from '../system-logs/service';
import type { NotificationOutbox } from './outbox';
import {
  dayTotals,
  madeWithin,
  notificationConditions,
  notificationScope,
  notificationSelection,
  statusTotals,
  toNotificationDto,
  type NotificationFilter,
} from './queries';

const DAY_MS = 86_400_000;
/** administration §9: the statistics cover the last 7 days. */
const STAT_DAYS = 7;

/**
 * Notification history (administration §2.2, §7). Admin: every notification; Tamirci: those of
 * their shop (its forms' e-mails and the tests its staff sent).
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly outbox: NotificationOutbox,
  ) {}

  /** One page, newest first (id breaks ties), with the total of every matching row. */
  async list(user: AuthUser, query: NotificationQueryValues): Promise<{ rows: Notification[]; totalCount: number }> {
    const paging = readPaging(query);
    const where = and(...notificationScope(user), ...notificationConditions(readFilter(query)));
    const [rows, total] = await Promise.all([
      this.db
        .select(notificationSelection)
        .from(notifications)
        .leftJoin(repairForms, eq(repairForms.id, notifications.repairFormId))
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(paging.pageSize)
        .offset(paging.offset),
      countRows(this.db, notifications, where),
    ]);
    return { rows: rows.map(toNotificationDto), totalCount: total };
  }

  /** The four totals and the strip cover the last 7 İstanbul days (today included), as §9 says; a day without any is there with zeros. */
  async statistics(user: AuthUser, now = Date.now()): Promise<NotificationStatistics> {
    const today = todayRange(now);
    const range = { from: new Date(today.from.getTime() - (STAT_DAYS - 1) * DAY_MS), to: today.to };
    const where = and(...notificationScope(user), ...madeWithin(range));
    const [[totals], perDay] = await Promise.all([
      this.db.select(statusTotals).from(notifications).where(where),
      this.db.select(dayTotals).from(notifications).where(where).groupBy(dayTotals.day),
    ]);
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    const dailyCounts = Array.from({ length: STAT_DAYS }, (_, i) => {
      // Noon of the day, so the label is that İstanbul day.
      const date = new Date(range.from.getTime() + i * DAY_MS + 12 * 3_600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
      const r = byDay.get(date);
      return { date, totalCount: Number(r?.total ?? 0), emailCount: Number(r?.email ?? 0), smsCount: Number(r?.sms ?? 0) };
    });
    return {
      totalNotifications: Number(totals.total),
      sentCount: Number(totals.sent),
      pendingCount: Number(totals.pending),
      failedCount: Number(totals.failed),
      dailyCounts,
    };
  }

  /** Allowed when not Sent (§4): counted as a retry and queued again now. An SMS is refused while SMS sending is inactive. */
  async resend(notificationId: number, actor: Actor): Promise<{ message: string }> {
    const { user } = actor;
    await this.db.transaction(async (tx) => {
      const [row] = isDbId(notificationId)
        ? await tx
            .select({ id: notifications.id, type: notifications.type, status: notifications.status, recipientMasked: notifications.recipientMasked })
            .from(notifications)
            .where(and(eq(notifications.id, notificationId), ...notificationScope(user)))
            .for('update')
        : [];
      if (!row) throw notFound(MSG.notificationNotFound);
      if (row.status === 'Sent') throw conflict(MSG.notificationAlreadySent);
      if (row.type === 'SMS') throw conflict(MSG.smsInactive);
      await tx
        .update(notifications)
        .set({
          status: 'Pending',
          retryCount: sql`${notifications.retryCount} + 1`,
          nextAttemptAt: sql`now()`,
          errorMessage: null,
          lockedBy: null,
          lockedAt: null,
        })
        .where(eq(notifications.id, notificationId));
      await this.systemLog.record(
        tx,
        { action: 'Send', entityType: 'Notification', entityId: notificationId, description: `Bildirim yeniden gönderildi: ${row.recipientMasked}` },
        actor,
      );
    });
    this.outbox.notifyQueued();
    return { message: MSG.notificationResent };
  }

  /**
   * A test e-mail through the outbox, so the dispatcher sends it over SMTP and it is in the history.
   * Admin: any recipient. Tamirci: one of their companies, to its contact e-mail whatever the body
   * says (a company of another shop is not found). The checks in the spec's order.
   */
  async testEmail(input: TestNotificationValues, actor: Actor): Promise<{ message: string }> {
    const { user } = actor;
    const admin = isAdmin(user);
    let recipient = input.recipient;
    let customerName: string | null = null;
    if (!admin && input.companyId) {
      const [company] = await this.db
        .select({ name: companies.name, email: companies.contactEmail })
        .from(companies)
        .where(and(eq(companies.id, input.companyId), linkedTo(user.repairShopId ?? 0)));
      if (!company) throw notFound(MSG.companyNotFound);
      // 'E-posta yok' companies have no address: the recipient is then empty.
      recipient = company.email && !isPlaceholderEmail(company.email) ? company.email : '';
      customerName = company.name;
    }
    const problem = testNotificationProblem({ ...input, recipient }, { isAdmin: admin });
    if (problem) throw badRequest(problem.message, Object.fromEntries(problem.fields.map((field) => [field, [problem.message]])));
    await this.db.transaction(async (tx) => {
      const id = await this.outbox.queueEmail(tx, {
        recipient,
        customerName,
        subject: input.subject,
        body: input.body,
        repairShopId: admin ? null : user.repairShopId,
      });
      await this.systemLog.record(
        tx,
        { action: 'Send', entityType: 'Notification', entityId: id, description: `Test e-postası sıraya alındı: ${maskEmail(recipient)}` },
        actor,
      );
    });
    this.outbox.notifyQueued();
    return { message: MSG.testEmailQueued };
  }
}

/** The list query as filters: days are İstanbul days (YYYY-MM-DD), the end day included; a bad day or an end before the start is a 400. */
function readFilter(query: NotificationQueryValues): NotificationFilter {
  const errors: FieldErrors = {};
  const start = query.startDate ? parseDay(query.startDate) : undefined;
  const end = query.endDate ? parseDay(query.endDate) : undefined;
  if (start === null) errors.startDate = [MSG.dateInvalid];
  if (end === null) errors.endDate = [MSG.dateInvalid];
  if (start && end && dayRange(start).from >= dayRange(end).to) errors.endDate = [MSG.dateRangeInvalid];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    type: query.type,
    status: query.status,
    recipient: query.recipient?.trim() || undefined,
    from: start ? dayRange(start).from : undefined,
    to: end ? dayRange(end).to : undefined,
  };
}
