import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { MSG, isValidEmail } from '@tamir/shared-api/domain';
import type { Notification, NotificationQueryValues, NotificationStatistics, TestNotificationInput } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { companies, notifications, repairForms } from '../../db/schema/index';
import { isAdmin, type Actor, type AuthUser } from '../../lib/caller';
import { badRequest, conflict, notFound, validationFailed, type FieldErrors } from '../../lib/http-errors';
import { isDbId } from '../../lib/ids';
import { dayRange, parseDay, todayRange } from '../../lib/istanbul-day';
import { maskEmail } from '../../lib/masking';
import { readPaging } from '../../lib/paging';
import { likePattern } from '../../lib/search-text';
import { linkedTo } from '../companies/queries';
import type { SystemLogService } from '../system-logs/service';
import type { NotificationOutbox } from './outbox';

const DAY_MS = 86_400_000;
const STAT_DAYS = 7;

const selection = {
  id: notifications.id,
  type: notifications.type,
  status: notifications.status,
  recipientMasked: notifications.recipientMasked,
  customerName: notifications.customerName,
  subject: notifications.subject,
  body: notifications.body,
  errorMessage: notifications.errorMessage,
  retryCount: notifications.retryCount,
  createdAt: notifications.createdAt,
  sentAt: notifications.sentAt,
  repairFormId: notifications.repairFormId,
  repairFormNumber: repairForms.formNumber,
  vehiclePlateNumber: repairForms.plateNumber,
};

type Row = Omit<Notification, 'createdAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null };
const toDto = (row: Row): Notification => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt ? row.sentAt.toISOString() : null });

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

  async list(user: AuthUser, query: NotificationQueryValues): Promise<{ rows: Notification[]; totalCount: number }> {
    const paging = readPaging(query);
    const where = and(...this.scope(user), ...this.filters(query));
    const [rows, [total]] = await Promise.all([
      this.db
        .select(selection)
        .from(notifications)
        .leftJoin(repairForms, eq(repairForms.id, notifications.repairFormId))
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(paging.pageSize)
        .offset(paging.offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(where),
    ]);
    return { rows: rows.map(toDto), totalCount: Number(total.n) };
  }

  /** The four totals and the strip cover the last 7 İstanbul days (today included), as §9 says. */
  async statistics(user: AuthUser, now = Date.now()): Promise<NotificationStatistics> {
    const today = todayRange(now);
    const from = new Date(today.from.getTime() - (STAT_DAYS - 1) * DAY_MS);
    const scope = and(...this.scope(user), gte(notifications.createdAt, from), lt(notifications.createdAt, today.to));
    const day = sql<string>`to_char(${notifications.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`;
    const [totals] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        sent: sql<number>`count(*) filter (where ${notifications.status} = 'Sent')::int`,
        pending: sql<number>`count(*) filter (where ${notifications.status} = 'Pending')::int`,
        failed: sql<number>`count(*) filter (where ${notifications.status} = 'Failed')::int`,
      })
      .from(notifications)
      .where(scope);
    const perDay = await this.db
      .select({
        day,
        total: sql<number>`count(*)::int`,
        email: sql<number>`count(*) filter (where ${notifications.type} = 'Email')::int`,
        sms: sql<number>`count(*) filter (where ${notifications.type} = 'SMS')::int`,
      })
      .from(notifications)
      .where(scope)
      .groupBy(day);
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    const dailyCounts = Array.from({ length: STAT_DAYS }, (_, i) => {
      const date = new Date(today.from.getTime() - (STAT_DAYS - 1 - i) * DAY_MS + 12 * 3_600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
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

  /** Allowed when not Sent: counted as a retry, queued again now. An SMS stays refused while SMS sending is off. */
  async resend(notificationId: number, actor: Actor): Promise<{ message: string }> {
    const { user } = actor;
    await this.db.transaction(async (tx) => {
      const [row] = isDbId(notificationId)
        ? await tx
            .select({ id: notifications.id, type: notifications.type, status: notifications.status, recipientMasked: notifications.recipientMasked })
            .from(notifications)
            .where(and(eq(notifications.id, notificationId), ...this.scope(user)))
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

  /** A test e-mail through the outbox. Admin: any recipient; Tamirci: one of their companies, to its contact e-mail. */
  async testEmail(input: TestNotificationInput, actor: Actor): Promise<{ message: string }> {
    const { user } = actor;
    if ((input.type ?? 'Email') === 'SMS') throw badRequest(MSG.smsInactive);
    const subject = input.subject?.trim() ?? '';
    const body = input.body?.trim() ?? '';
    let recipient = input.recipient?.trim() ?? '';
    let customerName: string | null = null;
    if (!isAdmin(user)) {
      if (!input.companyId) throw validationFailed({ companyId: [MSG.chooseCompany] });
      const [company] = await this.db
        .select({ name: companies.name, email: companies.contactEmail })
        .from(companies)
        .where(and(eq(companies.id, input.companyId), linkedTo(user.repairShopId ?? 0)));
      if (!company) throw notFound(MSG.companyNotFound);
      recipient = company.email ?? '';
      customerName = company.name;
    }
    const errors: FieldErrors = {};
    if (!recipient || !subject || !body) throw badRequest(MSG.fillAllFields);
    if (!isValidEmail(recipient)) errors.recipient = [MSG.emailInvalid];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({
          type: 'Email',
          status: 'Pending',
          recipient,
          recipientMasked: maskEmail(recipient),
          customerName,
          subject,
          body,
          repairShopId: isAdmin(user) ? null : user.repairShopId,
        })
        .returning({ id: notifications.id });
      await this.systemLog.record(
        tx,
        { action: 'Send', entityType: 'Notification', entityId: row.id, description: `Test e-postası: ${maskEmail(recipient)}` },
        actor,
      );
    });
    this.outbox.notifyQueued();
    return { message: MSG.testEmailQueued };
  }

  private scope(user: AuthUser): SQL[] {
    return isAdmin(user) ? [] : [eq(notifications.repairShopId, user.repairShopId ?? 0)];
  }

  private filters(query: NotificationQueryValues): SQL[] {
    const conditions: SQL[] = [];
    const errors: FieldErrors = {};
    if (query.type) conditions.push(eq(notifications.type, query.type));
    if (query.status) conditions.push(eq(notifications.status, query.status));
    const recipient = query.recipient?.trim();
    // The address itself is matched only for e-mails (SMS recipients are stored encrypted), always shown masked.
    if (recipient)
      conditions.push(sql`(${notifications.type} = 'Email' and lower(${notifications.recipient}) like ${likePattern(recipient.toLocaleLowerCase('tr-TR'))})`);
    const start = query.startDate ? parseDay(query.startDate) : undefined;
    const end = query.endDate ? parseDay(query.endDate) : undefined;
    if (start === null) errors.startDate = [MSG.dateInvalid];
    if (end === null) errors.endDate = [MSG.dateInvalid];
    if (start && end && dayRange(start).from >= dayRange(end).to) errors.endDate = [MSG.dateRangeInvalid];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (start) conditions.push(gte(notifications.createdAt, dayRange(start).from));
    if (end) conditions.push(lt(notifications.createdAt, dayRange(end).to));
    return conditions;
  }
}
