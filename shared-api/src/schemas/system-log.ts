import * as yup from 'yup';
import { LIMITS } from '../domain/limits';
import { MSG } from '../domain/messages';
import { optionalText, wholeNumber } from './fields';

/** administration §4: log levels on the log screen (the settings offer the first four). */
export const LOG_LEVELS = ['Debug', 'Information', 'Warning', 'Error', 'Critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** administration §4: the logging settings' levels. */
export const SETTINGS_LOG_LEVELS = ['Debug', 'Information', 'Warning', 'Error'] as const;
/** administration §4: log actions. */
export const LOG_ACTIONS = [
  'Create',
  'Update',
  'Delete',
  'View',
  'Export',
  'Login',
  'Logout',
  'PasswordChange',
  'StatusChange',
  'Send',
  'Backup',
  'Restore',
  'Error',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
/** administration §4: entity types. */
export const LOG_ENTITY_TYPES = ['User', 'Company', 'Vehicle', 'RepairForm', 'Notification', 'SystemSetting', 'System', 'Authentication'] as const;
export type LogEntityType = (typeof LOG_ENTITY_TYPES)[number];
/** administration §9: export formats, Excel the default. */
export const LOG_EXPORT_FORMATS = ['Excel', 'CSV', 'JSON'] as const;
export type LogExportFormat = (typeof LOG_EXPORT_FORMATS)[number];
/** The columns POST /logs/search sorts by (CreatedAt the default, administration §9); our whitelist. */
export const LOG_SORT_FIELDS = ['CreatedAt', 'LogLevel', 'Username', 'Action', 'EntityType', 'DurationMs', 'StatusCode'] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];

/** The order of the levels (the logging setting writes its level and the ones above it). */
export const logLevelRank = (level: string): number => LOG_LEVELS.indexOf(level as LogLevel);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A calendar date exists (2026-02-30 does not). */
function realDay(year: number, month: number, day: number): boolean {
  const check = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 9999 && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/**
 * A log filter's date: 'YYYY-MM-DD' (a whole day) or an ISO date-time 'YYYY-MM-DDTHH:mm[:ss[.sss]]'
 * with an optional zone (Z or ±hh:mm; none: İstanbul time). The server turns it into an instant.
 */
export function isLogDate(text: string): boolean {
  const day = DATE_ONLY.exec(text);
  if (day) return realDay(Number(day[1]), Number(day[2]), Number(day[3]));
  const time = DATE_TIME.exec(text);
  if (!time) return false;
  const [hours, minutes, seconds] = [Number(time[4]), Number(time[5]), Number(time[6] ?? 0)];
  return realDay(Number(time[1]), Number(time[2]), Number(time[3])) && hours < 24 && minutes < 60 && seconds < 60;
}

/** Whether the text is a date alone (a whole day), not a date-time. */
export const isDateOnly = (text: string) => DATE_ONLY.test(text);

const logDate = () =>
  optionalText(LIMITS.logDateMax, { tooLong: MSG.logDateInvalid, invalid: MSG.logDateInvalid }).test(
    'log-date',
    MSG.logDateInvalid,
    (value) => !value || isLogDate(value),
  );

/** One of `values` when given; '' and null read as absent. Case is forgiven ('excel' is 'Excel'). */
const choice = <T extends string>(values: readonly T[], invalid: string) =>
  optionalText(40, { invalid, tooLong: invalid, normalize: (raw) => values.find((v) => v.toLowerCase() === raw.trim().toLowerCase()) ?? raw.trim() })
    .default(undefined)
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test('one-of', invalid, (value) => value === undefined || (values as readonly string[]).includes(value))
    .meta({ openapi: { enum: values } }) as yup.StringSchema<T | undefined>;

/** true/false as JSON booleans (or 'true'/'false'); null or absent: not given. */
const flag = () =>
  yup
    .boolean()
    .typeError(MSG.invalidValue)
    .transform((value: unknown, raw: unknown) => (raw === null || raw === '' ? undefined : value));

/**
 * POST /logs/search (administration §3 'Log search filter'): pageNumber (from 1), pageSize (default
 * 50, at most 200), sortBy (CreatedAt default) and sortDescending (default true), then the nine
 * filters of the screen. Dates: see isLogDate.
 */
export const logSearchSchema = yup.object({
  pageNumber: wholeNumber(MSG.pageInvalid).min(1, MSG.pageInvalid).max(1_000_000, MSG.pageInvalid).default(1),
  pageSize: wholeNumber(MSG.pageSizeInvalid(LIMITS.listPageSizeMax))
    .min(1, MSG.pageSizeInvalid(LIMITS.listPageSizeMax))
    .max(LIMITS.listPageSizeMax, MSG.pageSizeInvalid(LIMITS.listPageSizeMax))
    .default(LIMITS.logsPageSize),
  sortBy: choice(LOG_SORT_FIELDS, MSG.logSortInvalid).default('CreatedAt'),
  sortDescending: flag().default(true),
  logLevel: choice(LOG_LEVELS, MSG.logLevelInvalid),
  action: choice(LOG_ACTIONS, MSG.logActionInvalid),
  entityType: choice(LOG_ENTITY_TYPES, MSG.logEntityTypeInvalid),
  username: optionalText(LIMITS.user.username),
  ipAddress: optionalText(LIMITS.logIpAddressMax),
  searchText: optionalText(LIMITS.logSearchTextMax),
  startDate: logDate(),
  endDate: logDate(),
  hasError: flag(),
});
export type LogSearchValues = yup.InferType<typeof logSearchSchema>;

/**
 * POST /logs/export and the export dialog (administration §5 Logs: both dates required; §9:
 * format Excel, CSV or JSON, Excel the default), with the optional level, action and entity type.
 */
export const logExportSchema = yup.object({
  startDate: logDate().required(MSG.logStartDateRequired),
  endDate: logDate().required(MSG.logEndDateRequired),
  format: choice(LOG_EXPORT_FORMATS, MSG.logFormatInvalid).default('Excel'),
  logLevel: choice(LOG_LEVELS, MSG.logLevelInvalid),
  action: choice(LOG_ACTIONS, MSG.logActionInvalid),
  entityType: choice(LOG_ENTITY_TYPES, MSG.logEntityTypeInvalid),
});
export type LogExportValues = yup.InferType<typeof logExportSchema>;

/** The clean dialog and DELETE /logs/clean?daysToKeep (administration §5 Logs: at least 30; §9: 90 by default). */
export const logCleanSchema = yup.object({
  daysToKeep: wholeNumber(MSG.logDaysToKeepMin(LIMITS.logsCleanMinDays))
    .min(LIMITS.logsCleanMinDays, MSG.logDaysToKeepMin(LIMITS.logsCleanMinDays))
    .max(LIMITS.logsCleanMaxDays, MSG.logDaysToKeepMax(LIMITS.logsCleanMaxDays))
    .default(LIMITS.logsCleanDefaultDays),
});
export type LogCleanValues = yup.InferType<typeof logCleanSchema>;
