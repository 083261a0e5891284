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
import { everyPage, getPage, totalCountOf } from './paged';

/** One page of GET /repairshop (filters name, phone, email, taxNumber, isActive), with its total. */
export const listRepairShopPage = (api: AxiosInstance, params: RepairShopListParams = {}): Promise<RepairShopPage> =>
  getPage<RepairShop>(api, '/repairshop', params);

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
