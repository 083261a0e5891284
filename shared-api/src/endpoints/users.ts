import type { AxiosInstance } from 'axios';
import type { UserAccount, UserCreated, UserCreateInput, UserListParams, UserStatistics, UserUpdateInput } from '../dto/user';
import { getPage, type Page } from './paged';

export type UserPage = Page<UserAccount>;

/** One page of GET /users (default role Admin: the admin users screen), with its total from x-total-count. */
export const listUserPage = (api: AxiosInstance, params: UserListParams = {}): Promise<UserPage> =>
  getPage<UserAccount, UserListParams>(api, '/users', { ...params, role: params.role ?? 'Admin' });

export const getUserStatistics = (api: AxiosInstance) => api.get<UserStatistics>('/users/statistics', { params: { role: 'Admin' } }).then((r) => r.data);
/** POST /user (the spec's path on the add form). */
export const createUser = (api: AxiosInstance, body: UserCreateInput) => api.post<UserCreated>('/user', body).then((r) => r.data);
/** PUT /user/{id}: changed fields only, the password only when given, e-mail and phone always. */
export const updateUser = (api: AxiosInstance, id: number, body: UserUpdateInput) => api.put<UserAccount>(`/user/${id}`, body).then((r) => r.data);
export const toggleUserStatus = (api: AxiosInstance, id: number) => api.post<UserAccount>(`/users/${id}/toggle-status`).then((r) => r.data);
export const deleteUser = (api: AxiosInstance, id: number) => api.delete<{ message: string }>(`/users/${id}`).then((r) => r.data);
