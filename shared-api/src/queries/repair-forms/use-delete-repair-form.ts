import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { deleteRepairForm } from '../../endpoints/repair-forms';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** DELETE /repairform/{id}. */
export function useDeleteRepairForm() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRepairForm(api, id),
    onSuccess: () => invalidate(client, queryKeys.repairForms.all, queryKeys.vehicles.all, queryKeys.drivers.all, queryKeys.dashboard.all),
  });
}
