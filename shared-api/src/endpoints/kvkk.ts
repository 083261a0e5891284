import type { AxiosInstance } from 'axios';
import type {
  KvkkActionResult,
  KvkkAnswerInput,
  KvkkCorrectionInput,
  KvkkDestructionEntry,
  KvkkDestructionLogParams,
  KvkkMatches,
  KvkkNoticeVersion,
  KvkkPublicNotice,
  KvkkRequest,
  KvkkRequestInput,
  KvkkRequestListParams,
  KvkkRequestStateInput,
  KvkkSettings,
  KvkkSettingsInput,
  KvkkVerificationInput,
  ShopKvkk,
  ShopKvkkInput,
} from '../dto/kvkk';
import type { KvkkEraseValues, KvkkExportFormat, KvkkLogExportFormat } from '../schemas/kvkk';
import { asFile, downloadedFile, type DownloadedFile } from './file-download';
import { getPage, type Page } from './paged';

/** KVKK (issue 30). Every call is Admin only except getKvkkNotice (public). */

/** POST /kvkk/requests: registers a request; answers it (201). */
export const createKvkkRequest = (api: AxiosInstance, body: KvkkRequestInput) => api.post<KvkkRequest>('/kvkk/requests', body).then((r) => r.data);

/** GET /kvkk/requests: one page, overdue first (x-total-count). */
export const listKvkkRequests = (api: AxiosInstance, params: KvkkRequestListParams = {}): Promise<Page<KvkkRequest>> =>
  getPage<KvkkRequest, KvkkRequestListParams>(api, '/kvkk/requests', params);

/** GET /kvkk/requests/{id}. */
export const getKvkkRequest = (api: AxiosInstance, id: number) => api.get<KvkkRequest>(`/kvkk/requests/${id}`).then((r) => r.data);

/** PUT /kvkk/requests/{id}/state: closes an open request by hand (Tamamlandı or Reddedildi). */
export const setKvkkRequestState = (api: AxiosInstance, id: number, body: KvkkRequestStateInput) =>
  api.put<KvkkRequest>(`/kvkk/requests/${id}/state`, body).then((r) => r.data);

/** GET /kvkk/requests/{id}/matches: everything that names the person. */
export const getKvkkMatches = (api: AxiosInstance, id: number) => api.get<KvkkMatches>(`/kvkk/requests/${id}/matches`).then((r) => r.data);

/** GET /kvkk/requests/{id}/export?format=json|pdf: the file kvkk-basvuru-{id}.{format}. */
export async function exportKvkkRequest(api: AxiosInstance, id: number, format: KvkkExportFormat = 'json'): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>(`/kvkk/requests/${id}/export`, { ...asFile, params: { format } });
  return downloadedFile(response, `kvkk-basvuru-${id}.${format}`);
}

/**
 * POST /kvkk/requests/{id}/erase (a Silme request): anonymises what is tied to the applicant and the
 * name-only matches ticked (`ticked`, by kind); tells the companies (Art. 11/1-f); the request stays open until answered.
 */
export const eraseKvkkPerson = (api: AxiosInstance, id: number, ticked: KvkkEraseValues['ticked'] = {}) =>
  api.post<KvkkActionResult>(`/kvkk/requests/${id}/erase`, { ticked }).then((r) => r.data);

/** POST /kvkk/requests/{id}/correct (a Düzeltme request): the new name and/or phone everywhere; the request stays open until answered. */
export const correctKvkkPerson = (api: AxiosInstance, id: number, body: KvkkCorrectionInput) =>
  api.post<KvkkActionResult>(`/kvkk/requests/${id}/correct`, body).then((r) => r.data);

/** POST /kvkk/requests/{id}/verify: records who checked the applicant's identity and how (before export, correction, erase). */
export const verifyKvkkRequest = (api: AxiosInstance, id: number, body: KvkkVerificationInput) =>
  api.post<KvkkRequest>(`/kvkk/requests/${id}/verify`, body).then((r) => r.data);

/** POST /kvkk/requests/{id}/answer: Kabul or Red (with its reason) and the channel; closes the request. */
export const answerKvkkRequest = (api: AxiosInstance, id: number, body: KvkkAnswerInput) =>
  api.post<KvkkRequest>(`/kvkk/requests/${id}/answer`, body).then((r) => r.data);

/** GET /kvkk/requests/{id}/answer.pdf: the answer letter, kvkk-basvuru-{id}-yanit.pdf. */
export async function downloadKvkkAnswerLetter(api: AxiosInstance, id: number): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>(`/kvkk/requests/${id}/answer.pdf`, asFile);
  return downloadedFile(response, `kvkk-basvuru-${id}-yanit.pdf`);
}

/** GET /kvkk/destruction-log: one page, newest first (x-total-count). */
export const listKvkkDestructionLog = (api: AxiosInstance, params: KvkkDestructionLogParams = {}): Promise<Page<KvkkDestructionEntry>> =>
  getPage<KvkkDestructionEntry, KvkkDestructionLogParams>(api, '/kvkk/destruction-log', params);

/** GET /kvkk/destruction-log/export?format=xlsx|csv: kvkk-imha-kayitlari.{format}. */
export async function exportKvkkDestructionLog(api: AxiosInstance, format: KvkkLogExportFormat = 'xlsx'): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>('/kvkk/destruction-log/export', { ...asFile, params: { format } });
  return downloadedFile(response, `kvkk-imha-kayitlari.${format}`);
}

/** GET /kvkk/inventory: the data inventory (kişisel veri envanteri) as Excel, kvkk-veri-envanteri.xlsx. */
export async function downloadKvkkInventory(api: AxiosInstance): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>('/kvkk/inventory', asFile);
  return downloadedFile(response, 'kvkk-veri-envanteri.xlsx');
}

/** GET /settings/kvkk: the KVKK tab. */
export const getKvkkSettings = (api: AxiosInstance) => api.get<KvkkSettings>('/settings/kvkk').then((r) => r.data);

/** PUT /settings/kvkk: saves the tab; a changed notice text becomes a new version. */
export const putKvkkSettings = (api: AxiosInstance, body: KvkkSettingsInput) => api.put<KvkkSettings>('/settings/kvkk', body).then((r) => r.data);

/** GET /settings/kvkk/notice-versions: every version of the notice, newest first. */
export const listKvkkNoticeVersions = (api: AxiosInstance) => api.get<KvkkNoticeVersion[]>('/settings/kvkk/notice-versions').then((r) => r.data);

/** GET /kvkk/notice (public): the current notice, e.g. for the signing pad (its version goes with the signature). */
export const getKvkkNotice = (api: AxiosInstance, shopId?: number | null) =>
  api.get<KvkkPublicNotice>('/kvkk/notice', shopId ? { params: { shop: shopId } } : undefined).then((r) => r.data);

/** GET /repairshop/{id}/kvkk (Admin): the shop's own controller and notice text ('' everywhere while it uses the portal's). */
export const getShopKvkk = (api: AxiosInstance, shopId: number) => api.get<ShopKvkk>(`/repairshop/${shopId}/kvkk`).then((r) => r.data);

/** PUT /repairshop/{id}/kvkk (Admin): all controller fields empty returns the shop to the portal's notice. */
export const putShopKvkk = (api: AxiosInstance, shopId: number, body: ShopKvkkInput) =>
  api.put<ShopKvkk>(`/repairshop/${shopId}/kvkk`, body).then((r) => r.data);
