import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listRepairShops } from '../../endpoints/repair-shops';
import { queryKeys } from '../query-keys';

/** GET /repairshop. */
export function useRepairShops({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairShops.all, queryFn: () => listRepairShops(api), enabled });
}
