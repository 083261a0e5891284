import type { AxiosInstance } from 'axios';
import type { RepairFormListParams, RepairFormPage, RepairFormSummary, SendFormInput } from '../types';

/** Empty filters are left out of the query. */
export function compactParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

export const listRepairForms = (api: AxiosInstance, params: RepairFormListParams = {}) =>
  api.get<RepairFormPage>('/repairform', { params: compactParams(params) }).then((r) => r.data);
export const deleteRepairForm = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/repairform/${id}`).then((r) => r.data);
export const sendRepairForm = (api: AxiosInstance, id: number, body: SendFormInput) =>
  api.post<{ message: string }>(`/repairform/${id}/send`, { repairFormId: id, ...body }).then((r) => r.data);
export const listVehicleForms = (api: AxiosInstance, vehicleId: number) => api.get<RepairFormSummary[]>(`/forms/vehicle/${vehicleId}`).then((r) => r.data);
