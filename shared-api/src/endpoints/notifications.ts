import type { AxiosInstance } from 'axios';
import { LIMITS } from '../domain/limits';
import type { Notification, NotificationListParams, NotificationStatistics, TestNotificationInput } from '../dto/notification';
import { compactParams } from './query-params';
import { totalCountOf } from './repair-shops';

export interface NotificationPage {
  data: Notification[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** One page of GET /notification with its filters, newest first, with the total from x-total-count. */
export async function listNotificationPage(api: AxiosInstance, params: NotificationListParams = {}): Promise<NotificationPage> {
  const page = params.page ?? 1;
  const pageSize = params.pageSize ?? LIMITS.listPageSize;
  const response = await api.get<Notification[]>('/notification', { params: compactParams({ ...params, page, pageSize }) });
  const totalCount = totalCountOf(response.headers, response.data.length);
  return { data: response.data, totalCount, page, pageSize, totalPages: Math.ceil(totalCount / pageSize) };
}

export const getNotificationStatistics = (api: AxiosInstance) => api.get<NotificationStatistics>('/notification/statistics').then((r) => r.data);
export const resendNotification = (api: AxiosInstance, notificationId: number) =>
  api.post<{ message: string }>('/notification/resend', { notificationId }).then((r) => r.data);
export const sendTestNotification = (api: AxiosInstance, body: TestNotificationInput) =>
  api.post<{ message: string }>('/notification/test-email', body).then((r) => r.data);
