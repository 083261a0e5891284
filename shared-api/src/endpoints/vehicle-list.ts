import type { AxiosInstance } from 'axios';
import type { Driver, RepairShopOption, Settings, Vehicle, VehicleListParams } from '../types';
import { compactParams } from './repair-form-list';

export const listVehicles = (api: AxiosInstance, params: VehicleListParams = {}) =>
  api.get<Vehicle[]>('/vehicles', { params: compactParams(params) }).then((r) => r.data);
export const deleteVehicle = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/vehicles/${id}`).then((r) => r.data);
export const listRepairShops = (api: AxiosInstance) => api.get<RepairShopOption[]>('/repairshop').then((r) => r.data);
export const listDrivers = (api: AxiosInstance, params: { search?: string; companyId?: number } = {}) =>
  api.get<Driver[]>('/drivers', { params: compactParams(params) }).then((r) => r.data);
export const getSettings = (api: AxiosInstance) => api.get<Settings>('/settings').then((r) => r.data);
