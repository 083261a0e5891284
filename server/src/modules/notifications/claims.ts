import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

/** A number of milliseconds as an interval; times are the database's, so processes' clocks may differ. */
const msAgo = (ms: number) => sql`now() - (${ms})::int * interval '1 millisecond'`;
const msAhead = (ms: number) => sql`now() + (${ms})::int * interval '1 millisecond'`;

/**
 * Takes up to `limit` due e-mails for `workerId`. Rows another transaction holds are skipped, and a
 * row stays claimed after commit (locked_by/locked_at), so no other process takes it while it is
 * being sent; a claim older than `staleMs` belongs to a process that died and is taken over.
 */
export function claimDue(db: Db, workerId: string, limit: number, staleMs: number): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'Email'),
          eq(notifications.status, 'Pending'),
          lte(notifications.nextAttemptAt, sql`now()`),
          or(isNull(notifications.lockedAt), lt(notifications.lockedAt, msAgo(staleMs))),
        ),
      )
      .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(notifications)
      .set({ lockedBy: workerId, lockedAt: sql`now()` })
      .where(
        inArray(
          notifications.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
}

/** Only the claim's holder finishes it: a claim taken over as stale is no longer ours. */
const heldBy = (id: number, workerId: string) => and(eq(notifications.id, id), eq(notifications.lockedBy, workerId));

/**
 * Refreshes the claim right before a row is sent, so a batch slowed by its SMTP server never
 * sends a row that another process has meanwhile taken over as stale. False: no longer ours.
 */
export async function renewClaim(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ lockedAt: sql`now()` })
    .where(and(heldBy(id, workerId), eq(notifications.status, 'Pending')))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markSent(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ status: 'Sent', sentAt: sql`now()`, errorMessage: null })
    .where(heldBy(id, workerId))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A failed attempt: counted, and either scheduled again (claim released) or Failed for good. */
export async function markAttemptFailed(
  db: Db,
  row: NotificationRow,
  workerId: string,
  error: string,
  retry: { maxAttempts: number; delaysMs: readonly number[] },
): Promise<'Pending' | 'Failed'> {
  const attempts = row.retryCount + 1;
  if (attempts >= retry.maxAttempts) {
    await db.update(notifications).set({ status: 'Failed', retryCount: attempts, errorMessage: error }).where(heldBy(row.id, workerId));
    return 'Failed';
  }
  const delay = retry.delaysMs[Math.min(attempts, retry.delaysMs.length) - 1] ?? 0;
  await db
    .update(notifications)
    .set({ retryCount: attempts, errorMessage: error, nextAttemptAt: msAhead(delay), lockedBy: null, lockedAt: null })
    .where(heldBy(row.id, workerId));
  return 'Pending';
}

/** Failed without an attempt (nowhere to send): kept with the reason, resendable later. */
export async function markFailed(db: Db, id: number, workerId: string, reason: string): Promise<void> {
  await db.update(notifications).set({ status: 'Failed', errorMessage: reason }).where(heldBy(id, workerId));
}

/** Hands claimed rows back untouched (shutdown mid-batch). */
export async function releaseClaims(db: Db, ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ lockedBy: null, lockedAt: null })
    .where(and(inArray(notifications.id, ids), eq(notifications.lockedBy, workerId), eq(notifications.status, 'Pending')));
}
