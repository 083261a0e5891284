import type { AxiosInstance } from 'axios';
import type { DeferredReminders, Reminder, ReminderInput, ReminderSummary, VehicleReminders } from '../dto/reminder';
import type { ReminderUrgency } from '../domain/reminders';
import { getPage, type Page } from './paged';

export interface ReminderListParams {
  urgency?: ReminderUrgency;
  kind?: string;
  companyId?: number;
  page?: number;
  pageSize?: number;
}

/** GET /vehicles/{id}/reminders: the vehicle's reminders with its believed kilometre and flagged readings. */
export const getVehicleReminders = (api: AxiosInstance, vehicleId: number) => api.get<VehicleReminders>(`/vehicles/${vehicleId}/reminders`).then((r) => r.data);
export const createReminder = (api: AxiosInstance, vehicleId: number, input: ReminderInput) =>
  api.post<Reminder>(`/vehicles/${vehicleId}/reminders`, input).then((r) => r.data);
export const updateReminder = (api: AxiosInstance, id: number, input: ReminderInput) => api.put<Reminder>(`/reminders/${id}`, input).then((r) => r.data);
export const deleteReminder = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/reminders/${id}`).then((r) => r.data);
export const completeReminder = (api: AxiosInstance, id: number, formId?: number | null) =>
  api.post<Reminder>(`/reminders/${id}/done`, formId ? { formId } : {}).then((r) => r.data);
/** One page of GET /reminders (open ones of the caller's vehicles, most urgent first). */
export const listReminderPage = (api: AxiosInstance, params: ReminderListParams = {}): Promise<Page<Reminder>> =>
  getPage<Reminder, ReminderListParams>(api, '/reminders', params);
export const getReminderSummary = (api: AxiosInstance) => api.get<ReminderSummary>('/reminders/summary').then((r) => r.data);
/** 'Ertelenen İş olarak sakla': the rejected estimate's lines as reminders of the vehicle. */
export const saveDeferredReminders = (api: AxiosInstance, formId: number, due: { dueDate?: string; dueKilometer?: number } = {}) =>
  api.post<DeferredReminders>(`/repairform/${formId}/deferred-reminders`, due).then((r) => r.data);
