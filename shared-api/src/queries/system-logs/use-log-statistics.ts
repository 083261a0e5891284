import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { LogStatisticsParams } from '../../dto/system-log';
import { getLogStatistics } from '../../endpoints/system-logs';
import { queryKeys } from '../query-keys';

/** GET /logs/statistics: the four cards of the log screen, over every row of the period. */
export function useLogStatistics(params: LogStatisticsParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.systemLogs.statistics(params), queryFn: () => getLogStatistics(api, params), enabled });
}
