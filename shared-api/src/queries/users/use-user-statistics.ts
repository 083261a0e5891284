import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getUserStatistics } from '../../endpoints/users';
import { queryKeys } from '../query-keys';

/** GET /users/statistics: total and active admins, over every row. */
export function useUserStatistics({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.users.statistics(), queryFn: () => getUserStatistics(api), enabled });
}
