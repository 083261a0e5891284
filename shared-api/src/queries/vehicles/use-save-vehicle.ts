import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createVehicle, updateVehicle } from '../../endpoints/vehicles';
import type { VehicleInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** POST /vehicles without an id, PUT /vehicles/{id} with one. Drivers are read from vehicles, so they change too. */
export function useSaveVehicle() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: VehicleInput }) => (id === null ? createVehicle(api, body) : updateVehicle(api, id, body)),
    onSuccess: () => invalidate(client, queryKeys.vehicles.all, queryKeys.drivers.all, queryKeys.dashboard.all),
  });
}
