import type { LogAction as SpecLogAction, LogEntityType, LogLevel as SpecLogLevel } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { systemLogs } from '../../db/schema/index';
import type { Caller } from '../../lib/caller';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';
import { unnestInsert } from './batch-insert';
import type { LogFileSink } from './file-sink';
import { LoggingPolicy, passes, type LoggingSettings } from './policy';
import { LogRowColumns } from './row-columns';

/** administration §4: levels, actions and entity types, exactly as the spec names them. */
export type LogLevel = SpecLogLevel;
export type LogAction = SpecLogAction;
export type EntityType = LogEntityType;

export interface ChangeEntry {
  action: LogAction;
  entityType: EntityType;
  entityId?: number | string | null;
  description: string;
  level?: LogLevel;
}

type Row = typeof systemLogs.$inferInsert;

/** Tokens travel in these paths; logs keep the route, never the token. Query strings are dropped. */
export function maskUrl(url: string): string {
  return url.split('?')[0].replace(/(\/repairform\/public\/|\/forms\/view\/)[^/]+/i, '$1***');
}

/** The who/where of a request that a change row carries. */
function callerColumns(caller: Caller): Pick<Row, 'userId' | 'username' | 'ipAddress' | 'httpMethod' | 'requestPath'> {
  const user = caller.user ?? caller.subject;
  return {
    userId: user?.id ?? null,
    username: user?.username ?? null,
    ipAddress: caller.ip,
    httpMethod: caller.method,
    requestPath: caller.path.slice(0, 500),
  };
}

/** A row as one JSON line of the log file. */
function fileLine(row: Row): string {
  const { createdAt, ...rest } = row;
  return JSON.stringify({ time: (createdAt ?? new Date()).toISOString(), ...rest });
}

export interface SystemLogOptions {
  /** Reads the logging section of the settings; without it the defaults apply. */
  loggingSettings?: () => Promise<Partial<LoggingSettings>>;
  /** The JSON-lines file log (enableFileLogging); without it no file is written. */
  fileSink?: LogFileSink | null;
  flushDelayMs?: number;
  batchSize?: number;
}

/**
 * Writes system_logs. Change rows (`record`) are written in the caller's transaction, so a change
 * and its log entry commit together; they are the audit trail and are always written, whatever
 * the logging settings say. Request rows (`enqueue`) are buffered and written in batches off the
 * response path, and obey the logging settings (read through `policy`, at most 2 s old): only
 * rows at or above `logLevel`, to the database only with `enableDatabaseLogging`, to the file
 * with `enableFileLogging` (every row that passes the level, change rows included).
 */
export class SystemLogService {
  readonly policy: LoggingPolicy;
  private readonly fileSink: LogFileSink | null;
  private readonly flushDelayMs: number;
  private readonly batchSize: number;
  /** The next batch's rows, escaped as they arrive (row-columns.ts); a spare one is reused once its batch is written. */
  private pending = new LogRowColumns();
  private spare: LogRowColumns | null = null;
  /** The same rows as objects, for the file log, while it is on. */
  private fileRows: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly logger: LogSink,
    options: SystemLogOptions = {},
  ) {
    this.policy = new LoggingPolicy(options.loggingSettings ?? (async () => ({})));
    this.fileSink = options.fileSink ?? null;
    this.flushDelayMs = options.flushDelayMs ?? 200;
    // A busy process fills a batch before the timer: 1,000 rows a statement cost PostgreSQL about
    // 2 µs a row less than 200 (`LOG_ROW_BATCH=1000 npm run bench:log-row -w server`, issue 32).
    this.batchSize = options.batchSize ?? 1000;
  }

  /** A change row, written with `executor` (the change's transaction); `caller` is null for the server's own work. */
  async record(executor: Db, entry: ChangeEntry, caller: Caller | null = null): Promise<void> {
    const row: Row = {
      ...(caller ? callerColumns(caller) : {}),
      createdAt: new Date(),
      logLevel: entry.level ?? 'Information',
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      description: entry.description,
    };
    await executor.insert(systemLogs).values(row);
    // The last values read (no read here: on PGlite a query beside an open transaction waits for it).
    const settings = this.policy.latest();
    if (settings.enableFileLogging && passes(row.logLevel, settings.logLevel)) void this.toFile([row], settings);
  }

  /**
   * Whether a request row of `level` would be written anywhere under the settings (read at most
   * LOGGING_SETTINGS_MAX_AGE_MS ago): a row they would drop is not built at all. flush() applies
   * the settings again to what it writes.
   */
  keeps(level: LogLevel): boolean {
    const settings = this.policy.glance();
    return (settings.enableDatabaseLogging || settings.enableFileLogging) && passes(level, settings.logLevel);
  }

  /**
   * A request row (or the server's own event), written with the next batch. It is escaped into the
   * batch at once and not kept, unless the file log is on (as the settings were last read).
   */
  enqueue(row: Row): void {
    row.createdAt ??= new Date();
    this.pending.add(row);
    if (this.policy.glance().enableFileLogging) this.fileRows.push(row);
    if (this.pending.size >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushDelayMs);
  }

  /** Writes what is buffered, as the logging settings say; never throws (a lost log row must not fail a request). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = this.spare ?? new LogRowColumns();
    this.spare = null;
    const fileRows = this.fileRows;
    this.fileRows = [];
    this.writing = this.writing.then(async () => {
      try {
        const settings = await this.policy.current();
        if (!settings.enableFileLogging) await this.fileSink?.close();
        const kept = (level: string) => passes(level as LogLevel, settings.logLevel);
        const toFile = fileRows.filter((row) => kept(row.logLevel));
        if (settings.enableFileLogging && toFile.length > 0) await this.toFile(toFile, settings);
        const all = batch.levels.every(kept);
        if (settings.enableDatabaseLogging && (all ? batch.size > 0 : batch.levels.some(kept))) {
          try {
            await this.db.execute(unnestInsert(batch.literals(all ? undefined : (i) => kept(batch.levels[i]))));
          } catch (error) {
            this.logger.warn({ failure: describeFailure(error), rows: batch.size }, 'system_logs write failed');
          }
        }
        await this.fileSink?.flush();
      } finally {
        batch.clear();
        this.spare ??= batch;
      }
    });
    return this.writing;
  }

  /** Applies changed logging settings at once (instead of within 2 s): for whoever saves them. */
  async reloadSettings(): Promise<LoggingSettings> {
    this.policy.invalidate();
    return this.policy.current();
  }

  /** The file log, if this service writes one (retention removes its old files). */
  get files(): LogFileSink | null {
    return this.fileSink;
  }

  /** Writes the last rows and closes the file (the server stops). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    await this.fileSink?.close();
  }

  private async toFile(rows: Row[], settings: LoggingSettings): Promise<void> {
    if (this.closed) return;
    try {
      await this.fileSink?.write(rows.map(fileLine), settings.maxFileSizeMB);
    } catch (error) {
      this.logger.warn({ failure: describeFailure(error) }, 'log file write failed');
    }
  }
}
