import type { AxiosInstance } from 'axios';
import type { Company, CompanyInput } from '../types';

export const listCompanies = (api: AxiosInstance, name?: string) => api.get<Company[]>('/company', { params: name ? { name } : {} }).then((r) => r.data);
export const createCompany = (api: AxiosInstance, body: CompanyInput) => api.post<{ id: number }>('/company', body).then((r) => r.data);
