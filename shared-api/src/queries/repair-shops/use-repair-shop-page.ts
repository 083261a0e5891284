import { listRepairShopPage } from '../../endpoints/repair-shops';
import type { RepairShopListParams } from '../../types';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';

/** One page of GET /repairshop with its filters; the cards shown stay while the next page loads. */
export function useRepairShopPage(params: RepairShopListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return usePageQuery(queryKeys.repairShops.page(params), (api) => listRepairShopPage(api, params), { enabled });
}
