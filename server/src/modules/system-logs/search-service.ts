import { PassThrough, type Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { LIMITS, LOG_LEVELS, MSG, isDateOnly, logCleanSchema, readWith, type LogExportValues, type LogSearchValues } from '@tamir/shared-api/domain';
import type { LogEntry, LogSearchResult, LogStatistics, LogStatisticsParams, SettingsLogEntry, SettingsLogQueryValues } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { isAdmin, type Actor } from '../../lib/caller';
import { describeFailure } from '../../lib/failure';
import { forbidden, notFound, validationFailed } from '../../lib/http-errors';
import { inBatches } from '../../lib/in-batches';
import type { LogSink } from '../../lib/log-sink';
import { todayRange } from '../../lib/istanbul-day';
import { istanbulDayKey, periodOf, spanOf } from './dates';
import { EXPORT_FILES, exportWriter } from './export-writers';
import {
  countLogs,
  countLogsUpTo,
  deleteOlderBatch,
  exportBatch,
  findLog,
  logConditions,
  pageOfLogs,
  periodTotals,
  toLogEntry,
  type ExportCursor,
} from './queries';
import type { SystemLogService } from './service';

const DAY_MS = 86_400_000;

export interface SystemLogAdminOptions {
  /** Rows per DELETE of a clean-up (a short statement each, so the portal is never held up long). */
  deleteBatchSize?: number;
  /** Rows per read of an export. */
  exportBatchSize?: number;
  /** A username or text search counts its matches up to this many (LIMITS.logsCountCap). */
  countCap?: number;
}

/** A file download being streamed. */
export interface ExportDownload {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** Settles when the file is complete (or failed), once its log row is written. */
  done: Promise<number>;
}

function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user)) throw forbidden();
}

/** Rows older than `cutoff`, in batches of `batchSize` until none is left; returns how many went. */
export function deleteOlderThan(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  return inBatches(batchSize, () => deleteOlderBatch(db, cutoff, batchSize));
}

const dayOf = (text: string, instant: Date) => (isDateOnly(text) ? text : istanbulDayKey(instant));

/**
 * The system log screen (administration §2.6, §7 Logs) and GET /settings/logs: Admin only (the
 * routes refuse others before reading a body; every method checks again).
 */
