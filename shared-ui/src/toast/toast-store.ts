import { LIMITS, type NoticeKind } from '@tamir/shared-api';
import { createStore } from 'zustand';

export type ToastKind = NoticeKind;

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
}

export interface ToastOptions {
  title?: string;
  /** Milliseconds before it closes by itself; 3000 by default (spec §9). */
  duration?: number;
}

interface ToastState {
  toasts: ToastItem[];
  /** The mounted Toaster that renders the queue; any other Toaster stays empty. */
  owner: symbol | null;
}

const MAX_VISIBLE = 5;

/**
 * One toast queue for the host and every remote: shared-ui is a Module Federation singleton,
 * so this module (and its store) exists once on the page.
 */
export const toastStore = createStore<ToastState>()(() => ({ toasts: [], owner: null }));

let nextId = 1;
let errorsQuietUntil = 0;

function push(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  // A screen's own failure text must not pile onto the session-expired warning (core-journeys §8).
  if (kind === 'error' && Date.now() < errorsQuietUntil) return 0;
  const { toasts } = toastStore.getState();
  const same = toasts.find((t) => t.kind === kind && t.message === message && t.title === options.title);
  const item: ToastItem = {
    id: nextId++,
    kind,
    message,
    title: options.title,
    duration: options.duration ?? LIMITS.toastMs,
  };
  // The same message again (a second wrong password) is shown once, but as a new toast in its
  // place: announced again and with its full time, so the user sees the fresh answer.
  if (same) toastStore.setState({ toasts: toasts.map((t) => (t === same ? item : t)) });
  else toastStore.setState({ toasts: [...toasts, item].slice(-MAX_VISIBLE) });
  return item.id;
}

function dismiss(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/** `toast.success('Araç silindi')` and so on; each returns the toast's id. */
export const toast = {
  success: (message: string, options?: ToastOptions) => push('success', message, options),
  error: (message: string, options?: ToastOptions) => push('error', message, options),
  warning: (message: string, options?: ToastOptions) => push('warning', message, options),
  info: (message: string, options?: ToastOptions) => push('info', message, options),
  /** Fits shared-api's `Notify` (kind, message): pass it as the API client's `notify`. */
  notify: (kind: ToastKind, message: string) => push(kind, message),
  dismiss,
  clear: () => toastStore.setState({ toasts: [] }),
  /** Drops error toasts for the next `ms` milliseconds (0 lets them through again). */
  quietErrors: (ms: number) => {
    errorsQuietUntil = ms > 0 ? Date.now() + ms : 0;
  },
};
