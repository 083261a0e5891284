import { sql } from 'drizzle-orm';
import { KVKK_ANONYMOUS, KVKK_REDACTED } from '@tamir/shared-api/domain';
import type { Db, DbKind } from '../../db/client';
import { ExclusiveRun } from '../../lib/exclusive-run';
import { inBatches } from '../../lib/in-batches';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';
import { PeriodicRun } from '../../lib/periodic-run';
import { deleteOlderThan } from '../system-logs/search-service';
import type { SystemLogService } from '../system-logs/service';
import { SYSTEM_ACTOR, writeDestructionLog } from './destruction-log';
import type { Counts } from './eraser';
import type { KvkkNoticeService } from './notice';

/** The advisory lock key of the KVKK retention run (one process at a time on PostgreSQL). */
const KVKK_RETENTION_LOCK_KEY = 7_260_330;
const DAY_MS = 86_400_000;
const BATCH = 1_000;
export const KVKK_RETENTION_CHECK_MS = 3_600_000;
export const KVKK_RETENTION_FIRST_CHECK_MS = 90_000;

const touched = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows.length;

export interface KvkkRetentionResult {
  ran: boolean;
  counts: Counts;
}

/**
 * Kept no longer than needed (Art. 7, the Regulation on Erasure): once a day, per the KVKK tab's
 * days, the forms' personal fields (and their signature images) are anonymised, old notifications,
 * photos and system log rows are deleted and old backups removed; each run writes the destruction
 * log. Due when the last run is a day old, checked again under the advisory lock, as the log
 * clean-up and the backup schedule are.
 */
export class KvkkRetention {
  private readonly exclusive: ExclusiveRun;
  private readonly periodic = new PeriodicRun(
    () => this.runDue(new Date()),
    (error) => this.logger.warn({ failure: describeFailure(error) }, 'kvkk retention failed'),
  );
  /** Set once the backups module exists (it is built after this one): deletes backups older than a date. */
  pruneBackups: ((cutoff: Date) => Promise<number>) | null = null;

  constructor(
    private readonly db: Db,
    kind: DbKind,
    private readonly notice: KvkkNoticeService,
    private readonly systemLog: SystemLogService,
    private readonly logger: LogSink,
  ) {
    this.exclusive = new ExclusiveRun(db, kind, KVKK_RETENTION_LOCK_KEY);
  }

  start(checkMs = KVKK_RETENTION_CHECK_MS, firstMs = KVKK_RETENTION_FIRST_CHECK_MS): void {
    this.periodic.start(checkMs, firstMs);
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** Runs when no run is recorded in the day before `now` (or always with `force`). */
  async runDue(now: Date = new Date(), force = false): Promise<KvkkRetentionResult> {
    const none: KvkkRetentionResult = { ran: false, counts: {} };
    const result = await this.exclusive.run(async () => {
      const last = await this.notice.lastRetentionRun();
      if (!force && last && now.getTime() - last.getTime() < DAY_MS) return none;
      const counts = await this.run(now);
      await this.db.transaction(async (tx) => {
        await writeDestructionLog(tx, counts, { method: 'Anonimleştirme', reason: 'Saklama Süresi', requestId: null, by: SYSTEM_ACTOR, at: now });
        await this.notice.markRetentionRun(tx, now);
        const total = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
        await this.systemLog.record(tx, {
          action: 'Delete',
          entityType: 'System',
          description: `KVKK saklama süresi çalıştı: ${total} kayıt maskelendi veya silindi`,
        });
      });
      return { ran: true, counts };
    });
    return result ?? none;
  }

  private async run(now: Date): Promise<Counts> {
    const days = await this.notice.retention();
    const cutoff = (category: keyof typeof days) => new Date(now.getTime() - days[category] * DAY_MS);
    const db = this.db;
    const counts: Counts = {};
    const formsCutoff = cutoff('forms');
    counts.signatures = await inBatches(BATCH, () =>
      touched(
        db,
        sql`update form_signatures set image = '', signer_name = ${KVKK_ANONYMOUS} where id in (select s.id from form_signatures s join repair_forms f on f.id = s.repair_form_id
          where f.created_at < ${formsCutoff} and s.image <> '' limit ${BATCH}) returning 1`,
      ),
    );
    counts.forms = await inBatches(BATCH, () =>
      touched(
        db,
        sql`update repair_forms set driver_name = ${KVKK_ANONYMOUS}, customer_name = ${KVKK_ANONYMOUS}, driver_phone_enc = null, customer_phone_enc = null,
          driver_phone_hash = null, customer_phone_hash = null, search_text = lower(translate(regexp_replace(trim(form_number || ' ' || plate_number || ' anonim ' || description || ' ' || company_name), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))
          where id in (select id from repair_forms where created_at < ${formsCutoff}
            and (driver_name <> ${KVKK_ANONYMOUS} or customer_name <> ${KVKK_ANONYMOUS} or driver_phone_enc is not null or customer_phone_enc is not null) limit ${BATCH}) returning 1`,
      ),
    );
    counts.approvals = await inBatches(BATCH, () =>
      touched(
        db,
        sql`update repair_approvals set approver_name = ${KVKK_ANONYMOUS}, note = case when note = '' then '' else ${KVKK_REDACTED} end
          where id in (select a.id from repair_approvals a join repair_forms f on f.id = a.repair_form_id where f.created_at < ${formsCutoff} and a.approver_name <> ${KVKK_ANONYMOUS} limit ${BATCH}) returning 1`,
      ),
    );
    counts.photos = await inBatches(BATCH, () =>
      touched(db, sql`delete from form_photos where id in (select id from form_photos where created_at < ${cutoff('photos')} limit ${BATCH}) returning 1`),
    );
    counts.notifications = await inBatches(BATCH, () =>
      touched(
        db,
        sql`delete from notifications where id in (select id from notifications where created_at < ${cutoff('notifications')} and status <> 'Pending' limit ${BATCH}) returning 1`,
      ),
    );
    counts.systemLogs = await deleteOlderThan(db, cutoff('systemLogs'), BATCH);
    counts.backups = this.pruneBackups ? await this.pruneBackups(cutoff('backups')) : 0;
    return counts;
  }
}
