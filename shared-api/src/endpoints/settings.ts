import type { AxiosInstance } from 'axios';
import type { SettingsPutSection } from '../schemas/settings';
import type { ChangePasswordInput, Settings, SmsSettings, SystemInfo } from '../types';

export const getSettings = (api: AxiosInstance) => api.get<Settings>('/settings').then((r) => r.data);

/** PUT /settings with one section ({general} | {email} | {logging} | {backup}); answers the saved settings. */
export const putSettings = (api: AxiosInstance, section: SettingsPutSection, values: Record<string, unknown>) =>
  api.put<Settings>('/settings', { [section]: values }).then((r) => r.data);

/** POST /settings/public-base-url (Admin): records `origin` as the portal's address while none is known; answers the settings. */
export const recordPublicBaseUrl = (api: AxiosInstance, origin: string) => api.post<Settings>('/settings/public-base-url', { origin }).then((r) => r.data);

export const getSmsSettings = (api: AxiosInstance) => api.get<SmsSettings>('/settings/sms').then((r) => r.data);
export const putSmsSettings = (api: AxiosInstance, values: Record<string, unknown>) => api.put<SmsSettings>('/settings/sms', values).then((r) => r.data);

export const changePassword = (api: AxiosInstance, body: ChangePasswordInput) =>
  api.post<{ message: string }>('/settings/change-password', body).then((r) => r.data);

export const sendSettingsTestEmail = (api: AxiosInstance, toEmail: string) =>
  api.post<{ message: string }>('/settings/test-email', { toEmail }).then((r) => r.data);

export const getSystemInfo = (api: AxiosInstance) => api.get<SystemInfo>('/settings/system-info').then((r) => r.data);
