import type { AxiosInstance } from 'axios';
import type { Settings } from '../types';

export const getSettings = (api: AxiosInstance) => api.get<Settings>('/settings').then((r) => r.data);
