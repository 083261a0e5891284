import type { ApiAdapter } from '@tamir/shared-api';
import { createShellApi } from '../app/api';

export interface FakeResponse {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

type Handler = (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;

/**
 * The shell's real API client with only the HTTP layer replaced: `routes` maps 'POST /auth/login'
 * to a handler; anything else answers 404. A thrown handler simulates a network failure.
 */
export function fakeHttpApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const api = createShellApi();
  const adapter: ApiAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call: RecordedCall = { method, url, body, headers: { ...config.headers } };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const result = handler ? await handler(call) : { status: 404, data: { message: 'Kayıt bulunamadı' } };
    const response = { data: result.data, status: result.status, statusText: String(result.status), headers: {}, config };
    if (result.status >= 200 && result.status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${result.status}`), { isAxiosError: true, config, response });
  };
  api.defaults.adapter = adapter;
  return { api, calls };
}
