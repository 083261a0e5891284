import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { RoleSchema } from './auth';
import { Nullable } from './common';

const max = LIMITS.user;

/**
 * A user as the admin users screen lists it (administration §3 'User'). Never the password or its
 * hash. (`User` is the signed-in user of /auth; this is any account.)
 */
export const UserAccountDto = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  role: RoleSchema,
  isActive: Type.Boolean(),
  createdAt: Type.String(),
});
export type UserAccount = Static<typeof UserAccountDto>;

const shopId = Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()], { description: 'the shop of a Tamirci account' }));

/** POST /user and POST /users as sent; the route checks it with the shared userCreateSchema (yup). */
export const UserCreateBody = Type.Object({
  username: Type.String({ minLength: LIMITS.usernameMinLength, maxLength: max.username }),
  password: Type.String({ minLength: LIMITS.passwordMinLength, maxLength: max.password, description: 'at least general.passwordMinLength' }),
  firstName: Type.String({ maxLength: max.firstName }),
  lastName: Type.String({ maxLength: max.lastName }),
  email: Type.String({ maxLength: max.email }),
  phone: Type.String({ maxLength: max.phone, description: '10 or 11 digits once the rest is removed' }),
  role: RoleSchema,
  repairShopId: shopId,
});
export type UserCreateInput = Static<typeof UserCreateBody>;

/**
 * PUT /user/{id} and PUT /users/{id}: username, names and role only when changed, the password only
 * when given (blank keeps it), e-mail and phone always. Checked with the shared userUpdateSchema.
 */
export const UserUpdateBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: max.username })),
  password: Type.Optional(Type.String({ maxLength: max.password })),
  firstName: Type.Optional(Type.String({ maxLength: max.firstName })),
  lastName: Type.Optional(Type.String({ maxLength: max.lastName })),
  email: Type.String({ maxLength: max.email }),
  phone: Type.String({ maxLength: max.phone }),
  role: Type.Optional(RoleSchema),
  repairShopId: shopId,
});
export type UserUpdateInput = Static<typeof UserUpdateBody>;

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
