import type { AxiosInstance } from 'axios';
import type { Driver, DriverStatistics } from '../types';
import { getPage, type Page } from './paged';

export interface DriverListParams {
  search?: string;
  companyId?: number;
  page?: number;
  pageSize?: number;
}

/** One page of GET /drivers (search and company filter on the server; every driver reachable). */
export const listDriverPage = (api: AxiosInstance, params: DriverListParams = {}): Promise<Page<Driver>> =>
  getPage<Driver, DriverListParams>(api, '/drivers', params);
/** The drivers screen's stat cards, over every driver. */
export const getDriverStatistics = (api: AxiosInstance) => api.get<DriverStatistics>('/drivers/statistics').then((r) => r.data);
