import { createApiClient, isApiError, type ApiAdapter } from './client';
import { MSG } from './domain/messages';

// Issue 32: a read answered 503 is sent once more after Retry-After (at most 5 s); a save never
// twice; what is not retried ends in a Turkish toast.
type Reply = { status: number; data?: unknown; headers?: Record<string, string> };

function clientAnswering(replies: Reply[]) {
  const calls: string[] = [];
  const notices: [string, string][] = [];
  const api = createApiClient({ getToken: () => 't', isOnline: () => true, currentPath: () => '/', notify: (kind, message) => notices.push([kind, message]) });
  const adapter: ApiAdapter = async (config) => {
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${config.url}`);
    const reply = replies.shift() ?? { status: 200, data: { ok: true } };
    const response = { data: reply.data ?? null, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
    if (reply.status < 300) return response;
    throw Object.assign(new Error(`status ${reply.status}`), { isAxiosError: true, status: reply.status, config, response });
  };
  api.defaults.adapter = adapter;
  return { api, calls, notices };
}

const busy = (retryAfter?: string): Reply => ({
  status: 503,
  data: { message: MSG.serverBusy },
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
});

describe('503 from a server shedding load', () => {
  it('retries a GET once after Retry-After and returns its answer', async () => {
    const { api, calls, notices } = clientAnswering([busy('1'), { status: 200, data: { rows: [1] } }]);
    const started = Date.now();
    const response = await api.get('/vehicles');
    expect(response.data).toEqual({ rows: [1] });
    expect(calls).toEqual(['GET /vehicles', 'GET /vehicles']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(notices).toEqual([]);
  });

  it('retries only once: a second 503 shows the Turkish toast', async () => {
    const { api, calls, notices } = clientAnswering([busy('0'), busy('0')]);
    const error = await api.get('/dashboard').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(503);
    expect(isApiError(error) && error.message).toBe(MSG.serverBusy);
    expect(calls).toHaveLength(2);
    expect(notices).toEqual([['error', MSG.serverBusy]]);
  });

  it('never sends a form being saved twice', async () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      const { api, calls, notices } = clientAnswering([busy('0')]);
      const error = await api.request({ method, url: '/repairform', data: { plate: '34ABC123' } }).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.status).toBe(503);
      expect(calls).toEqual([`${method.toUpperCase()} /repairform`]);
      expect(notices).toEqual([['error', MSG.serverBusy]]);
    }
  });

  it('does not wait past 5 s, nor without Retry-After: toast at once', async () => {
    for (const header of ['6', undefined]) {
      const { api, calls, notices } = clientAnswering([busy(header)]);
      await expect(api.get('/vehicles')).rejects.toMatchObject({ status: 503, message: MSG.serverBusy });
      expect(calls).toHaveLength(1);
      expect(notices).toEqual([['error', MSG.serverBusy]]);
    }
  });
});
