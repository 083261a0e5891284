import type { AxiosInstance } from 'axios';
import type { RepairShopOption } from '../types';

export const listRepairShops = (api: AxiosInstance) => api.get<RepairShopOption[]>('/repairshop').then((r) => r.data);
