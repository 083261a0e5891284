import type { AxiosInstance } from 'axios';
import type { Driver } from '../types';
import { compactParams } from './query-params';

export interface DriverListParams {
  search?: string;
  companyId?: number;
}

export const listDrivers = (api: AxiosInstance, params: DriverListParams = {}) =>
  api.get<Driver[]>('/drivers', { params: compactParams(params) }).then((r) => r.data);
