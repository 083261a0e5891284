import type { AxiosInstance } from 'axios';
import type {
  ApprovalAnswer,
  EstimateSent,
  RepairApprovalInput,
  RepairEstimateInput,
  RepairForm,
  RepairItems,
  RepairItemsInput,
  RepairStatusChangeInput,
  StatusHistoryEntry,
} from '../types';
import { getPage, type Page } from './paged';

/** PUT /repairform/{id}/status: a status button's move (409 with a Turkish text when the table refuses it); answers the form. */
export const changeRepairFormStatus = (api: AxiosInstance, id: number, body: RepairStatusChangeInput) =>
  api.put<RepairForm>(`/repairform/${id}/status`, body).then((r) => r.data);

/** GET /repairform/{id}/history: the form's moves, newest first, one page (x-total-count). */
export const getRepairFormHistory = (api: AxiosInstance, id: number, params: { page?: number; pageSize?: number } = {}): Promise<Page<StatusHistoryEntry>> =>
  getPage<StatusHistoryEntry>(api, `/repairform/${id}/history`, params);

/** GET /repairform/{id}/items: the lines, their version and the totals. */
export const getRepairItems = (api: AxiosInstance, id: number) => api.get<RepairItems>(`/repairform/${id}/items`).then((r) => r.data);

/** PUT /repairform/{id}/items: the whole list with the version it was read at (stale: 409). */
export const saveRepairItems = (api: AxiosInstance, id: number, body: RepairItemsInput) =>
  api.put<RepairItems>(`/repairform/${id}/items`, body).then((r) => r.data);

/**
 * POST /repairform/{id}/estimate (Teklif Gönder): → Onay Bekliyor, the company e-mailed once with the
 * link and the PDF. `version` is the lines' version the screen shows: a stale one is refused (409).
 */
export const sendRepairEstimate = (api: AxiosInstance, id: number, body: RepairEstimateInput) =>
  api.post<EstimateSent>(`/repairform/${id}/estimate`, body).then((r) => r.data);

/** POST /repairform/public/{token}/approval: the company's answer from its link (no session). */
export const answerRepairEstimate = (api: AxiosInstance, token: string, body: RepairApprovalInput) =>
  api.post<ApprovalAnswer>(`/repairform/public/${encodeURIComponent(token)}/approval`, body).then((r) => r.data);
