import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { changeRepairFormStatus, getRepairFormHistory, sendRepairEstimate } from '../../endpoints/repair-work';
import type { RepairStatusChangeInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** GET /repairform/{id}/history, one page, newest first. */
export function useRepairFormHistory(id: number | null, page = 1, pageSize = 20) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairForms.history(id ?? 0, page), queryFn: () => getRepairFormHistory(api, id ?? 0, { page, pageSize }), enabled: id !== null });
}

/** After a move: the form (with its history and lines), the form lists and the dashboard counts. */
const afterMove = (client: ReturnType<typeof useQueryClient>, id: number) =>
  invalidate(client, queryKeys.repairForms.detail(id), queryKeys.repairForms.pages, queryKeys.dashboard.all, queryKeys.notifications.all);

/** PUT /repairform/{id}/status: a status button; answers the moved form, shown at once. */
export function useChangeRepairStatus() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RepairStatusChangeInput & { id: number }) => changeRepairFormStatus(api, id, body),
    onSuccess: (form, { id }) => client.setQueryData(queryKeys.repairForms.detail(id), form),
    onSettled: (_form, _error, { id }) => afterMove(client, id),
  });
}

/** POST /repairform/{id}/estimate (Teklif Gönder): → Onay Bekliyor, the company e-mailed once. */
export function useSendRepairEstimate() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => sendRepairEstimate(api, id), onSettled: (_answer, _error, id) => afterMove(client, id) });
}