export class SystemLogAdminService {
  private readonly deleteBatchSize: number;
  private readonly exportBatchSize: number;
  private readonly countCap: number;

  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly logger: LogSink,
    options: SystemLogAdminOptions = {},
  ) {
    this.deleteBatchSize = options.deleteBatchSize ?? 10_000;
    this.exportBatchSize = options.exportBatchSize ?? 5_000;
    this.countCap = options.countCap ?? LIMITS.logsCountCap;
  }

  /** POST /logs/search: one page of the filtered rows and the totals. */
  async search(filter: LogSearchValues, actor: Actor): Promise<LogSearchResult> {
    requireAdmin(actor);
    const conditions = logConditions({ ...filter, period: periodOf(filter.startDate, filter.endDate) });
    const offset = (filter.pageNumber - 1) * filter.pageSize;
    const [total, rows] = await Promise.all([
      this.count(conditions, Boolean(filter.username || filter.searchText)),
      pageOfLogs(this.db, conditions, filter.sortBy ?? 'CreatedAt', filter.sortDescending, filter.pageSize, offset),
    ]);
    return {
      data: rows.map(toLogEntry),
      totalCount: total.count,
      totalPages: Math.ceil(total.count / filter.pageSize),
      ...(total.capped ? { totalCountCapped: true } : {}),
    };
  }

  /**
   * The total of a search. Exact, from an index alone, for the level, action, entity type, IP and
   * date filters; a username or text search (trigram matches, each checked in the table) is counted
   * up to countCap, and answers "more than countCap" beyond it.
   */
  private async count(conditions: SQL[], trigram: boolean): Promise<{ count: number; capped: boolean }> {
    if (!trigram) return { count: await countLogs(this.db, conditions), capped: false };
    const counted = await countLogsUpTo(this.db, conditions, this.countCap);
    return counted > this.countCap ? { count: this.countCap, capped: true } : { count: counted, capped: false };
  }

  /** GET /logs/{id}. */
  async get(id: number, actor: Actor): Promise<LogEntry> {
    requireAdmin(actor);
    const row = await findLog(this.db, id);
    if (!row) throw notFound(MSG.logNotFound);
    return toLogEntry(row);
  }

  /**
   * GET /logs/statistics: totalLogs, errorCount (Error and Critical) and averageResponseTime (ms,
   * over the rows with a duration: the requests) of the period, every row when no date is given;
   * todayLogs counts today's rows (İstanbul day) whatever the period.
   */
  async statistics(query: LogStatisticsParams, actor: Actor): Promise<LogStatistics> {
    requireAdmin(actor);
    const period = periodOf(query.startDate || undefined, query.endDate || undefined);
    const today = todayRange();
    const totals = await periodTotals(this.db, logConditions({ period }));
    const todayLogs = await countLogs(this.db, logConditions({ period: { from: today.from, to: today.to } }));
    return {
      totalLogs: totals.total,
      todayLogs,
      errorCount: totals.errors,
      averageResponseTime: totals.averageMs === null ? 0 : Math.round(totals.averageMs * 10) / 10,
    };
  }

  /**
   * POST /logs/export: the rows of the period (and the optional level, action and entity type),
   * oldest first, streamed batch by batch into the file. The file name is
   * logs_{first day}_{last day}.{xlsx|csv|json}. When the file is complete an Export/System row
   * records it with its row count (an interrupted one an Error row).
   */
  exportLogs(values: LogExportValues, actor: Actor): ExportDownload {
    requireAdmin(actor);
    const period = periodOf(values.startDate, values.endDate);
    const start = spanOf(values.startDate)!;
    const end = spanOf(values.endDate)!;
    const range = `${dayOf(values.startDate, start.from)}_${dayOf(values.endDate, new Date(end.to.getTime() - 1))}`;
    const format = values.format ?? 'Excel';
    const file = EXPORT_FILES[format];
    const conditions = logConditions({ logLevel: values.logLevel, action: values.action, entityType: values.entityType, period });
    const out = new PassThrough();
    const done = (async () => {
      let written = 0;
      try {
        const writer = await exportWriter(format, out);
        let cursor: ExportCursor | null = null;
        for (;;) {
          const rows = await exportBatch(this.db, conditions, cursor, this.exportBatchSize);
          if (rows.length > 0) await writer.write(rows);
          written += rows.length;
          if (rows.length < this.exportBatchSize) break;
          const last = rows[rows.length - 1];
          cursor = { createdAt: last.cursorAt, id: last.id };
        }
        await writer.end();
        await this.systemLog.record(
          this.db,
          {
            action: 'Export',
            entityType: 'System',
            description: `Loglar dışa aktarıldı (${format}, ${range.replace('_', ' – ')}): ${written.toLocaleString('tr-TR')} kayıt`,
          },
          actor,
        );
        return written;
      } catch (error) {
        out.destroy();
        this.logger.warn({ failure: describeFailure(error), written }, 'log export interrupted');
        await this.systemLog
          .record(
            this.db,
            { action: 'Export', entityType: 'System', level: 'Error', description: `Log dışa aktarımı yarıda kaldı (${format}, ${range.replace('_', ' – ')})` },
            actor,
          )
          .catch(() => undefined);
        return written;
      }
    })();
    return { fileName: `logs_${range}.${file.extension}`, contentType: file.contentType, stream: out, done };
  }

  /** DELETE /logs/clean?daysToKeep: deletes the rows older than daysToKeep days (at least 30, 90 by default), in batches. */
  async clean(daysToKeepText: string | undefined, actor: Actor): Promise<{ message: string }> {
    requireAdmin(actor);
    const read = readWith(logCleanSchema, { daysToKeep: daysToKeepText === '' ? undefined : daysToKeepText });
    if (!read.ok) throw validationFailed({ daysToKeep: [read.issues[0].message] });
    const { daysToKeep } = read.value;
    const deleted = await deleteOlderThan(this.db, new Date(Date.now() - daysToKeep * DAY_MS), this.deleteBatchSize);
    const message = MSG.logsCleaned(deleted);
    await this.systemLog.record(
      this.db,
      { action: 'Delete', entityType: 'System', description: `Loglar temizlendi (son ${daysToKeep} gün saklandı): ${message}` },
      actor,
    );
    return { message };
  }

  /** GET /settings/logs: the simple entries, newest first, with the total (x-total-count; a text search's is capped as the search's). */
  async settingsList(query: SettingsLogQueryValues, actor: Actor): Promise<{ rows: SettingsLogEntry[]; totalCount: number; capped: boolean }> {
    requireAdmin(actor);
    const errors: Record<string, string[]> = {};
    const page = Number(query.pageNumber ?? query.page ?? 1);
    const pageSize = Number(query.pageSize ?? LIMITS.logsPageSize);
    if (!Number.isInteger(page) || page < 1) errors.pageNumber = [MSG.pageInvalid];
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIMITS.listPageSizeMax) errors.pageSize = [MSG.pageSizeInvalid(LIMITS.listPageSizeMax)];
    const level = query.level?.trim() ? LOG_LEVELS.find((l) => l.toLowerCase() === query.level!.trim().toLowerCase()) : undefined;
    if (query.level?.trim() && !level) errors.level = [MSG.logLevelInvalid];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const searchText = query.searchText?.trim() || undefined;
    const conditions = logConditions({ logLevel: level, searchText });
    const [total, rows] = await Promise.all([
      this.count(conditions, Boolean(searchText)),
      pageOfLogs(this.db, conditions, 'CreatedAt', true, pageSize, (page - 1) * pageSize),
    ]);
    return {
      totalCount: total.count,
      capped: total.capped,
      rows: rows.map((row) => ({
        id: row.id,
        timestamp: row.createdAt.toISOString(),
        level: row.logLevel,
        message: row.description ?? row.errorMessage ?? '',
        userName: row.username,
      })),
    };
  }
}
