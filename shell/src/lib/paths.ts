import type { User } from '@tamir/shared-api';

export const LOGIN_PATH = '/giris';
export const LOGOUT_PATH = '/admin/logout';
export const ADMIN_HOME = '/admin';
export const TAMIRCI_HOME = '/plate-search';

/** The settings screen's change-password tab: the only screen of a user who must change the password. */
export const PASSWORD_CHANGE_SCREEN = '/admin/settings';
export const PASSWORD_CHANGE_PATH = `${PASSWORD_CHANGE_SCREEN}?tab=password`;

/** Where a signed-in user lands: the password change when it is due, else Admin on the dashboard and everyone else on plate search. */
export function homeFor(user: Pick<User, 'role' | 'mustChangePassword'> | null | undefined): string {
  if (user?.mustChangePassword) return PASSWORD_CHANGE_PATH;
  return user?.role === 'Admin' ? ADMIN_HOME : TAMIRCI_HOME;
}
