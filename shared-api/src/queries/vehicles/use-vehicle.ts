import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getVehicle } from '../../endpoints/vehicles';
import { queryKeys } from '../query-keys';

/** GET /vehicles/{id}; null asks nothing. */
export function useVehicle(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.vehicles.detail(id ?? 0), queryFn: () => getVehicle(api, id ?? 0), enabled: id !== null });
}
