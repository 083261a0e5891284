import type { LogSearchFilter } from '../../dto/system-log';
import { searchLogs } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** POST /logs/search (Admin); the rows shown stay while the next page loads. */
export function useLogSearch(filter: LogSearchFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.systemLogs.search(filter), (api) => searchLogs(api, filter), { enabled });
}
