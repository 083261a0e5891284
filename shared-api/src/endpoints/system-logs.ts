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

/** The file name of a Content-Disposition header (filename*=UTF-8''… or filename="…"), or null. */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** An error answer of a binary request, read back into the { message, errors } body the client understands. */
function errorBodyOf(data: unknown): unknown {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    try {
      return JSON.parse(new TextDecoder().decode(data as ArrayBuffer));
    } catch {
      return null;
    }
  }
  return data;
}

/**
 * POST /logs/export: the file as a Blob and its name from Content-Disposition (the server's
 * logs_{start}_{end}.{xlsx|csv|json}). Read as bytes, so a refusal's JSON (400 with the missing
 * dates) still reaches the screen's fields.
 */
export async function exportLogs(api: AxiosInstance, input: LogExportInput): Promise<LogExportFile> {
  const response = await api.post<ArrayBuffer | Blob | string>('/logs/export', compactParams(input), {
    responseType: 'arraybuffer',
    transformResponse: (data: unknown, _headers: unknown, status?: number) => (status !== undefined && status >= 400 ? errorBodyOf(data) : data),
  });
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  const data = response.data;
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const format = input.format ?? 'Excel';
  const fileName = fileNameOf(response.headers['content-disposition']) ?? `logs_${input.startDate}_${input.endDate}.${EXTENSIONS[format]}`;
  return { fileName, blob };
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
