import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import type { ReminderInput } from '../../dto/reminder';
import {
  completeReminder,
  createReminder,
  deleteReminder,
  getReminderSummary,
  getVehicleReminders,
  listReminderPage,
  saveDeferredReminders,
  updateReminder,
  type ReminderListParams,
} from '../../endpoints/reminders';
import { queryKeys } from '../query-keys';
import { usePageQuery } from '../use-page-query';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { reminderKeys } from './reminder-keys';

/** GET /reminders: one page of the open reminders of the caller's vehicles, most urgent first. */
export function useReminderPage(params: ReminderListParams) {
  return usePageQuery(reminderKeys.page(params), (api) => listReminderPage(api, params));
}

/** GET /reminders/summary: the dashboard's counts per urgency. */
export function useReminderSummary() {
  const api = useApi();
  return useQuery({ queryKey: reminderKeys.summary, queryFn: () => getReminderSummary(api) });
}

/** GET /vehicles/{id}/reminders; null asks nothing. */
export function useVehicleReminders(vehicleId: number | null) {
  const api = useApi();
  return useQuery({ queryKey: reminderKeys.ofVehicle(vehicleId ?? 0), queryFn: () => getVehicleReminders(api, vehicleId ?? 0), enabled: vehicleId !== null });
}

/** POST /vehicles/{id}/reminders. */
export function useCreateReminder() {
  return useInvalidatingMutation(
    (api, { vehicleId, input }: { vehicleId: number; input: ReminderInput }) => createReminder(api, vehicleId, input),
    [reminderKeys.all],
  );
}

/** PUT /reminders/{id}: 'Düzenle' (the whole reminder again, as the add dialog sends it). */
export function useUpdateReminder() {
  return useInvalidatingMutation((api, { id, input }: { id: number; input: ReminderInput }) => updateReminder(api, id, input), [reminderKeys.all]);
}

/** POST /reminders/{id}/done: 'Tamamlandı' by hand (a repeating one rolls forward). */
export function useCompleteReminder() {
  return useInvalidatingMutation((api, id: number) => completeReminder(api, id), [reminderKeys.all]);
}

/** DELETE /reminders/{id}. */
export function useDeleteReminder() {
  return useInvalidatingMutation((api, id: number) => deleteReminder(api, id), [reminderKeys.all]);
}

/** POST /repairform/{id}/deferred-reminders: a rejected estimate's lines kept as 'Ertelenen İş'; the lines now carry their links. */
export function useSaveDeferredReminders() {
  return useInvalidatingMutation(
    (api, { formId, due }: { formId: number; due?: { dueDate?: string; dueKilometer?: number } }) => saveDeferredReminders(api, formId, due),
    [reminderKeys.all, queryKeys.repairForms.all],
  );
}
