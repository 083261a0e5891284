import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { call, launchServer, loginTo, type CallReply, type ChildServer } from './helpers/child-server';
import { createPostgresDatabase, DATABASES } from './helpers/server';

// Issue 42, fault 4: every harness turned shedding off, so the event-loop-delay, utilisation and
// heap paths ran in no test. Here a real server process is loaded the way overload loads it
// (its loop held in a sustained way, its heap filled past a limit) through the test-only
// /__test-load routes (TEST_LOAD_ROUTES=1, which only tests set), and must answer /api calls 503
// with Retry-After and the Turkish message, report 503 on readiness meanwhile, and answer again
// once the load is gone. The first case runs with the production defaults, no limit overridden.

const BUSY_MESSAGE = 'Sunucu şu anda yoğun. Lütfen birkaç saniye sonra tekrar deneyin';
/** Enough tries for a loaded machine; each answer under a held loop takes at least one slice. */
const TRIES = 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until `wanted` says yes; answers the reply that did, or fails naming what was seen. */
async function until(what: string, attempt: () => Promise<CallReply>, wanted: (reply: CallReply) => boolean): Promise<CallReply> {
  const seen = new Set<number>();
  for (let i = 0; i < TRIES; i++) {
    const reply = await attempt();
    if (wanted(reply)) return reply;
    seen.add(reply.status);
    await pause(100);
  }
  throw new Error(`${what}: never seen in ${TRIES} tries (statuses ${[...seen].join(', ')})`);
}

/** Loads the server with `load`, checks it sheds and is unready, takes the load away, checks it answers again. */
async function shedsThenRecovers(server: ChildServer, load: () => Promise<void>, unload: () => Promise<void>) {
  const token = await loginTo(server.url);
  assert.equal((await call(server.url, 'GET', '/api/vehicles', token)).status, 200, 'answers before the load');
  await load();
  try {
    const shed = await until(
      'a call answered 503 under load',
      () => call(server.url, 'GET', '/api/vehicles', token),
      (reply) => reply.status === 503,
    );
    assert.equal(shed.headers.get('retry-after'), '2', 'Retry-After: the production default');
    assert.deepEqual(shed.body, { message: BUSY_MESSAGE });
    // Readiness says so while the load lasts (a balancer stops sending), and so does /api/health.
    const ready = await call(server.url, 'GET', '/api/health/ready', null);
    assert.equal(ready.status, 503, `readiness while shedding: ${ready.text}`);
    assert.deepEqual(ready.body, { message: BUSY_MESSAGE });
    const health = await call(server.url, 'GET', '/api/health', null);
    assert.equal(health.status, 503);
    assert.deepEqual(health.body, { status: 'overloaded', message: BUSY_MESSAGE });
  } finally {
    await unload();
  }
  await until(
    'a call answered 200 once the load is gone',
    () => call(server.url, 'GET', '/api/vehicles', token),
    (reply) => reply.status === 200,
  );
  assert.equal((await call(server.url, 'GET', '/api/health/ready', null)).status, 200, 'ready again');
}

const busy = (server: ChildServer) => ({
  load: async () => assert.equal((await call(server.url, 'POST', '/__test-load/busy/start', null)).status, 200),
  unload: async () => assert.equal((await call(server.url, 'POST', '/__test-load/busy/stop', null)).status, 200),
});

describe('load shedding as shipped, in a real server process', () => {
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  const databases: { drop: () => Promise<void> }[] = [];
  after(async () => {
    for (const server of servers) await server.stop();
    for (const database of databases) await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>, kind: 'pglite' | 'postgres' = 'pglite') => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-shed-'));
    dirs.push(dataDir);
    const database = kind === 'postgres' ? await createPostgresDatabase() : null;
    if (database) databases.push(database);
    const server = await launchServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', TEST_LOAD_ROUTES: '1', ...env }, { shedding: 'production' });
    servers.push(server);
    await server.ready('/api/health/ready');
    return server;
  };

  for (const kind of DATABASES) {
    it(`event-loop delay, production defaults and no override, on ${kind}: a loop held without pause is shed, then answers again`, async () => {
      const server = await start({}, kind);
      const { load, unload } = busy(server);
      await shedsThenRecovers(server, load, unload);
    });
  }

  it('event-loop utilisation (SHED_MAX_EVENT_LOOP_UTILIZATION=0.9, the delay limit off): a busy loop is shed, then answers again', async () => {
    const server = await start({ SHED_MAX_EVENT_LOOP_UTILIZATION: '0.9', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' });
    const { load, unload } = busy(server);
    await shedsThenRecovers(server, load, unload);
  });

  it('heap (SHED_MAX_HEAP_MB=300): a heap filled past the limit is shed, then answers again once it is freed', async () => {
    const server = await start({ SHED_MAX_HEAP_MB: '300' });
    await shedsThenRecovers(
      server,
      async () => {
        const held = await call(server.url, 'POST', '/__test-load/heap/hold?mb=400', null);
        assert.equal(held.status, 200);
        assert.ok(held.body.heapUsedMb > 300, `the heap is past the limit (${held.body.heapUsedMb} MB)`);
      },
      async () => assert.equal((await call(server.url, 'POST', '/__test-load/heap/release', null)).status, 200),
    );
  });
});
