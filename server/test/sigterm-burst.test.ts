import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { call, launchServer, loginTo, type ChildServer } from './helpers/child-server';
import { createPostgresDatabase, DATABASES, type DbKind } from './helpers/server';

// Issue 42, fault 2: 24 PDF requests, then SIGTERM while they are in flight: 12–15 of them were
// reset. Every request a client has sent before the signal gets an HTTP answer: 200, or 503 with
// Retry-After if it had not started; no connection is reset; an idle keep-alive connection does
// not hold the exit; the process exits 0.

const BURST = 24;

interface Outcome {
  status?: number;
  retryAfter?: string | null;
  error?: string;
  /** Whether the answer (or the error) came after SIGTERM was sent. */
  afterSignal: boolean;
}

/** One GET on a connection of its own, written at once; resolves with its status or its error. */
function get(url: string, route: string, token: string, signalled: () => boolean, agent: Agent | false = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}${route}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] ?? null, afterSignal: signalled() }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, afterSignal: signalled() }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, afterSignal: signalled() }));
    req.end();
  });
}

const cases = DATABASES.flatMap((kind): { kind: DbKind; workers: number }[] =>
  kind === 'postgres'
    ? [
        { kind, workers: 1 },
        { kind, workers: 2 },
      ]
    : [{ kind, workers: 1 }],
);

for (const { kind, workers } of cases) {
  describe(`SIGTERM with a burst in flight on ${kind}${workers > 1 ? ` (WORKERS=${workers})` : ''}`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-burst-'));
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
    let server: ChildServer | null = null;
    after(async () => {
      await server?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers every request already sent, resets none, and exits 0 with an idle keep-alive connection open', async () => {
      database = kind === 'postgres' ? await createPostgresDatabase() : null;
      server = await launchServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        WORKERS: String(workers),
        JWT_SECRET: 'j'.repeat(40),
        ENCRYPTION_KEY: 'e'.repeat(64),
        // 24 PDFs on a busy two-core machine take longer than the 10 s default: the limit is not what is tested here.
        SHUTDOWN_GRACE_MS: '120000',
      });
      await server.ready();
      const token = await loginTo(server.url);
      const company = await call(server.url, 'POST', '/api/company', token, { name: 'Tahliye Filo', contactEmail: 'filo@tahliye.example' });
      assert.equal(company.status, 201, company.text);
      const vehicle = await call(server.url, 'POST', '/api/vehicles', token, {
        plateNumber: '34TH4242',
        brand: 'Ford',
        model: 'Transit',
        kilometer: 1000,
        ownerName: 'Tahliye Şoför',
        driverPhone: '0532 111 22 33',
        companyId: company.body.id,
      });
      assert.equal(vehicle.status, 201, vehicle.text);
      const lines = Array.from({ length: 30 }, (_, i) => `Arıza satırı ${i + 1}: fren balatası, disk ve hidrolik kontrolü`);
      const form = await call(server.url, 'POST', '/api/repairform', token, { vehicleId: vehicle.body.id, descriptionLines: lines });
      assert.equal(form.status, 201, form.text);
      const pdfRoute = `/api/repairform/${form.body.id}/pdf`;
      assert.equal((await call(server.url, 'GET', pdfRoute, token)).status, 200);

      // A keep-alive connection that has been answered and sits idle when the signal comes.
      const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
      const idle = await get(server.url, '/api/health', token, () => false, keepAlive);
      assert.equal(idle.status, 200);

      let signalled = false;
      // (Readiness during the drain is asserted in drain-state.test.ts: from outside, the moment the
      // process has taken the signal cannot be told apart from the moment it was sent.)
      const isSignalled = () => signalled;
      const burst = Array.from({ length: BURST }, () => get(server!.url, pdfRoute, token, isSignalled));
      // The signal comes once the first PDF is answered: the others are then in flight or waiting.
      await Promise.race(burst);
      server.child.kill('SIGTERM');
      signalled = true;

      const outcomes = await Promise.all(burst);
      const code = await server.exited;
      keepAlive.destroy();

      const summary = outcomes.map((outcome) => `${outcome.status ?? outcome.error}${outcome.afterSignal ? '' : ' (before the signal)'}`).join(', ');
      assert.deepEqual(
        outcomes.filter((outcome) => outcome.error),
        [],
        `every request sent is answered, none reset: ${summary}\n${server.output().slice(-2000)}`,
      );
      for (const outcome of outcomes) {
        assert.ok(outcome.status === 200 || outcome.status === 503, `answered 200 or 503, not ${outcome.status}`);
        if (outcome.status === 503) assert.ok(Number(outcome.retryAfter) >= 1, '503 carries Retry-After');
      }
      assert.ok(
        outcomes.some((outcome) => outcome.afterSignal),
        'the burst was still in flight at SIGTERM',
      );
      assert.ok(outcomes.filter((outcome) => outcome.status === 200).length >= 2, 'requests begun before the signal are answered in full');
      assert.equal(code, 0, `drained within the limit, idle keep-alive connection included:\n${server.output().slice(-2000)}`);
    });
  });
}

describe('SHUTDOWN_GRACE_MS bounds the drain', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-grace-'));
  let server: ChildServer | null = null;
  after(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a request whose body never ends does not hold the exit: it is cut at the limit and the exit code says so', async () => {
    server = await launchServer({ DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_GRACE_MS: '1000' });
    await server.ready();
    const token = await loginTo(server.url);
    // A POST that announces a body and sends half of it: begun, never finished.
    const stuck = new Promise<string>((resolve) => {
      const req = httpRequest(`${server!.url}/api/company`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': 100 },
      });
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.write('{"name":"Yar');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 1, `cut at the limit, not drained:\n${server.output().slice(-1000)}`);
    assert.match(await stuck, /ECONNRESET|socket hang up|answered/);
  });
});
