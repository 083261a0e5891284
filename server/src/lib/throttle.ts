import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleCounters } from '../db/schema/index';

export interface Count {
  hits: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Shared counters in the database: one statement adds a hit, opening a new window when the old one
 * has ended. Every API process on the same database counts into the same row.
 */
export class Throttle {
  constructor(private readonly db: Db) {}

  /**
   * Adds a hit. With `lockAt`, the hit that reaches it also moves the window's end to a full
   * window from now (a lock-out runs from the locking failure), in the same statement.
   */
  async hit(key: string, windowMs: number, lockAt = 0): Promise<Count> {
    const result = await this.db.execute(sql`
      insert into ${throttleCounters} (key, hits, window_ends_at)
      values (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when ${throttleCounters.windowEndsAt} <= now() then 1 else ${throttleCounters.hits} + 1 end,
        window_ends_at = case
          when ${throttleCounters.windowEndsAt} <= now() then now() + ${windowMs}::float8 * interval '1 millisecond'
          when ${lockAt} > 0 and ${throttleCounters.hits} + 1 >= ${lockAt} then now() + ${windowMs}::float8 * interval '1 millisecond'
          else ${throttleCounters.windowEndsAt} end
      returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::bigint as ttl`);
    const row = result.rows[0] as { hits: number; ttl: number };
    return { hits: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  /** The current count, without adding to it; zero once the window has ended. */
  async peek(key: string): Promise<Count> {
    const result = await this.db.execute(
      sql`select hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::bigint as ttl from ${throttleCounters} where key = ${key} and window_ends_at > now()`,
    );
    const row = result.rows[0] as { hits: number; ttl: number } | undefined;
    return row ? { hits: Number(row.hits), ttl: Number(row.ttl) } : { hits: 0, ttl: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from ${throttleCounters} where key = ${key}`);
  }

  /** Rows whose window ended more than a minute ago. */
  async sweep(): Promise<void> {
    await this.db.delete(throttleCounters).where(lt(throttleCounters.windowEndsAt, sql`now() - interval '1 minute'`));
  }
}
