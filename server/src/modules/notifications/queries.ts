import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { maskName } from '@tamir/shared-api/domain';
import type { Notification } from '@tamir/shared-api/dto';
import { notifications, repairForms } from '../../db/schema/index';
import { isAdmin, type AuthUser } from '../../lib/caller';
import type { DayRange } from '../../lib/istanbul-day';
import { likePattern } from '../../lib/search-text';

/** The history's columns with the form number and plate of the related form (never the recipient in clear, nor the sealed body). */
export const notificationSelection = {
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
  // A form's e-mail names the form's plate; a reminder's (issue 44) its vehicle's.
  vehiclePlateNumber: sql<string | null>`coalesce(${repairForms.plateNumber}, (select v.plate_number from vehicles v where v.id = ${notifications.vehicleId}))`,
};

type NotificationRow = Omit<Notification, 'createdAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null };

/** A row as the history shows it: recipient and customer name masked (administration §2.2). */
export const toNotificationDto = (row: NotificationRow): Notification => ({
  ...row,
  customerName: row.customerName ? maskName(row.customerName) : null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** Tenancy: an Admin sees every notification, a Tamirci those of their shop (none without one). */
export const notificationScope = (user: AuthUser): SQL[] => (isAdmin(user) ? [] : [eq(notifications.repairShopId, user.repairShopId ?? 0)]);

export interface NotificationFilter {
  type?: 'Email' | 'SMS';
  status?: 'Pending' | 'Sent' | 'Failed';
  recipient?: string;
  /** The İstanbul days from the start day to the end day. */
  from?: Date;
  to?: Date;
}

/**
 * The list's filters. The recipient is matched, case-insensitively, as part of the e-mail address
 * itself (SMS recipients are stored encrypted and are not matched); the answer stays masked.
 */
export function notificationConditions(filter: NotificationFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(notifications.type, filter.type));
  if (filter.status) conditions.push(eq(notifications.status, filter.status));
  if (filter.recipient) conditions.push(sql`(${notifications.type} = 'Email' and lower(${notifications.recipient}) like ${likePattern(filter.recipient)})`);
  if (filter.from) conditions.push(gte(notifications.createdAt, filter.from));
  if (filter.to) conditions.push(lt(notifications.createdAt, filter.to));
  return conditions;
}

/** Counts by status over the rows of `where`. */
export const statusTotals = {
  total: sql<number>`count(*)::int`,
  sent: sql<number>`count(*) filter (where ${notifications.status} = 'Sent')::int`,
  pending: sql<number>`count(*) filter (where ${notifications.status} = 'Pending')::int`,
  failed: sql<number>`count(*) filter (where ${notifications.status} = 'Failed')::int`,
};

/** The İstanbul day (YYYY-MM-DD) a notification was made on. */
export const istanbulDay = sql<string>`to_char(${notifications.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`;

/** Counts by type per İstanbul day. */
export const dayTotals = {
  day: istanbulDay,
  total: sql<number>`count(*)::int`,
  email: sql<number>`count(*) filter (where ${notifications.type} = 'Email')::int`,
  sms: sql<number>`count(*) filter (where ${notifications.type} = 'SMS')::int`,
};

/** Rows made within the range (inclusive start, exclusive end). */
export const madeWithin = (range: DayRange): SQL[] => [gte(notifications.createdAt, range.from), lt(notifications.createdAt, range.to)];
