import type { AxiosInstance } from 'axios';
import type {
  FormLink,
  FormSignatureInput,
  RepairForm,
  RepairFormInput,
  RepairFormListParams,
  RepairFormPage,
  RepairFormSummary,
  SendFormInput,
} from '../types';
import { asFile, downloadedFile, type DownloadedFile } from './file-download';
import { compactParams } from './query-params';

/** Several statuses travel joined by commas (`status=İşlemde,Tamamlandı`). */
export const listRepairForms = (api: AxiosInstance, { status, ...params }: RepairFormListParams = {}) =>
  api
    .get<RepairFormPage>('/repairform', { params: compactParams({ ...params, status: typeof status === 'string' ? status : status?.join(',') }) })
    .then((r) => r.data);
export const getRepairForm = (api: AxiosInstance, id: number) => api.get<RepairForm>(`/repairform/${id}`).then((r) => r.data);
export const createRepairForm = (api: AxiosInstance, body: RepairFormInput) => api.post<RepairForm>('/repairform', body).then((r) => r.data);
export const deleteRepairForm = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/repairform/${id}`).then((r) => r.data);
export const sendRepairForm = (api: AxiosInstance, id: number, body: SendFormInput) =>
  api.post<{ message: string }>(`/repairform/${id}/send`, { repairFormId: id, ...body }).then((r) => r.data);
/** A signature drawn on the device; answers the form with it. */
export const signRepairForm = (api: AxiosInstance, id: number, body: FormSignatureInput) =>
  api.post<RepairForm>(`/repairform/${id}/signatures`, body).then((r) => r.data);
export const createFormLink = (api: AxiosInstance, id: number, validityDays = 7) =>
  api.post<FormLink>(`/repairform/${id}/link`, { validityDays }).then((r) => r.data);
/** The repair forms written for one vehicle. */
export const listVehicleForms = (api: AxiosInstance, vehicleId: number) => api.get<RepairFormSummary[]>(`/forms/vehicle/${vehicleId}`).then((r) => r.data);
/** GET /repairform/{id}/pdf: the form as an A4 PDF under the server's name (tamir-formu-{formNumber}.pdf). */
export async function downloadRepairFormPdf(api: AxiosInstance, id: number, formNumber: string): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>(`/repairform/${id}/pdf`, asFile);
  return downloadedFile(response, `tamir-formu-${formNumber}.pdf`);
}
