import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getDriverStatistics, listDriverPage, type DriverListParams } from '../../endpoints/drivers';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** One page of GET /drivers; the rows shown stay while a changed search or page loads. */
export function useDrivers(params: DriverListParams) {
  return usePageQuery(queryKeys.drivers.list(params), (api) => listDriverPage(api, params));
}

/** GET /drivers/statistics: the stat cards over every driver. */
export function useDriverStatistics() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.drivers.statistics, queryFn: () => getDriverStatistics(api) });
}
