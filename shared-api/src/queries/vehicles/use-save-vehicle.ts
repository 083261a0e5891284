import { createVehicle, updateVehicle } from '../../endpoints/vehicles';
import type { VehicleInput } from '../../types';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** POST /vehicles without an id, PUT /vehicles/{id} with one. Drivers are read from vehicles, so they change too. */
export function useSaveVehicle() {
  return useInvalidatingMutation(
    (api, { id, body }: { id: number | null; body: VehicleInput }) => (id === null ? createVehicle(api, body) : updateVehicle(api, id, body)),
    [queryKeys.vehicles.all, queryKeys.drivers.all, queryKeys.dashboard.all],
  );
}
