import { Type, type Static } from 'typebox';
import { ROLES } from '../domain/roles';
import { Nullable, USER_FIELDS } from './common';
import type { loginSchema } from '../schemas/login';
import type { BodyOf } from '../schemas/body-of';

export const RoleSchema = Type.Enum(ROLES);
export type Role = (typeof ROLES)[number];

export const UserDto = Type.Object({
  ...USER_FIELDS,
  role: RoleSchema,
  repairShopId: Nullable(Type.Integer()),
  /** The user's repair shop name (Tamirci), or the system name for admins. */
  companyName: Nullable(Type.String()),
  mustChangePassword: Type.Boolean(),
});
export type User = Static<typeof UserDto>;

export const LoginResponse = Type.Object({ token: Type.String(), user: UserDto });
export type LoginResult = Static<typeof LoginResponse>;

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResult = Static<typeof TokenResponse>;

/** What a client sends; checked by the shared loginSchema. */
export type LoginRequest = BodyOf<typeof loginSchema>;
