import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getLog } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';

/** GET /logs/{id}: the detail dialog's entry; nothing is asked while `id` is null. */
export function useLog(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.systemLogs.detail(id ?? 0), queryFn: () => getLog(api, id!), enabled: id !== null });
}
