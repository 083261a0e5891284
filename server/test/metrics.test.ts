import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { notifications } from '../src/db/schema/index';
import { countShed } from '../src/lib/metrics';
import { createVehicle, createTenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const TOKEN = 'olcum-anahtari-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) of a Prometheus text, or null. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return match[4] === '+Inf' ? Infinity : Number(match[4]);
  }
  return null;
}

for (const kind of DATABASES) {
  describe(`GET /metrics with METRICS_TOKEN on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    const scrape = async () => {
      const reply = await server.request('GET', '/metrics', { token: TOKEN });
      assert.equal(reply.status, 200, reply.text);
      assert.match(reply.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      return reply.text;
    };

    before(async () => {
      server = await startServer(kind, { env: { METRICS_TOKEN: TOKEN } });
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server?.close());

    it('answers 401 with a Turkish text without the bearer token, with a wrong one, or with another scheme', async () => {
      const cases: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
        { authorization: `Basic ${TOKEN}` },
      ];
      for (const headers of cases) {
        const reply = await server.request('GET', '/metrics', { headers });
        assert.equal(reply.status, 401, JSON.stringify(headers));
        assert.equal(reply.body.message, 'Ölçümler için geçerli bir erişim anahtarı gereklidir');
        assert.doesNotMatch(reply.text, /tamir_/);
      }
      // An API token (a valid JWT) is no metrics token.
      assert.equal((await server.request('GET', '/metrics', { token: admin })).status, 401);
    });

    it('counts requests and their latency per route pattern, not per raw URL', async () => {
      const tenant = await createTenant(server);
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      for (let i = 0; i < 3; i++) assert.equal((await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: admin })).status, 200);
      assert.equal((await server.request('GET', '/api/vehicles/999999999', { token: admin })).status, 404);
      const text = await scrape();
      assert.equal(sample(text, 'tamir_http_requests_total', { method: 'GET', route: '/api/vehicles/:id', status: '200' }), 3);
      assert.equal(sample(text, 'tamir_http_requests_total', { method: 'GET', route: '/api/vehicles/:id', status: '404' }), 1);
      assert.equal(sample(text, 'tamir_http_request_duration_seconds_count', { method: 'GET', route: '/api/vehicles/:id' }), 4);
      assert.ok((sample(text, 'tamir_http_request_duration_seconds_bucket', { route: '/api/vehicles/:id', le: '+Inf' }) ?? 0) >= 4);
      assert.doesNotMatch(text, new RegExp(`route="/api/vehicles/${vehicle.id}"`));
    });

    it('gives event-loop delay, heap, RSS, pool use, the outbox, the newest backup and the 503s shed', async () => {
      const first = await scrape();
      for (const name of ['tamir_nodejs_eventloop_lag_p99_seconds', 'tamir_nodejs_heap_size_used_bytes', 'tamir_process_resident_memory_bytes']) {
        assert.ok((sample(first, name) ?? 0) > 0, `${name} in\n${first.slice(0, 2000)}`);
      }
      if (kind === 'postgres') {
        assert.equal(sample(first, 'tamir_db_pool_connections', { state: 'max' }), 10);
        assert.ok((sample(first, 'tamir_db_pool_connections', { state: 'open' }) ?? 0) >= 1);
        assert.equal(sample(first, 'tamir_db_pool_connections', { state: 'waiting' }), 0);
      } else {
        assert.equal(sample(first, 'tamir_db_pool_connections', { state: 'max' }), null, 'PGlite has no pool');
      }
      assert.equal(sample(first, 'tamir_backup_newest_age_seconds'), Infinity, 'no backup yet');

      const pending = sample(first, 'tamir_outbox_notifications', { status: 'pending' }) ?? 0;
      const failed = sample(first, 'tamir_outbox_notifications', { status: 'failed' }) ?? 0;
      const mail = { type: 'Email' as const, recipient: 'alici@example.com', recipientMasked: 'al***@example.com', subject: 'Ölçüm', body: 'Deneme' };
      await server.app.db.insert(notifications).values([mail, mail, { ...mail, status: 'Failed' as const }]);
      const shedBefore = sample(first, 'tamir_http_shed_total') ?? 0;
      countShed();
      countShed();

      const backup = await server.request('POST', '/api/settings/backup', { token: admin, body: {} });
      const second = await scrape();
      assert.equal(sample(second, 'tamir_outbox_notifications', { status: 'pending' }), pending + 2);
      assert.equal(sample(second, 'tamir_outbox_notifications', { status: 'failed' }), failed + 1);
      assert.equal(sample(second, 'tamir_http_shed_total'), shedBefore + 2);
      if (backup.status === 201 || backup.status === 200) {
        const age = sample(second, 'tamir_backup_newest_age_seconds') ?? -1;
        assert.ok(age >= 0 && age < 60, `backup age ${age}`);
      } else {
        // PostgreSQL without pg_dump on this machine answers 503 with its reason.
        assert.equal(backup.status, 503, backup.text);
      }
    });
  });
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  before(async () => (server = await startServer('pglite')));
  after(() => server?.close());

  it('answers 404, with or without a token, and is not in the OpenAPI document', async () => {
    assert.equal((await server.request('GET', '/metrics')).status, 404);
    assert.equal((await server.request('GET', '/metrics', { token: TOKEN })).status, 404);
    const doc = await server.request('GET', '/api/openapi.json');
    assert.equal(Object.keys(doc.body.paths).includes('/metrics'), false);
  });
});

describe('GET /api/health/ready', () => {
  let server: TestServer;
  before(async () => (server = await startServer('pglite')));
  after(() => server?.close());

  it('answers ready on a migrated database, and 503 with a Turkish reason when a migration is missing', async () => {
    const ready = await server.request('GET', '/api/health/ready');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: 'ready' });
    // The database is behind this build: its newest migration record is removed.
    const { sql } = await import('drizzle-orm');
    await server.app.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const behind = await server.request('GET', '/api/health/ready');
    assert.equal(behind.status, 503);
    assert.equal(behind.body.message, 'Sunucu hazır değil: veritabanı güncellemeleri (migration) tamamlanmamış');
    assert.equal(behind.headers.get('retry-after'), '5');
    // Liveness does not depend on it.
    assert.equal((await server.request('GET', '/api/health')).status, 200);
  });
});
