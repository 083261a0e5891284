import { sql, type SQL } from 'drizzle-orm';
import { KVKK_ANONYMOUS, KVKK_REDACTED, KVKK_REQUEST_RETENTION_YEARS, type KvkkRetentionCategory } from '@tamir/shared-api/domain';
import type { Db, DbKind } from '../../db/client';
import { ExclusiveRun } from '../../lib/exclusive-run';
import { inBatches } from '../../lib/in-batches';
import { describeFailure } from '../../lib/failure';
import type { LogSink } from '../../lib/log-sink';
import { PeriodicRun } from '../../lib/periodic-run';
import { yearStart } from '../../lib/istanbul-day';
import { deleteOlderThan } from '../system-logs/search-service';
import type { SystemLogService } from '../system-logs/service';
import { SYSTEM_ACTOR, writeDestructionLog } from './destruction-log';
import type { Counts } from './eraser';
import type { KvkkNoticeService } from './notice';
import { PERSONAL_REGISTER } from './personal-register';
import type { PersonalColumn, PersonalTable } from './register';

/** The advisory lock key of the KVKK retention run (one process at a time on PostgreSQL). */
const KVKK_RETENTION_LOCK_KEY = 7_260_330;
const DAY_MS = 86_400_000;
const BATCH = 1_000;
export const KVKK_RETENTION_CHECK_MS = 3_600_000;
export const KVKK_RETENTION_FIRST_CHECK_MS = 90_000;

const touched = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows.length;

/**
 * The register of requests is kept KVKK_REQUEST_RETENTION_YEARS after the answer (or the closing by
 * hand), then deleted with what a restore needed to erase again (docs/decisions.md, issue 41 §2).
 * Open requests are never deleted.
 */
async function deleteOldRequests(db: Db, now: Date): Promise<number> {
  const years = `${KVKK_REQUEST_RETENTION_YEARS} years`;
  return inBatches(BATCH, async () => {
    const { rows } = await db.execute(
      sql`delete from kvkk_requests where id in (select id from kvkk_requests where state <> 'Açık'
        and coalesce(answered_at, completed_at) < ${now.toISOString()}::timestamptz - ${years}::interval limit ${BATCH}) returning id`,
    );
    const ids = (rows as Array<{ id: number }>).map((r) => Number(r.id));
    if (ids.length) await db.execute(sql`delete from kvkk_erasures where request_id = any(${sql.param(ids)}::int[])`);
    return ids.length;
  });
}

export interface KvkkRetentionResult {
  ran: boolean;
  counts: Counts;
}

/**
 * Kept no longer than needed (Art. 7, the Regulation on Erasure): once a day, per the KVKK tab's
 * days, the forms' personal fields (and their signature images) are anonymised, old notifications,
 * photos and system log rows are deleted and old backups removed; invoices are deleted once their
 * legal 10 years have run (not a tab setting); each run writes the destruction log. Due when the last run is a day old, checked again under the advisory lock, as the log
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
    const cutoff = (category: KvkkRetentionCategory) => new Date(now.getTime() - days[category] * DAY_MS);
    const db = this.db;
    const counts: Counts = {};
    const add = (table: PersonalTable, n: number) => {
      if (table.category) counts[table.category] = (counts[table.category] ?? 0) + n;
    };
    for (const table of PERSONAL_REGISTER) {
      const columns = table.columns.filter((c) => c.retention);
      if (columns.length > 0) add(table, await this.clear(table, columns, cutoff(columns[0].retention!)));
      if (table.retentionDelete) {
        const before = cutoff(table.retentionDelete.category);
        // The log's own batched delete (it knows the log's indexes).
        if (table.table === 'system_logs') add(table, await deleteOlderThan(db, before, BATCH));
        else add(table, await this.deleteOld(table, before));
      }
      // Invoices: 10 years from the end of their year (TTK art. 82), then deleted whole.
      if (table.legalRetention) add(table, await this.deleteOld(table, yearStart(now.getTime(), table.legalRetention.years)));
    }
    counts.backups = this.pruneBackups ? await this.pruneBackups(cutoff('backups')) : 0;
    counts.requests = await deleteOldRequests(db, now);
    return counts;
  }

  /** Clears the registered columns of rows older than `before` (by the row's date, or its form's), a thousand at a time. */
  private async clear(table: PersonalTable, columns: PersonalColumn[], before: Date): Promise<number> {
    const name = sql.identifier(table.table);
    const sets: SQL[] = [];
    const differs: SQL[] = [];
    for (const column of columns) {
      const c = sql`${sql.identifier(column.column)}`;
      const value = retentionValue(column, c);
      sets.push(sql`${c} = ${value}`);
      differs.push(sql`${c} is distinct from (${value})`);
    }
    const old = table.dateColumn
      ? sql`${sql.identifier(table.dateColumn)} < ${before}`
      : sql`${sql.identifier(table.formColumn!)} in (select id from repair_forms where created_at < ${before})`;
    return inBatches(BATCH, async () => {
      const { rows } = await this.db.execute(
        sql`update ${name} set ${sql.join(sets, sql`, `)} where id in (select id from ${name} where ${old} and (${sql.join(differs, sql` or `)}) limit ${BATCH}) returning id`,
      );
      const ids = (rows as Array<{ id: number | string }>).map((r) => Number(r.id));
      if (table.afterErase) await table.afterErase(this.db, ids);
      return ids.length;
    });
  }

  private async deleteOld(table: PersonalTable, before: Date): Promise<number> {
    const name = sql.identifier(table.table);
    const where = table.retentionDelete?.where ? sql` and (${table.retentionDelete.where})` : sql``;
    return inBatches(BATCH, () =>
      touched(
        this.db,
        sql`delete from ${name} where id in (select id from ${name} where ${sql.identifier(table.dateColumn!)} < ${before}${where} limit ${BATCH}) returning 1`,
      ),
    );
  }
}

/** What a retention run leaves in a column (no request's names: a name-dependent erase clears the whole value). */
export function retentionValue(column: PersonalColumn, c: SQL): SQL {
  const erase = column.retentionErase ?? column.erase;
  switch (erase) {
    case 'anonymous':
    case 'anonymousIfNamed':
      return sql`case when ${c} is null then null else ${KVKK_ANONYMOUS} end`;
    case 'redacted':
    case 'redactedIfNamed':
    case 'maskNames':
      return sql`case when ${c} is null or ${c} = '' then ${c} else ${KVKK_REDACTED} end`;
    case 'empty':
      return sql`''`;
    case 'null':
      return sql`null`;
    default:
      throw new Error(`${column.column}: no retention value for ${JSON.stringify(erase)}`);
  }
}
