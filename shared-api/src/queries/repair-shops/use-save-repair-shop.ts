import { createRepairShop, updateRepairShop } from '../../endpoints/repair-shops';
import type { RepairShopCreateInput, RepairShopUpdateInput } from '../../types';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

export type SaveRepairShopInput = { id: null; body: RepairShopCreateInput } | { id: number; body: RepairShopUpdateInput };

/** POST /repairshop without an id (the shop and its login), PUT /repairshop/{id} with one. */
export function useSaveRepairShop() {
  return useInvalidatingMutation(
    (api, input: SaveRepairShopInput) => (input.id === null ? createRepairShop(api, input.body) : updateRepairShop(api, input.id, input.body)),
    [queryKeys.repairShops.all, queryKeys.dashboard.all],
  );
}
