import type { AxiosInstance } from 'axios';
import { LIMITS } from '../domain/limits';
import type { CompanyListParams, CompanyStatistics, CompanyUpdateInput, CompanyVehicle } from '../dto/company';
import type { Company, CompanyInput } from '../types';
import { getPage, totalCountOf, type Page } from './paged';

export type CompanyPage = Page<Company>;

/** GET /company: every company the user may see, or those whose name contains `name` (autocomplete, at most 20). */
export const listCompanies = (api: AxiosInstance, name?: string) => api.get<Company[]>('/company', { params: name ? { name } : {} }).then((r) => r.data);

/** One page of GET /company with the screen's filters (and, for an Admin, one shop), with its total. */
export const listCompanyPage = (api: AxiosInstance, params: CompanyListParams = {}): Promise<CompanyPage> => getPage<Company>(api, '/company', params);

export const getCompanyStatistics = (api: AxiosInstance, repairShopId?: number) =>
  api.get<CompanyStatistics>('/company/statistics', { params: repairShopId ? { repairShopId } : {} }).then((r) => r.data);
/** GET /company/{id}: one company the caller may see. */
export const getCompany = (api: AxiosInstance, id: number) => api.get<Company>(`/company/${id}`).then((r) => r.data);
export const createCompany = (api: AxiosInstance, body: CompanyInput) => api.post<{ id: number }>('/company', body).then((r) => r.data);
export const updateCompany = (api: AxiosInstance, id: number, body: CompanyUpdateInput) => api.put<Company>(`/company/${id}`, body).then((r) => r.data);
export const deleteCompany = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/company/${id}`).then((r) => r.data);

/** GET /company/{id}/vehicles: one page (the details modal shows the first, with the total). */
export async function listCompanyVehicles(api: AxiosInstance, id: number, page = 1): Promise<{ data: CompanyVehicle[]; totalCount: number }> {
  const response = await api.get<CompanyVehicle[]>(`/company/${id}/vehicles`, { params: { page, pageSize: LIMITS.listPageSizeMax } });
  return { data: response.data, totalCount: totalCountOf(response.headers, response.data.length) };
}
