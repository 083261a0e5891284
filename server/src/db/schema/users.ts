import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LIMITS, ROLES } from '@tamir/shared-api/domain';
import type { Role } from '@tamir/shared-api/dto';
import { createdAt, timestampTz, updatedAt } from './columns';
import { repairShops } from './organisations';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: LIMITS.user.username }).notNull(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).$type<Role>().notNull(),
    repairShopId: integer('repair_shop_id').references(() => repairShops.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: LIMITS.user.firstName }).notNull().default(''),
    lastName: varchar('last_name', { length: LIMITS.user.lastName }).notNull().default(''),
    email: varchar('email', { length: LIMITS.user.email }),
    phone: varchar('phone', { length: LIMITS.user.phone }),
    isActive: boolean('is_active').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    lastLoginAt: timestampTz('last_login_at'),
    passwordChangedAt: timestampTz('password_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    index('users_repair_shop').on(t.repairShopId),
    check('users_role_valid', sql`${t.role} in (${sql.raw(ROLES.map((role) => `'${role}'`).join(', '))})`),
    check('users_tamirci_has_shop', sql`${t.role} <> 'Tamirci' or ${t.repairShopId} is not null`),
  ],
);

/** One row per issued JWT (its jti), so logout and refresh can revoke a token before it expires. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    ipAddress: varchar('ip_address', { length: 64 }),
  },
  (t) => [index('auth_sessions_user').on(t.userId), index('auth_sessions_expires').on(t.expiresAt)],
);
