import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listVehicles } from '../../endpoints/vehicles';
import type { VehicleListParams } from '../../types';
import { queryKeys } from '../query-keys';

/** GET /vehicles with filters (empty ones are left out). */
export function useVehicles(params: VehicleListParams) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.vehicles.list(params), queryFn: () => listVehicles(api, params) });
}
