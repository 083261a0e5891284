import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listDrivers, type DriverListParams } from '../../endpoints/drivers';
import { queryKeys } from '../query-keys';

/** GET /drivers; the rows shown stay while a changed search loads. */
export function useDrivers(params: DriverListParams, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.drivers.list(params), queryFn: () => listDrivers(api, params), enabled, placeholderData: keepPreviousData });
}
