import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { LogSearchFilter } from '../../dto/system-log';
import { searchLogs } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';

/** POST /logs/search (Admin); the rows shown stay while the next page loads. */
export function useLogSearch(filter: LogSearchFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.systemLogs.search(filter), queryFn: () => searchLogs(api, filter), enabled, placeholderData: keepPreviousData });
}
