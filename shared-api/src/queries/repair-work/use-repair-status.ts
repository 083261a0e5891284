import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { changeRepairFormStatus, getRepairFormHistory, sendRepairEstimate } from '../../endpoints/repair-work';
import type { RepairStatusChangeInput } from '../../types';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';
import { reminderKeys } from '../reminders/reminder-keys';
import { useFormCall } from '../repair-forms/use-form-call';

/** GET /repairform/{id}/history, one page, newest first. */
export function useRepairFormHistory(id: number | null, page = 1, pageSize = 20) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.repairForms.history(id ?? 0, page),
    queryFn: () => getRepairFormHistory(api, id ?? 0, { page, pageSize }),
    enabled: id !== null,
  });
}

/**
 * The form (with its history and lines), the form lists, the dashboard counts and the notices after a
 * move; and the reminders, since a delivery completes the ones its lines are linked to (issue 44).
 */
const movedStale = (id: number) => [
  queryKeys.repairForms.detail(id),
  queryKeys.repairForms.pages,
  queryKeys.dashboard.all,
  queryKeys.notifications.all,
  reminderKeys.all,
];

/** PUT /repairform/{id}/status: a status button; answers the moved form, shown at once. */
export const useChangeRepairStatus = () =>
  useFormCall((api, id, body: RepairStatusChangeInput) => changeRepairFormStatus(api, id, body), queryKeys.repairForms.detail, movedStale);

/** POST /repairform/{id}/estimate (Teklif Gönder) of the lines' `version` on screen: → Onay Bekliyor, the company e-mailed once. */
export function useSendRepairEstimate() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => sendRepairEstimate(api, id, { version }),
    onSettled: (_answer, _error, { id }) => invalidate(client, ...movedStale(id), queryKeys.repairForms.items(id)),
  });
}
