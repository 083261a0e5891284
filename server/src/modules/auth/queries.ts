import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, repairShops, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect & { shopName: string | null; shopActive: boolean | null };

/** Runs on every authenticated request, so it is prepared once. */
export const prepareSessionQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      repairShopId: users.repairShopId,
      mustChangePassword: users.mustChangePassword,
      shopActive: repairShops.isActive,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(repairShops, eq(repairShops.id, users.repairShopId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .prepare('auth_session');

/** Usernames are unique without regard to case. */
export async function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users, shopName: repairShops.name, shopActive: repairShops.isActive })
    .from(users)
    .leftJoin(repairShops, eq(repairShops.id, users.repairShopId))
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row ? { ...row.user, shopName: row.shopName, shopActive: row.shopActive } : undefined;
}
