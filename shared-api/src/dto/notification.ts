import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { Nullable, PAGING, counts } from './common';
import type { resendNotificationSchema, testNotificationSchema } from '../schemas/test-notification';
import type { BodyOf } from '../schemas/body-of';

const max = LIMITS.notification;

const NotificationType = Type.Union([Type.Literal('Email'), Type.Literal('SMS')]);
const NotificationStatus = Type.Union([Type.Literal('Pending'), Type.Literal('Sent'), Type.Literal('Failed')]);

/** A notification of the history (administration §3): the recipient and the customer name masked, never in clear. */
export const NotificationDto = Type.Object({
  id: Type.Integer(),
  type: NotificationType,
  status: NotificationStatus,
  recipientMasked: Type.String(),
  customerName: Nullable(Type.String()),
  subject: Type.String(),
  body: Type.String(),
  errorMessage: Nullable(Type.String()),
  retryCount: Type.Integer(),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
  repairFormId: Nullable(Type.Integer()),
  repairFormNumber: Nullable(Type.String()),
  vehiclePlateNumber: Nullable(Type.String()),
});
export type Notification = Static<typeof NotificationDto>;

/** GET /notification: type, recipient (contains, on the e-mail address), start and end day (YYYY-MM-DD, İstanbul days), paged. */
export const NotificationQuery = Type.Object({
  type: Type.Optional(NotificationType),
  status: Type.Optional(NotificationStatus),
  recipient: Type.Optional(Type.String({ maxLength: max.recipient })),
  startDate: Type.Optional(Type.String({ maxLength: 10 })),
  endDate: Type.Optional(Type.String({ maxLength: 10 })),
  ...PAGING,
});
export type NotificationQueryValues = Static<typeof NotificationQuery>;
export type NotificationListParams = Omit<NotificationQueryValues, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const NotificationStatisticsDto = Type.Object({
  ...counts('totalNotifications', 'sentCount', 'pendingCount', 'failedCount'),
  dailyCounts: Type.Array(Type.Object({ date: Type.String(), totalCount: Type.Integer(), emailCount: Type.Integer(), smsCount: Type.Integer() })),
});
export type NotificationStatistics = Static<typeof NotificationStatisticsDto>;

/** What a client sends; checked by the shared resendNotificationSchema. */
export type ResendInput = BodyOf<typeof resendNotificationSchema>;
/** What a client sends; checked by the shared testNotificationSchema. */
export type TestNotificationInput = BodyOf<typeof testNotificationSchema>;
