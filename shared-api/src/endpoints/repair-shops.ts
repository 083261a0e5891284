import type { AxiosInstance } from 'axios';
import { LIMITS } from '../domain/limits';
import type {
  RepairShop,
  RepairShopCompany,
  RepairShopCreateInput,
  RepairShopListParams,
  RepairShopPage,
  RepairShopStatistics,
  RepairShopUpdateInput,
} from '../types';
import { compactParams } from './query-params';

/** The x-total-count header of a paged list; the rows' count when a server leaves it out. */
export function totalCountOf(headers: unknown, rows: number): number {
  const raw = (headers as Record<string, unknown> | undefined)?.['x-total-count'];
  const total = Number(raw);
  return raw !== undefined && raw !== null && raw !== '' && Number.isFinite(total) ? total : rows;
}

/** One page of GET /repairshop (filters name, phone, email, taxNumber, isActive), with its total. */
export async function listRepairShopPage(api: AxiosInstance, params: RepairShopListParams = {}): Promise<RepairShopPage> {
  const page = params.page ?? 1;
  const pageSize = params.pageSize ?? LIMITS.listPageSize;
  const response = await api.get<RepairShop[]>('/repairshop', { params: compactParams({ ...params, page, pageSize }) });
  const totalCount = totalCountOf(response.headers, response.data.length);
  return { data: response.data, totalCount, page, pageSize, totalPages: Math.ceil(totalCount / pageSize) };
}

/** Every row of a paged list: page after page of the largest size until the total is reached. */
async function everyPage<T>(fetchPage: (page: number) => Promise<{ data: T[]; totalCount: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page);
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.totalCount) return rows;
  }
}

/** Every shop the caller may see (a selector's options). */
export const listRepairShops = (api: AxiosInstance): Promise<RepairShop[]> =>
  everyPage((page) => listRepairShopPage(api, { page, pageSize: LIMITS.listPageSizeMax }));

export const getRepairShopStatistics = (api: AxiosInstance) => api.get<RepairShopStatistics>('/repairshop/statistics').then((r) => r.data);
export const getRepairShop = (api: AxiosInstance, id: number) => api.get<RepairShop>(`/repairshop/${id}`).then((r) => r.data);
export const createRepairShop = (api: AxiosInstance, body: RepairShopCreateInput) => api.post<RepairShop>('/repairshop', body).then((r) => r.data);
export const updateRepairShop = (api: AxiosInstance, id: number, body: RepairShopUpdateInput) =>
  api.put<RepairShop>(`/repairshop/${id}`, body).then((r) => r.data);
export const deleteRepairShop = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/repairshop/${id}`).then((r) => r.data);
/** GET /repairshop/{id}/companies, every page. */
export const listRepairShopCompanies = (api: AxiosInstance, id: number): Promise<RepairShopCompany[]> =>
  everyPage(async (page) => {
    const response = await api.get<RepairShopCompany[]>(`/repairshop/${id}/companies`, { params: { page, pageSize: LIMITS.listPageSizeMax } });
    return { data: response.data, totalCount: totalCountOf(response.headers, response.data.length) };
  });
export const linkRepairShopCompany = (api: AxiosInstance, id: number, companyId: number) =>
  api.post<{ message: string }>(`/repairshop/${id}/companies/${companyId}`).then((r) => r.data);
export const unlinkRepairShopCompany = (api: AxiosInstance, id: number, companyId: number) =>
  api.delete<{ message: string }>(`/repairshop/${id}/companies/${companyId}`).then((r) => r.data);
