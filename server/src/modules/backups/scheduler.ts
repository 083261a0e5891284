import type { Backup } from '@tamir/shared-api/dto';
import type { Db, DbKind } from '../../db/client';
import { ExclusiveRun } from '../../lib/exclusive-run';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';
import { PeriodicRun } from '../../lib/periodic-run';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import type { BackupService } from './service';

/** The advisory lock key of the automatic backup: one process on a PostgreSQL database runs it at a time. */
const SCHEDULE_LOCK_KEY = 7_260_311;

export type BackupSchedule = 'Daily' | 'Weekly' | 'Monthly';
const SCHEDULE_LABEL: Record<BackupSchedule, string> = { Daily: 'günlük', Weekly: 'haftalık', Monthly: 'aylık' };

/**
 * The latest moment of the schedule at or before `now`, in the server's local time (the process's
 * TZ): Daily at backupTime; Weekly on Monday at backupTime; Monthly on the 1st at backupTime.
 * Null for a time that is not HH:mm or an unknown schedule.
 */
export function latestSlot(now: Date, schedule: string, backupTime: string): Date | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(backupTime ?? '');
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const at = (year: number, month: number, day: number) => new Date(year, month, day, hours, minutes, 0, 0);
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  switch (schedule) {
    case 'Daily': {
      const today = at(y, m, d);
      return today <= now ? today : at(y, m, d - 1);
    }
    case 'Weekly': {
      const sinceMonday = (now.getDay() + 6) % 7;
      const thisWeek = at(y, m, d - sinceMonday);
      return thisWeek <= now ? thisWeek : at(y, m, d - sinceMonday - 7);
    }
    case 'Monthly': {
      const thisMonth = at(y, m, 1);
      return thisMonth <= now ? thisMonth : at(y, m - 1, 1);
    }
    default:
      return null;
  }
}

export interface DueResult {
  /** The backup taken, or null when none was due (or another process took it). */
  backup: Backup | null;
  /** Automatic backups deleted by the retention count. */
  deleted: string[];
}

/**
 * Automatic backups (settings' backup section: autoBackupEnabled, backupSchedule, backupTime,
 * retentionCount). Every `checkMs` the settings are read again, so a change applies without a
 * restart; `runDue(now)` takes the backup when the latest slot has no automatic backup yet (a
 * slot missed while the server was off is taken at the next check), then keeps the newest
 * retentionCount automatic backups. On PostgreSQL an advisory lock makes sure two processes never
 * both take it; the check is repeated under the lock.
 */
export class BackupScheduler {
  private readonly exclusive: ExclusiveRun;
  // runDue logs and records a failed backup itself
  private readonly periodic = new PeriodicRun(
    () => this.runDue(new Date()),
    () => undefined,
  );

  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly backups: BackupService,
    private readonly settings: SettingsService,
    private readonly systemLog: SystemLogService,
    private readonly logger: LogSink,
  ) {
    this.exclusive = new ExclusiveRun(db, kind, SCHEDULE_LOCK_KEY);
  }

  start(checkMs: number): void {
    if (checkMs > 0) this.periodic.start(checkMs);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  async runDue(now: Date = new Date()): Promise<DueResult> {
    const none: DueResult = { backup: null, deleted: [] };
    const section = await this.settings.section('backup');
    if (!section.autoBackupEnabled) return none;
    const slot = latestSlot(now, section.backupSchedule, section.backupTime);
    if (!slot) return none;
    const result = await this.exclusive.run(async () => {
      const last = await this.backups.lastAutomaticAt();
      if (last && last >= slot) return none;
      const label = SCHEDULE_LABEL[section.backupSchedule as BackupSchedule] ?? section.backupSchedule;
      try {
        const backup = await this.backups.createAutomatic(`Otomatik yedek (${label}, ${section.backupTime})`, now);
        const deleted = await this.backups.pruneAutomatic(section.retentionCount);
        return { backup, deleted };
      } catch (error) {
        this.logger.error({ failure: describeFailure(error) }, 'automatic backup failed');
        await this.systemLog
          .record(this.db, { action: 'Backup', entityType: 'System', level: 'Error', description: 'Otomatik yedek oluşturulamadı' })
          .catch(() => undefined);
        throw error;
      }
    });
    return result ?? none;
  }
}
