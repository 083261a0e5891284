import type { User } from '@tamir/shared-api';

export const LOGIN_PATH = '/giris';
export const LOGOUT_PATH = '/admin/logout';
export const ADMIN_HOME = '/admin';
export const TAMIRCI_HOME = '/plate-search';

/** Where a signed-in user lands: Admin on the dashboard, everyone else on plate search. */
export function homeFor(user: Pick<User, 'role'> | null | undefined): string {
  return user?.role === 'Admin' ? ADMIN_HOME : TAMIRCI_HOME;
}
