import { and, desc, eq, gte, like } from 'drizzle-orm';
import type { Db, DbKind } from '../../db/client';
import { systemLogs } from '../../db/schema/index';
import { ExclusiveRun } from '../../lib/exclusive-run';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';
import { PeriodicRun } from '../../lib/periodic-run';
import { deleteOlderThan } from './search-service';
import type { SystemLogService } from './service';

/** The advisory lock key of the daily clean-up: one process on a PostgreSQL database runs it at a time. */
const RETENTION_LOCK_KEY = 7_260_321;
const DAY_MS = 86_400_000;
/** How often a process looks whether the daily clean-up is due, and the first look after start. */
export const RETENTION_CHECK_MS = 3_600_000;
export const RETENTION_FIRST_CHECK_MS = 60_000;
/** The row each run writes; the next run is due a day after the last one. */
export const RETENTION_MARK = 'Otomatik log temizliği';

export interface RetentionResult {
  /** False when it was not due or another process holds it. */
  ran: boolean;
  deletedRows: number;
  deletedFiles: number;
}

/**
 * The logging settings' retentionDays: once a day, rows older than that many days are deleted (in
 * batches, so the portal is never held up) and so are log files last written before then. Every
 * process looks each hour; the run is due when no run has been recorded in the last 24 hours (the
 * Delete/System row it writes), checked again under a PostgreSQL advisory lock, so two processes on
 * one database never both run it. PGlite has one process.
 */
export class LogRetention {
  private readonly exclusive: ExclusiveRun;
  private readonly periodic = new PeriodicRun(
    () => this.runDue(new Date()),
    (error) => this.logger.warn({ failure: describeFailure(error) }, 'log retention failed'),
  );

  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly systemLog: SystemLogService,
    private readonly logger: LogSink,
    private readonly deleteBatchSize: number,
  ) {
    this.exclusive = new ExclusiveRun(db, kind, RETENTION_LOCK_KEY);
  }

  start(checkMs = RETENTION_CHECK_MS, firstCheckMs = RETENTION_FIRST_CHECK_MS): void {
    this.periodic.start(checkMs, firstCheckMs);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** Runs the clean-up if no run is recorded in the 24 hours before `now`. */
  async runDue(now: Date = new Date()): Promise<RetentionResult> {
    const none: RetentionResult = { ran: false, deletedRows: 0, deletedFiles: 0 };
    const result = await this.exclusive.run(async () => {
      if (await this.ranSince(new Date(now.getTime() - DAY_MS))) return none;
      const { retentionDays } = await this.systemLog.reloadSettings();
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
      const deletedRows = await deleteOlderThan(this.db, cutoff, this.deleteBatchSize);
      const deletedFiles = (await this.systemLog.files?.removeOlderThan(cutoff)) ?? 0;
      await this.systemLog.record(this.db, {
        action: 'Delete',
        entityType: 'System',
        description: `${RETENTION_MARK} (${retentionDays} gün): ${deletedRows.toLocaleString('tr-TR')} kayıt, ${deletedFiles} dosya silindi`,
      });
      return { ran: true, deletedRows, deletedFiles };
    });
    return result ?? none;
  }

  private async ranSince(since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: systemLogs.id })
      .from(systemLogs)
      .where(
        and(
          eq(systemLogs.action, 'Delete'),
          eq(systemLogs.entityType, 'System'),
          gte(systemLogs.createdAt, since),
          like(systemLogs.description, `${RETENTION_MARK} (%`),
        ),
      )
      .orderBy(desc(systemLogs.createdAt))
      .limit(1);
    return Boolean(row);
  }
}
