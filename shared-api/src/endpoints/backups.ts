import type { AxiosInstance } from 'axios';
import { LIMITS } from '../domain/limits';
import type { Backup, BackupCreateInput, BackupListParams, BackupPage } from '../dto/backup';
import { compactParams } from './query-params';
import { totalCountOf } from './paged';

/** One page of GET /settings/backups (newest first), with the x-total-count header. */
export async function listBackupPage(api: AxiosInstance, params: BackupListParams = {}): Promise<BackupPage> {
  const page = params.page ?? 1;
  const pageSize = params.pageSize ?? LIMITS.listPageSize;
  const response = await api.get<Backup[]>('/settings/backups', { params: compactParams({ page, pageSize }) });
  const totalCount = totalCountOf(response.headers, response.data.length);
  return { data: response.data, totalCount, page, pageSize, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

/** POST /settings/backup {description}: the backup made. */
export const createBackup = (api: AxiosInstance, body: BackupCreateInput) => api.post<Backup>('/settings/backup', body).then((r) => r.data);

/** POST /settings/restore {fileName}: replaces every datum and ends every session; returns { message }. */
export const restoreBackup = (api: AxiosInstance, fileName: string) => api.post<{ message: string }>('/settings/restore', { fileName }).then((r) => r.data);
