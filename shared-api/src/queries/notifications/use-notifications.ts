import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getNotificationStatistics, listNotificationPage, resendNotification, sendTestNotification } from '../../endpoints/notifications';
import type { NotificationListParams, TestNotificationInput } from '../../dto/notification';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** One page of GET /notification; the rows shown stay while the next page loads. */
export function useNotificationPage(params: NotificationListParams) {
  return usePageQuery(queryKeys.notifications.page(params), (api) => listNotificationPage(api, params));
}

/** GET /notification/statistics: the four cards and the 7-day strip. */
export function useNotificationStatistics() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.notifications.statistics(), queryFn: () => getNotificationStatistics(api) });
}

/** POST /notification/resend. */
export function useResendNotification() {
  return useInvalidatingMutation((api, id: number) => resendNotification(api, id), [queryKeys.notifications.all]);
}

/** POST /notification/test-email. */
export function useSendTestNotification() {
  return useInvalidatingMutation((api, body: TestNotificationInput) => sendTestNotification(api, body), [queryKeys.notifications.all]);
}
