import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { LIMITS } from '../../domain/limits';
import { getTamirciDashboard } from '../../endpoints/dashboard';
import { queryKeys } from '../query-keys';

/**
 * GET /dashboard/tamirci, polled every 10 s while shown, also in a background tab (auto-print
 * watches it there). After a failed first load it waits for the user's retry.
 */
export function useTamirciDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dashboard.tamirci(),
    queryFn: () => getTamirciDashboard(api),
    refetchInterval: (query) => (query.state.data === undefined && query.state.status === 'error' ? false : LIMITS.dashboardPollMs),
    refetchIntervalInBackground: true,
  });
}
