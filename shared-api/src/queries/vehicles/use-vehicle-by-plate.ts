import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { searchVehicleByPlate } from '../../endpoints/vehicles';
import { queryKeys } from '../query-keys';

/** GET /vehicles/search/{plate}: the vehicle, or null when none has the plate; null asks nothing. */
export function useVehicleByPlate(plate: string | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.vehicles.byPlate(plate ?? ''), queryFn: () => searchVehicleByPlate(api, plate ?? ''), enabled: plate !== null });
}
