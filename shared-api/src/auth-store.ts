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
  /** Clears token, user and session data. */
  signOut: () => void;
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

function clearStoredSession(): void {
  storage()?.removeItem(STORAGE_KEYS.token);
  storage()?.removeItem(STORAGE_KEYS.user);
  try {
    window.sessionStorage?.clear();
  } catch {
    /* no session storage outside a browser */
  }
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
  signOut: () => {
    clearStoredSession();
    set({ token: null, user: null, sessionExpired: false });
  },
}));

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function isAuthenticated(state: Pick<AuthState, 'token' | 'user'> = authStore.getState()): boolean {
  return !!state.token && !!state.user;
}
