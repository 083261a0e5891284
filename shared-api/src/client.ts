import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { MSG } from './domain/messages';
import type { ApiErrorBody } from './types';

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';
export type Notify = (kind: NoticeKind, message: string) => void;

export interface ApiClientOptions {
  /** Base path of the API; '/api' on the portal's own origin. */
  baseURL?: string;
  getToken: () => string | null;
  /** Called 1.5 s after a 401 (session expired), once the stored session is cleared. */
  onUnauthorized?: () => void;
  /** Clears token and user at once on a 401. */
  clearSession?: () => void;
  /** Shows the shared call rules' messages (toasts in the portal). */
  notify?: Notify;
  isOnline?: () => boolean;
  /** Where the user is: no session-expired handling on the login path. */
  currentPath?: () => string;
}

/** What every failed call rejects with: a Turkish message, the HTTP status and per-field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: Record<string, string[]> = {},
    /** The message the server sent, when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A screen's own message for a failed call: the server's message if it sent one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return fallback;
}

const LOGIN_PATHS = ['/giris', '/login', '/panel/giris'];

/** The longest Retry-After a call waits before its one retry; a longer one is not waited for. */
export const MAX_RETRY_AFTER_MS = 5000;
/** Only reads are retried: a form being saved (POST, PUT, DELETE) is never sent twice. */
const RETRIED_METHODS = new Set(['GET', 'HEAD']);
const RETRIED = Symbol('retried after 503');

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The one API client. Implements the shared call rules of core-journeys §8: offline and
 * no-response → connection message; 401 → session-expired warning, session cleared, redirect
 * after 1.5 s; 403 → no-permission; 500 → server error. No default time-out.
 * 503 (the server shedding load, issue 32): a GET or HEAD is sent once more after Retry-After
 * when that is at most 5 s; otherwise, and for every other method, a toast with the server's
 * Turkish message.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const {
    baseURL = '/api',
    getToken,
    onUnauthorized,
    clearSession,
    notify = () => undefined,
    isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  } = options;

  const client = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' }, timeout: 0 });
  let expiryTimer: ReturnType<typeof setTimeout> | null = null;

  client.interceptors.request.use((config) => {
    if (!isOnline()) {
      notify('error', MSG.connection);
      return Promise.reject(new ApiError(MSG.connection, null));
    }
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (error instanceof ApiError) return Promise.reject(error);
      const axiosError = error as AxiosError<ApiErrorBody>;
      const response = axiosError.response;
      if (!response) {
        notify('error', MSG.connection);
        return Promise.reject(new ApiError(MSG.connection, null));
      }
      const body = response.data && typeof response.data === 'object' ? response.data : null;
      const serverMessage = body && typeof body.message === 'string' ? body.message : null;
      const errors = body?.errors && typeof body.errors === 'object' ? body.errors : {};
      const status = response.status;

      if (status === 401 && !LOGIN_PATHS.includes(currentPath())) {
        notify('warning', MSG.sessionExpired);
        clearSession?.();
        if (expiryTimer === null) {
          expiryTimer = setTimeout(() => {
            expiryTimer = null;
            onUnauthorized?.();
          }, 1500);
        }
        return Promise.reject(new ApiError(MSG.sessionExpired, status, errors, serverMessage));
      }
      if (status === 403) {
        notify('error', MSG.forbidden);
        return Promise.reject(new ApiError(MSG.forbidden, status, errors, serverMessage));
      }
      if (status === 503) {
        const config = axiosError.config as (typeof axiosError.config & { [RETRIED]?: boolean }) | undefined;
        const headers = response.headers as Record<string, unknown> | undefined;
        const wait = retryAfterMs(headers?.['retry-after']);
        const method = (config?.method ?? 'get').toUpperCase();
        if (config && !config[RETRIED] && RETRIED_METHODS.has(method) && wait !== null && wait <= MAX_RETRY_AFTER_MS) {
          return new Promise((resolve) => setTimeout(resolve, wait)).then(() => client.request({ ...config, [RETRIED]: true } as typeof config));
        }
        const message = serverMessage ?? MSG.serverBusy;
        notify('error', message);
        return Promise.reject(new ApiError(message, status, errors, serverMessage));
      }
      if (status >= 500) {
        notify('error', MSG.serverError);
        return Promise.reject(new ApiError(MSG.serverError, status, errors, null));
      }
      return Promise.reject(new ApiError(serverMessage ?? MSG.invalidRequest, status, errors, serverMessage));
    },
  );
  return client;
}

/**
 * The client's type, for the parcel prop `api` and for tests. Import it from here, not from
 * 'axios': the workspace root holds another axios whose types do not match this one.
 */
export type ApiClient = AxiosInstance;
/** An axios adapter: tests replace only the HTTP layer with one (`api.defaults.adapter = …`). */
export type ApiAdapter = AxiosAdapter;

/**
 * Per-field errors (a failed call's `errors`, or a schema's) put onto a form's fields by field
 * name: `fieldOf` maps the API body's field names to the form's, keys compared lower-cased; the
 * first message of a field wins.
 */
export function fieldErrors<F extends string>(
  errors: Record<string, readonly string[] | string | undefined>,
  fieldOf: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const byName = new Map(Object.entries(fieldOf).map(([name, field]) => [name.toLowerCase(), field]));
  const found: Partial<Record<F, string>> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = byName.get(name.toLowerCase());
    const message = typeof messages === 'string' ? messages : messages?.[0];
    if (field && message && !found[field]) found[field] = message;
  }
  return found;
}
