import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getDriverStatistics, listDriverPage, type DriverListParams } from '../../endpoints/drivers';
import { queryKeys } from '../query-keys';

/** One page of GET /drivers; the rows shown stay while a changed search or page loads. */
export function useDrivers(params: DriverListParams) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.drivers.list(params), queryFn: () => listDriverPage(api, params), placeholderData: keepPreviousData });
}

/** GET /drivers/statistics: the stat cards over every driver. */
export function useDriverStatistics() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.drivers.statistics, queryFn: () => getDriverStatistics(api) });
}
