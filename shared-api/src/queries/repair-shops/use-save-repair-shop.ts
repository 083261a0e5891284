import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { createRepairShop, updateRepairShop } from '../../endpoints/repair-shops';
import type { RepairShopCreateInput, RepairShopUpdateInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

export type SaveRepairShopInput = { id: null; body: RepairShopCreateInput } | { id: number; body: RepairShopUpdateInput };

/** POST /repairshop without an id (the shop and its login), PUT /repairshop/{id} with one. */
export function useSaveRepairShop() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRepairShopInput) => (input.id === null ? createRepairShop(api, input.body) : updateRepairShop(api, input.id, input.body)),
    onSuccess: () => invalidate(client, queryKeys.repairShops.all, queryKeys.dashboard.all),
  });
}
