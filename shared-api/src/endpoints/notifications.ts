import type { AxiosInstance } from 'axios';
import type { Notification, NotificationListParams, NotificationStatistics, TestNotificationInput } from '../dto/notification';
import { getPage, type Page } from './paged';

export type NotificationPage = Page<Notification>;

/** One page of GET /notification with its filters, newest first, with the total from x-total-count. */
export const listNotificationPage = (api: AxiosInstance, params: NotificationListParams = {}): Promise<NotificationPage> =>
  getPage<Notification>(api, '/notification', params);

export const getNotificationStatistics = (api: AxiosInstance) => api.get<NotificationStatistics>('/notification/statistics').then((r) => r.data);
export const resendNotification = (api: AxiosInstance, notificationId: number) =>
  api.post<{ message: string }>('/notification/resend', { notificationId }).then((r) => r.data);
export const sendTestNotification = (api: AxiosInstance, body: TestNotificationInput) =>
  api.post<{ message: string }>('/notification/test-email', body).then((r) => r.data);
