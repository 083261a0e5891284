import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { deleteRepairShop } from '../../endpoints/repair-shops';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** DELETE /repairshop/{id}; the shop's accounts and company links go with it, so companies are read again too. */
export function useDeleteRepairShop() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRepairShop(api, id),
    onSuccess: () => invalidate(client, queryKeys.repairShops.all, queryKeys.companies.all, queryKeys.dashboard.all),
  });
}
