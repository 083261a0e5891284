import type { Role } from '@tamir/shared-api/dto';

/** The signed-in user of a request, read fresh from the database on every call. */
export interface AuthUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  repairShopId: number | null;
  /** Until it is false, the user may only change the password (or sign out). */
  mustChangePassword: boolean;
  sessionId: string;
}

/** An account as a log row names it. */
export interface LogSubject {
  id: number;
  username: string;
}

/**
 * Who calls and from where, built once when a request arrives. Services receive this instead of
 * the request: it gives tenancy its user and the audit log its user, address and path.
 */
export interface Caller {
  readonly ip: string;
  readonly method: string;
  /** The path without its query string, tokens masked. */
  readonly path: string;
  /** Set by the /api auth hook; null on public routes. */
  user: AuthUser | null;
  /** Who the request's log rows name when nobody is signed in: the account a login or logout was for. */
  subject: LogSubject | null;
}

/** A caller with a signed-in user: what a service that changes data receives. */
export type Actor = Caller & { user: AuthUser };

export const isAdmin = (user: AuthUser) => user.role === 'Admin';
