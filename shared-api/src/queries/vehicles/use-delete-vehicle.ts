import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { deleteVehicle } from '../../endpoints/vehicles';
import type { Page } from '../../endpoints/paged';
import type { Vehicle } from '../../types';

function withoutVehicle(page: Page<Vehicle> | undefined, id: number): Page<Vehicle> | undefined {
  if (!page || !page.data.some((vehicle) => vehicle.id === id)) return page;
  const totalCount = Math.max(0, page.totalCount - 1);
  return { ...page, data: page.data.filter((vehicle) => vehicle.id !== id), totalCount, totalPages: Math.ceil(totalCount / page.pageSize) };
}
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/**
 * DELETE /vehicles/{id}. The vehicle leaves the pages on screen at once (the count with it); the
 * lists on screen are then read again, so the next page's first vehicle moves up.
 */
export function useDeleteVehicle() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteVehicle(api, id),
    onSuccess: (_answer, id) => {
      client.setQueriesData<Page<Vehicle>>({ queryKey: queryKeys.vehicles.lists }, (page) => withoutVehicle(page, id));
      client.removeQueries({ queryKey: queryKeys.vehicles.detail(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.vehicles.lists }),
        client.invalidateQueries({ queryKey: queryKeys.vehicles.all, refetchType: 'none' }),
        invalidate(client, queryKeys.drivers.all, queryKeys.dashboard.all),
      ]);
    },
  });
}
