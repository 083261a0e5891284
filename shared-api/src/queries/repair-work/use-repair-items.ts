import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { getRepairItems, saveRepairItems } from '../../endpoints/repair-work';
import type { RepairItemsInput } from '../../types';
import { queryKeys } from '../query-keys';
import { useFormCall } from '../repair-forms/use-form-call';

/** GET /repairform/{id}/items: the lines, their version and the totals. */
export function useRepairItems(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairForms.items(id ?? 0), queryFn: () => getRepairItems(api, id ?? 0), enabled: id !== null });
}

/**
 * PUT /repairform/{id}/items. The answer is the saved list, shown at once (not asked for again); the
 * form and its history are read again (changing approved lines sends it back to Onay Bekliyor), and so
 * are the lists that show its status. A 409 (another device saved first) reads the lines again.
 */
export const useSaveRepairItems = () =>
  useFormCall(
    (api, id, body: RepairItemsInput) => saveRepairItems(api, id, body),
    queryKeys.repairForms.items,
    (id, failed) => [
      queryKeys.repairForms.detail(id),
      ...(failed ? [queryKeys.repairForms.items(id)] : [queryKeys.repairForms.pages, queryKeys.dashboard.all]),
    ],
  );
