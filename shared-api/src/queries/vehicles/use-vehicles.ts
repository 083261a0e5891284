import { listVehiclePage } from '../../endpoints/vehicles';
import type { VehicleListParams } from '../../types';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** One page of GET /vehicles with filters and search (empty ones left out); the rows shown stay while the next page loads. */
export function useVehicles(params: VehicleListParams) {
  return usePageQuery(queryKeys.vehicles.list(params), (api) => listVehiclePage(api, params));
}
