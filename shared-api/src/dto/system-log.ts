import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { type LogAction, type LogEntityType, type LogExportFormat, type LogLevel, type LogSortField } from '../schemas/system-log';
import { Nullable, counts, digits } from './common';

export type { LogAction, LogEntityType, LogExportFormat, LogLevel, LogSortField };

/** A log entry (administration §3 'Log entry'): POST /logs/search rows and GET /logs/{id}. */
export const LogEntryDto = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ description: 'ISO date-time' }),
  logLevel: Type.String(),
  username: Nullable(Type.String()),
  action: Nullable(Type.String()),
  entityType: Nullable(Type.String()),
  entityId: Nullable(Type.String()),
  description: Nullable(Type.String()),
  errorMessage: Nullable(Type.String()),
  stackTrace: Nullable(Type.String()),
  ipAddress: Nullable(Type.String()),
  durationMs: Nullable(Type.Integer()),
  httpMethod: Nullable(Type.String()),
  requestPath: Nullable(Type.String()),
  statusCode: Nullable(Type.Integer()),
});
export type LogEntry = Static<typeof LogEntryDto>;

/** administration §3 'Log search result'. */
export const LogSearchResultDto = Type.Object({
  data: Type.Array(LogEntryDto),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  /** Ours: true when a username or text search matched more than LIMITS.logsCountCap rows and totalCount is that cap. */
  totalCountCapped: Type.Optional(Type.Boolean()),
});
export type LogSearchResult = Static<typeof LogSearchResultDto>;

export interface LogSearchFilter {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: LogSortField;
  sortDescending?: boolean;
  logLevel?: LogLevel;
  action?: LogAction;
  entityType?: LogEntityType;
  username?: string;
  ipAddress?: string;
  searchText?: string;
  startDate?: string;
  endDate?: string;
  hasError?: boolean;
}

/** GET /logs/statistics?startDate&endDate (both optional, as the search's dates). */
export const LogStatisticsQuery = Type.Object({
  startDate: Type.Optional(Type.String({ maxLength: LIMITS.logDateMax })),
  endDate: Type.Optional(Type.String({ maxLength: LIMITS.logDateMax })),
});
export type LogStatisticsParams = Static<typeof LogStatisticsQuery>;

/** administration §3 'Log statistics'; averageResponseTime in ms over the request rows. */
export const LogStatisticsDto = Type.Object({
  ...counts('totalLogs', 'todayLogs', 'errorCount'),
  averageResponseTime: Type.Number(),
});
export type LogStatistics = Static<typeof LogStatisticsDto>;

export interface LogExportInput {
  startDate: string;
  endDate: string;
  format?: LogExportFormat;
  logLevel?: LogLevel;
  action?: LogAction;
  entityType?: LogEntityType;
}

/** The file of an export: its name (Content-Disposition) and contents. */
export interface LogExportFile {
  fileName: string;
  blob: Blob;
}

/** DELETE /logs/clean?daysToKeep (at least 30, 90 when left out). */
export const LogCleanQuery = Type.Object({
  daysToKeep: Type.Optional(Type.String({ maxLength: 12, description: 'whole days to keep, at least 30 (default 90)' })),
});

/** administration §3: the simpler log entry of GET /settings/logs. */
export const SettingsLogEntryDto = Type.Object({
  id: Type.Integer(),
  timestamp: Type.String({ description: 'ISO date-time' }),
  level: Type.String(),
  message: Type.String(),
  userName: Nullable(Type.String()),
});
export type SettingsLogEntry = Static<typeof SettingsLogEntryDto>;

/** GET /settings/logs: pageNumber (or page), pageSize, level, searchText; the total in x-total-count. */
export const SettingsLogQuery = Type.Object({
  pageNumber: Type.Optional(digits(7)),
  page: Type.Optional(digits(7)),
  pageSize: Type.Optional(digits(3)),
  level: Type.Optional(Type.String({ maxLength: 40 })),
  searchText: Type.Optional(Type.String({ maxLength: LIMITS.logSearchTextMax })),
});
export type SettingsLogQueryValues = Static<typeof SettingsLogQuery>;
export interface SettingsLogParams {
  pageNumber?: number;
  pageSize?: number;
  level?: string;
  searchText?: string;
}
