import type { AxiosInstance } from 'axios';
import type { SellerDetailsValues } from '../schemas/invoice';
import type { InvoiceCreateInput, InvoiceDetail, InvoiceListItem, InvoiceListParams, InvoiceSummary, SellerDetails } from '../dto/invoice';
import { asFile, downloadedFile, type DownloadedFile } from './file-download';
import { getPage, type Page } from './paged';

// e-Arşiv / e-Fatura (issue 43): the shop's seller details, issuing, the list, the files.

/** GET /repairshop/{id}/seller: '' in every field (MERSİS null) until saved. */
export const getSellerDetails = (api: AxiosInstance, shopId: number) => api.get<SellerDetails>(`/repairshop/${shopId}/seller`).then((r) => r.data);
/** PUT /repairshop/{id}/seller. */
export const saveSellerDetails = (api: AxiosInstance, shopId: number, body: SellerDetailsValues) =>
  api.put<SellerDetails>(`/repairshop/${shopId}/seller`, body).then((r) => r.data);

/** POST /repairform/{id}/invoice: 201 with the number and ETTN; 409/422 with the server's Turkish text. */
export const createInvoice = (api: AxiosInstance, formId: number, body: InvoiceCreateInput) =>
  api.post<InvoiceSummary>(`/repairform/${formId}/invoice`, body).then((r) => r.data);
/** POST /invoices/{id}/return: the İade Faturası of a sale. */
export const returnInvoice = (api: AxiosInstance, id: number) => api.post<InvoiceSummary>(`/invoices/${id}/return`).then((r) => r.data);

/** One page of GET /invoices (newest first; a form's or a shop's when given), with its total. */
export const listInvoicePage = (api: AxiosInstance, params: InvoiceListParams = {}): Promise<Page<InvoiceListItem>> =>
  getPage<InvoiceListItem>(api, '/invoices', params);
export const getInvoice = (api: AxiosInstance, id: number) => api.get<InvoiceDetail>(`/invoices/${id}`).then((r) => r.data);

/** GET /invoices/{id}/pdf: the e-Arşiv print, named {number}.pdf. */
export async function downloadInvoicePdf(api: AxiosInstance, id: number, number: string): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>(`/invoices/${id}/pdf`, asFile);
  return downloadedFile(response, `${number}.pdf`);
}
/** GET /invoices/{id}/ubl: the UBL-TR XML as issued, named {number}.xml. */
export async function downloadInvoiceXml(api: AxiosInstance, id: number, number: string): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>(`/invoices/${id}/ubl`, asFile);
  return downloadedFile(response, `${number}.xml`);
}
/** GET /invoices/export?from&to (YYYY-MM-DD, Istanbul days, both included): the accountant's ZIP of XML and PDF. */
export async function downloadInvoiceExport(api: AxiosInstance, from: string, to: string): Promise<DownloadedFile> {
  const response = await api.get<ArrayBuffer | Blob | string>('/invoices/export', { ...asFile, params: { from, to } });
  return downloadedFile(response, `faturalar-${from}-${to}.zip`);
}
