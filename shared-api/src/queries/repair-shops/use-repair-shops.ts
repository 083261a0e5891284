import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { listRepairShops } from '../../endpoints/repair-shops';
import { queryKeys } from '../query-keys';

/** GET /repairshop, every page: the shop selectors' options (Admin: every shop; Tamirci: their own). */
export function useRepairShops({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairShops.options(), queryFn: () => listRepairShops(api), enabled });
}
