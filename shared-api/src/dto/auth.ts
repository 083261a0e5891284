import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const RoleSchema = Type.Union([Type.Literal('Admin'), Type.Literal('Tamirci')]);
export type Role = Static<typeof RoleSchema>;

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

export const LoginBody = Type.Object({
  username: Type.String({ maxLength: 100 }),
  password: Type.String({ maxLength: 200 }),
});
export type LoginRequest = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String(), user: UserDto });
export type LoginResult = Static<typeof LoginResponse>;

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResult = Static<typeof TokenResponse>;
