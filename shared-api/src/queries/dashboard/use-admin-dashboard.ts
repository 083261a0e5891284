import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getAdminDashboard } from '../../endpoints/dashboard';
import { queryKeys } from '../query-keys';

/** GET /dashboard/admin. */
export function useAdminDashboard() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.dashboard.admin(), queryFn: () => getAdminDashboard(api) });
}
