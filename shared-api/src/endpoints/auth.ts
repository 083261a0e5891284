import type { AxiosInstance } from 'axios';
import type { LoginRequest, LoginResult, TokenResult } from '../types';

export const login = (api: AxiosInstance, body: LoginRequest) => api.post<LoginResult>('/auth/login', body).then((r) => r.data);
export const logout = (api: AxiosInstance) => api.post('/auth/logout').then(() => undefined);
export const refreshToken = (api: AxiosInstance) => api.post<TokenResult>('/auth/refresh-token').then((r) => r.data);
