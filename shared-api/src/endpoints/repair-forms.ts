import type { AxiosInstance } from 'axios';
import type { FormLink, PublicForm, RepairForm, RepairFormInput } from '../types';

export const createRepairForm = (api: AxiosInstance, body: RepairFormInput) => api.post<RepairForm>('/repairform', body).then((r) => r.data);
export const getRepairForm = (api: AxiosInstance, id: number) => api.get<RepairForm>(`/repairform/${id}`).then((r) => r.data);
export const createFormLink = (api: AxiosInstance, id: number, validityDays = 7) =>
  api.post<FormLink>(`/repairform/${id}/link`, { validityDays }).then((r) => r.data);
export const getPublicForm = (api: AxiosInstance, token: string) => api.get<PublicForm>(`/repairform/public/${encodeURIComponent(token)}`).then((r) => r.data);

/** The active link of a form, if any. */
export function activeLink(form: Pick<RepairForm, 'formLinks'>): FormLink | null {
  const now = Date.now();
  return form.formLinks.find((link) => link.isActive && Date.parse(link.expiresAt) > now) ?? null;
}
