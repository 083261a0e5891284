import type { AxiosInstance } from 'axios';
import { LIMITS } from '../domain/limits';
import type {
  LogEntry,
  LogExportFile,
  LogExportInput,
  LogSearchFilter,
  LogSearchResult,
  LogStatistics,
  LogStatisticsParams,
  SettingsLogEntry,
  SettingsLogParams,
} from '../dto/system-log';
import { asFile, downloadedFile } from './file-download';
import type { Page } from './paged';
import { totalCountOf } from './paged';
import { compactParams } from './query-params';

/** POST /logs/search: one page of the filtered log, with totalCount and totalPages. */
export const searchLogs = (api: AxiosInstance, filter: LogSearchFilter) => api.post<LogSearchResult>('/logs/search', compactParams(filter)).then((r) => r.data);

/** GET /logs/{id}. */
export const getLog = (api: AxiosInstance, id: number) => api.get<LogEntry>(`/logs/${id}`).then((r) => r.data);

/** GET /logs/statistics?startDate&endDate (both optional). */
export const getLogStatistics = (api: AxiosInstance, params: LogStatisticsParams = {}) =>
  api.get<LogStatistics>('/logs/statistics', { params: compactParams(params) }).then((r) => r.data);

const EXTENSIONS = { Excel: 'xlsx', CSV: 'csv', JSON: 'json' } as const;

/**
 * POST /logs/export: the file as a Blob and its name from Content-Disposition (the server's
 * logs_{start}_{end}.{xlsx|csv|json}). Read as bytes, so a refusal's JSON (400 with the missing
 * dates) still reaches the screen's fields.
 */
export async function exportLogs(api: AxiosInstance, input: LogExportInput): Promise<LogExportFile> {
  const response = await api.post<ArrayBuffer | Blob | string>('/logs/export', compactParams(input), asFile);
  return downloadedFile(response, `logs_${input.startDate}_${input.endDate}.${EXTENSIONS[input.format ?? 'Excel']}`);
}

/** DELETE /logs/clean?daysToKeep: the server's message ('N kayıt silindi'). */
export const cleanLogs = (api: AxiosInstance, daysToKeep: number) =>
  api.delete<{ message: string }>('/logs/clean', { params: { daysToKeep } }).then((r) => r.data);

/** GET /settings/logs: one page of the simple entries, the total from x-total-count. */
export async function listSettingsLogs(api: AxiosInstance, params: SettingsLogParams = {}): Promise<Page<SettingsLogEntry>> {
  const page = params.pageNumber ?? 1;
  const pageSize = params.pageSize ?? LIMITS.logsPageSize;
  const response = await api.get<SettingsLogEntry[]>('/settings/logs', { params: compactParams({ ...params, pageNumber: page, pageSize }) });
  const totalCount = totalCountOf(response.headers, response.data.length);
  return { data: response.data, totalCount, page, pageSize, totalPages: Math.ceil(totalCount / pageSize) };
}
