import type { AxiosInstance } from 'axios';
import type { AdminDashboard, TamirciDashboard } from '../types';

export const getAdminDashboard = (api: AxiosInstance) => api.get<AdminDashboard>('/dashboard/admin').then((r) => r.data);
export const getTamirciDashboard = (api: AxiosInstance) => api.get<TamirciDashboard>('/dashboard/tamirci').then((r) => r.data);
