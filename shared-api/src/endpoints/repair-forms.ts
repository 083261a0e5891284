import type { AxiosInstance } from 'axios';
import type { FormLink, RepairForm, RepairFormInput, RepairFormListParams, RepairFormPage, RepairFormSummary, SendFormInput } from '../types';
import { compactParams } from './query-params';

export const listRepairForms = (api: AxiosInstance, params: RepairFormListParams = {}) =>
  api.get<RepairFormPage>('/repairform', { params: compactParams(params) }).then((r) => r.data);
export const getRepairForm = (api: AxiosInstance, id: number) => api.get<RepairForm>(`/repairform/${id}`).then((r) => r.data);
export const createRepairForm = (api: AxiosInstance, body: RepairFormInput) => api.post<RepairForm>('/repairform', body).then((r) => r.data);
export const deleteRepairForm = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/repairform/${id}`).then((r) => r.data);
export const sendRepairForm = (api: AxiosInstance, id: number, body: SendFormInput) =>
  api.post<{ message: string }>(`/repairform/${id}/send`, { repairFormId: id, ...body }).then((r) => r.data);
export const createFormLink = (api: AxiosInstance, id: number, validityDays = 7) =>
  api.post<FormLink>(`/repairform/${id}/link`, { validityDays }).then((r) => r.data);
/** The repair forms written for one vehicle. */
export const listVehicleForms = (api: AxiosInstance, vehicleId: number) => api.get<RepairFormSummary[]>(`/forms/vehicle/${vehicleId}`).then((r) => r.data);
