import { deleteRepairShop } from '../../endpoints/repair-shops';
import { queryKeys } from '../query-keys';
import { useInvalidatingMutation } from '../use-invalidating-mutation';

/** DELETE /repairshop/{id}; the shop's accounts and company links go with it, so companies are read again too. */
export function useDeleteRepairShop() {
  return useInvalidatingMutation((api, id: number) => deleteRepairShop(api, id), [queryKeys.repairShops.all, queryKeys.companies.all, queryKeys.dashboard.all]);
}
