import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listVehiclePage } from '../../endpoints/vehicles';
import type { VehicleListParams } from '../../types';
import { queryKeys } from '../query-keys';

/** One page of GET /vehicles with filters and search (empty ones left out); the rows shown stay while the next page loads. */
export function useVehicles(params: VehicleListParams) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.vehicles.list(params), queryFn: () => listVehiclePage(api, params), placeholderData: keepPreviousData });
}
