import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { authSessions, repairShops, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** Who a user is, as the lists show it (never the password hash). */
export const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  repairShopId: users.repairShopId,
};

/** The columns the admin screen reads. */
export const accountColumns = { ...userColumns, role: users.role, createdAt: users.createdAt };
export type AccountRow = { [K in keyof typeof accountColumns]: UserRow[K] };

/** One page of the users of a role, by username (case folded), then id. */
export function pageOfRole(db: Db, role: Role, limit: number, offset: number): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(users)
    .where(eq(users.role, role))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** Every user of the role and the active ones, counted in one pass. */
export async function countsOfRole(db: Db, role: Role): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number) })
    .from(users)
    .where(eq(users.role, role));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Whether another account already has this name, compared without regard to case. */
export async function usernameTaken(db: Db, username: string, exceptId: number | null = null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ...(exceptId === null ? [] : [ne(users.id, exceptId)])))
    .limit(1);
  return !!row;
}

export async function shopExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: repairShops.id }).from(repairShops).where(eq(repairShops.id, id));
  return !!row;
}

/**
 * Serialises every change that can lower the number of active admins (deactivate, delete, role
 * change) for the rest of the transaction, so two admins cannot each remove "the other" last one.
 */
export async function lockAdminSet(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:active-admins'))`);
}

/** Active admins other than `exceptId`, counted under lockAdminSet. */
export async function otherActiveAdmins(tx: Db, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.isActive, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** Ends every open session of the user (all of them, or all but `keepSessionId`): their tokens stop working at once. */
export async function revokeSessions(tx: Db, userId: number, keepSessionId: string | null = null): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), ...(keepSessionId ? [ne(authSessions.id, keepSessionId)] : [])));
}
