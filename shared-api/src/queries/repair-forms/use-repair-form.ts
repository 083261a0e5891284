import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getRepairForm } from '../../endpoints/repair-forms';
import { queryKeys } from '../query-keys';

/** GET /repairform/{id}; null asks nothing. */
export function useRepairForm(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairForms.detail(id ?? 0), queryFn: () => getRepairForm(api, id ?? 0), enabled: id !== null });
}
