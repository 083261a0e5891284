import { Type, type Static } from 'typebox';
import { RoleSchema } from './auth';
import { USER_FIELDS } from './common';
import type { userCreateSchema, userUpdateSchema } from '../schemas/user';
import type { BodyOf } from '../schemas/body-of';

/**
 * A user as the admin users screen lists it (administration §3 'User'). Never the password or its
 * hash. (`User` is the signed-in user of /auth; this is any account.)
 */
export const UserAccountDto = Type.Object({
  ...USER_FIELDS,
  role: RoleSchema,
  isActive: Type.Boolean(),
  createdAt: Type.String(),
});
export type UserAccount = Static<typeof UserAccountDto>;

/** POST /user: the new id and the notice that the login details went to the e-mail address. */
export const UserCreatedDto = Type.Object({ id: Type.Integer(), message: Type.String() });
export type UserCreated = Static<typeof UserCreatedDto>;

const pageParam = Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' }));

/** GET /users: one role (default Admin, as the admin users screen lists admins only), paged; the total is in x-total-count. */
export const UserListQuery = Type.Object({
  role: Type.Optional(RoleSchema),
  page: pageParam,
  pageSize: pageParam,
});
export type UserListQueryValues = Static<typeof UserListQuery>;
/** The same query as the screens build it. */
export interface UserListParams {
  role?: UserAccount['role'];
  page?: number;
  pageSize?: number;
}

/** GET /users/statistics: the two cards of the admin users screen, over every user of the role. */
export const UserStatisticsQuery = Type.Object({ role: Type.Optional(RoleSchema) });
export const UserStatisticsDto = Type.Object({ totalCount: Type.Integer(), activeCount: Type.Integer() });
export type UserStatistics = Static<typeof UserStatisticsDto>;

/** What a client sends; checked by the shared userCreateSchema. */
export type UserCreateInput = BodyOf<typeof userCreateSchema>;
/** What a client sends; checked by the shared userUpdateSchema. */
export type UserUpdateInput = BodyOf<typeof userUpdateSchema>;
