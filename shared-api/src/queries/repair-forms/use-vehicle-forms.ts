import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listVehicleForms } from '../../endpoints/repair-forms';
import { queryKeys } from '../query-keys';

/** GET /forms/vehicle/{id}; null asks nothing. */
export function useVehicleForms(vehicleId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.repairForms.ofVehicle(vehicleId ?? 0),
    queryFn: () => listVehicleForms(api, vehicleId ?? 0),
    enabled: vehicleId !== null,
  });
}
