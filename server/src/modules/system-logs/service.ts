import type { Db } from '../../db/client';
import { systemLogs } from '../../db/schema/index';
import type { Caller } from '../../lib/caller';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';

export type LogLevel = 'Debug' | 'Information' | 'Warning' | 'Error' | 'Critical';
export type LogAction =
  'Create' | 'Update' | 'Delete' | 'View' | 'Export' | 'Login' | 'Logout' | 'PasswordChange' | 'StatusChange' | 'Send' | 'Backup' | 'Restore' | 'Error';
export type EntityType = 'User' | 'Company' | 'Vehicle' | 'RepairForm' | 'Notification' | 'SystemSetting' | 'System' | 'Authentication';

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
  return url.split('?')[0].replace(/(\/repairform\/public\/|\/forms\/view\/)[^/]+/, '$1***');
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

/**
 * Change rows are written in the caller's transaction, so a change and its log entry commit
 * together. Request rows are buffered and written in batches off the response path.
 */
export class SystemLogService {
  private buffer: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly logger: LogSink,
    private readonly flushDelayMs = 200,
    private readonly batchSize = 200,
  ) {}

  /** A change row, written with `executor` (the change's transaction); `caller` is null for the server's own work. */
  async record(executor: Db, entry: ChangeEntry, caller: Caller | null = null): Promise<void> {
    await executor.insert(systemLogs).values({
      ...(caller ? callerColumns(caller) : {}),
      logLevel: entry.level ?? 'Information',
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      description: entry.description,
    });
  }

  enqueue(row: Row): void {
    this.buffer.push(row);
    if (this.buffer.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushDelayMs);
  }

  /** Writes what is buffered; never throws (a lost log row must not fail a request). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.db.insert(systemLogs).values(rows);
      } catch (error) {
        this.logger.warn({ failure: describeFailure(error), rows: rows.length }, 'system_logs write failed');
      }
    });
    return this.writing;
  }
}
