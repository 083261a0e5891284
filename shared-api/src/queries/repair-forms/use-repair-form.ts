import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getRepairForm } from '../../endpoints/repair-forms';
import { queryKeys } from '../query-keys';

/** A form just read or just created is not asked for again when its page opens within this time. */
const FRESH_MS = 5_000;

/** GET /repairform/{id}; null asks nothing. Changes made here refresh it at once (invalidation). */
export function useRepairForm(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairForms.detail(id ?? 0), queryFn: () => getRepairForm(api, id ?? 0), enabled: id !== null, staleTime: FRESH_MS });
}
