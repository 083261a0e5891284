import { createStore, useStore } from 'zustand';
import type { User } from './types';

/** Local storage keys of the spec (core-journeys §3). */
export const STORAGE_KEYS = { token: 'token', user: 'user', autoPrint: 'autoPrintEnabled' } as const;

export interface AuthState {
  token: string | null;
  user: User | null;
  signIn: (token: string, user: User) => void;
  setToken: (token: string) => void;
  setUser: (user: User) => void;
  /**
   * Clears token, user and session data. A `notice` (e.g. the server's word after a restore) is
   * left for the login page, which says it once (readLoginNotice).
   */
  signOut: (notice?: string) => void;
  /**
   * Set by a 401 (core-journeys §8): the session is cleared at once, but the app goes to /giris
   * only 1.5 s later, so the warning can be read where it appears. Cleared by the next sign-in.
   */
  sessionExpired: boolean;
  expire: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readUser(): User | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user.username === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Session storage key of the word the login page says once. */
const LOGIN_NOTICE_KEY = 'loginNotice';

function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The word left for the login page by a sign-out, if any; `clear` also removes it, so a reload does not say it again. */
export function readLoginNotice({ clear = false } = {}): string | null {
  const store = sessionStore();
  const notice = store?.getItem(LOGIN_NOTICE_KEY) ?? null;
  if (clear) store?.removeItem(LOGIN_NOTICE_KEY);
  return notice;
}

function clearStoredSession(): void {
  storage()?.removeItem(STORAGE_KEYS.token);
  storage()?.removeItem(STORAGE_KEYS.user);
  sessionStore()?.clear();
}

/**
 * The session, shared by the shell and every remote (shared-api is a Module Federation
 * singleton, so there is one store). Persisted under the spec's keys 'token' and 'user'.
 */
export const authStore = createStore<AuthState>()((set) => ({
  token: storage()?.getItem(STORAGE_KEYS.token) ?? null,
  user: readUser(),
  signIn: (token, user) => {
    storage()?.setItem(STORAGE_KEYS.token, token);
    storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ token, user, sessionExpired: false });
  },
  setToken: (token) => {
    storage()?.setItem(STORAGE_KEYS.token, token);
    set({ token });
  },
  setUser: (user) => {
    storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  sessionExpired: false,
  expire: () => {
    clearStoredSession();
    set({ token: null, user: null, sessionExpired: true });
  },
  signOut: (notice) => {
    clearStoredSession();
    if (notice) sessionStore()?.setItem(LOGIN_NOTICE_KEY, notice);
    set({ token: null, user: null, sessionExpired: false });
  },
}));

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function isAuthenticated(state: Pick<AuthState, 'token' | 'user'> = authStore.getState()): boolean {
  return !!state.token && !!state.user;
}
