import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '../db/client';

/**
 * A scheduled job that must run once across every process: one run at a time in this process, and
 * on PostgreSQL one across processes through a transaction-level advisory lock (held by that
 * transaction's connection while the work runs on others). PGlite serves one process only.
 */
export class ExclusiveRun {
  private inProcess = false;

  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    /** The advisory lock's key, one per job. */
    private readonly lockKey: number,
  ) {}

  /** Runs `work` unless another run holds the job; null when it was held. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.inProcess) return null;
    this.inProcess = true;
    try {
      if (this.kind === 'pglite') return await work();
      return await this.db.transaction(async (tx) => {
        const claimed = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${this.lockKey}) as locked`);
        return claimed.rows[0]?.locked ? work() : null;
      });
    } finally {
      this.inProcess = false;
    }
  }
}
