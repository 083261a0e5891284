import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const METRICS_TOKEN = 'olcum-anahtari-0123456789';

// Issue 32: past the database queue's limit every /api call is answered 503 with Retry-After and
// the Turkish message shape, /api/health says so, and the server answers again once the queue drains.
for (const kind of DATABASES) {
  describe(`load shedding on ${kind}`, () => {
    let server: TestServer;
    const shed: string[] = [];
    before(async () => {
      server = await startServer(kind, {
        env: { METRICS_TOKEN: METRICS_TOKEN, SHED_MAX_DB_WAITING: '3', SHED_SAMPLE_MS: '20', SHED_RETRY_AFTER_SECONDS: '3', DB_POOL_SIZE: '1' },
        onShed: (reason) => shed.push(reason),
      });
    });
    after(async () => server?.close());

    it('answers 503 with Retry-After while queries queue past the limit, then recovers', async () => {
      const token = await server.login(ADMIN.username, ADMIN.password);
      assert.equal((await server.request('GET', '/api/vehicles', { token })).status, 200);

      // One transaction holds the database (PGlite's one session; the pool's one connection) while
      // queries pile up behind it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = server.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      await delay(50);
      // drizzle's queries are lazy: `then` sends them.
      const queued = Array.from({ length: 8 }, () => server.app.db.execute(sql`select 1`).then(() => undefined));
      await delay(200);

      const busy = await server.request<{ message: string }>('GET', '/api/vehicles', { token });
      assert.equal(busy.status, 503);
      assert.equal(busy.headers.get('retry-after'), '3');
      assert.deepEqual(busy.body, { message: MSG.serverBusy });
      const login = await server.request<{ message: string }>('POST', '/api/auth/login', { body: { username: 'x', password: 'y' } });
      assert.equal(login.status, 503, 'shed before any work, sign-in included');
      const health = await server.request<{ status: string; message: string }>('GET', '/api/health');
      assert.equal(health.status, 503);
      assert.equal(health.headers.get('retry-after'), '3');
      assert.deepEqual(health.body, { status: 'overloaded', message: MSG.serverBusy });
      assert.ok(shed.includes('databaseQueue'), `shed reasons: ${shed.join(',')}`);

      release();
      await holding;
      await Promise.all(queued);
      await delay(200);
      assert.equal((await server.request('GET', '/api/health')).status, 200);
      const again = await server.request('GET', '/api/vehicles', { token });
      assert.equal(again.status, 200, again.text);

      // Every 503 shed is counted where an operator watches (GET /metrics, tamir_http_shed_total).
      const metrics = await server.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(metrics.status, 200);
      const counted = Number(/^tamir_http_shed_total (\S+)$/m.exec(metrics.text)?.[1]);
      assert.ok(counted >= shed.length && shed.length >= 2, `shed ${shed.length}, counted ${counted}`);
    });
  });
}
