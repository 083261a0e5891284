import type { AxiosInstance } from 'axios';
import type { PublicForm } from '../types';

/** The form behind a public link; no session needed. */
export const getPublicForm = (api: AxiosInstance, token: string) => api.get<PublicForm>(`/repairform/public/${encodeURIComponent(token)}`).then((r) => r.data);
