import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { deleteVehicle } from '../../endpoints/vehicles';
import type { Vehicle } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** DELETE /vehicles/{id}. The vehicle leaves the lists on screen at once, without asking the server again. */
export function useDeleteVehicle() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteVehicle(api, id),
    onSuccess: (_answer, id) => {
      client.setQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.lists }, (list) => list?.filter((vehicle) => vehicle.id !== id));
      client.removeQueries({ queryKey: queryKeys.vehicles.detail(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.vehicles.all, refetchType: 'none' }),
        invalidate(client, queryKeys.drivers.all, queryKeys.dashboard.all),
      ]);
    },
  });
}
