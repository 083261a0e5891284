import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getRepairShopStatistics } from '../../endpoints/repair-shops';
import { queryKeys } from '../query-keys';

/** GET /repairshop/statistics: the four stat cards of the repair shop screen. */
export function useRepairShopStatistics({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairShops.statistics(), queryFn: () => getRepairShopStatistics(api), enabled });
}
