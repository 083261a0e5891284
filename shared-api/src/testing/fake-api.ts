import { createApiClient, type ApiAdapter } from '../index';

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  /** The request's upload progress listener (photo uploads), for a route to report progress. */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers, e.g. { 'x-total-count': '120' } for a paged list. */
  headers?: Record<string, string>;
}

/** Answers a request; return undefined to fall through to the fallback (404 by default). */
export type FakeRoute = (call: FakeCall) => FakeReply | Promise<FakeReply> | undefined;

/**
 * The portal's real API client (shared call rules included) whose HTTP layer is an axios
 * `adapter` answering from `routes`: keys are 'METHOD /path' (no /api prefix, no query).
 */
export function fakeApi(routes: Record<string, FakeReply | FakeRoute> = {}, fallback?: FakeRoute) {
  const calls: FakeCall[] = [];
  const api = createApiClient({ getToken: () => 'test-token', isOnline: () => true, currentPath: () => '/plate-search' });
  const adapter: ApiAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const call: FakeCall = { method, url, params: config.params, body, onUploadProgress: config.onUploadProgress as FakeCall['onUploadProgress'] };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const reply = (typeof route === 'function' ? await route(call) : route) ??
      (fallback ? await fallback(call) : undefined) ?? { status: 404, data: { message: 'Kayıt bulunamadı' } };
    const response = { data: reply.data ?? null, status: reply.status, statusText: String(reply.status), headers: reply.headers ?? {}, config };
    if (reply.status >= 200 && reply.status < 300) return response;
    // What axios rejects with for an HTTP error: the client's interceptor reads `response`.
    throw Object.assign(new Error(`Request failed with status code ${reply.status}`), {
      isAxiosError: true,
      status: reply.status,
      config,
      response,
    });
  };
  api.defaults.adapter = adapter;
  return { api, calls };
}

/** A reply that never comes, to look at busy states. */
export const pending: FakeRoute = () => new Promise<FakeReply>(() => undefined);
