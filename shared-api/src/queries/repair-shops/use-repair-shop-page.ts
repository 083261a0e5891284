import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listRepairShopPage } from '../../endpoints/repair-shops';
import type { RepairShopListParams } from '../../types';
import { queryKeys } from '../query-keys';

/** One page of GET /repairshop with its filters; the cards shown stay while the next page loads. */
export function useRepairShopPage(params: RepairShopListParams, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.repairShops.page(params),
    queryFn: () => listRepairShopPage(api, params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
