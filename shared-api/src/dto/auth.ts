import { Type, type Static } from 'typebox';
import { LIMITS } from '../domain/limits';
import { ROLES } from '../domain/roles';
import { Nullable } from './common';

export const RoleSchema = Type.Enum(ROLES);
export type Role = (typeof ROLES)[number];

export const UserDto = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: RoleSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  repairShopId: Nullable(Type.Integer()),
  /** The user's repair shop name (Tamirci), or the system name for admins. */
  companyName: Nullable(Type.String()),
  mustChangePassword: Type.Boolean(),
});
export type User = Static<typeof UserDto>;

/** POST /auth/login as sent; the route checks it with the shared loginSchema (yup). */
export const LoginBody = Type.Object({
  username: Type.String({ maxLength: LIMITS.user.username }),
  password: Type.String({ maxLength: LIMITS.user.password }),
});
export type LoginRequest = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String(), user: UserDto });
export type LoginResult = Static<typeof LoginResponse>;

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResult = Static<typeof TokenResponse>;
