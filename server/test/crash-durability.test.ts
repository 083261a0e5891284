import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { UNSHED_ENV } from './helpers/child-server';
import { freePort } from './helpers/free-port';
import { createPostgresDatabase, DATABASES } from './helpers/server';

// Issue 9, "Proofs that become part of npm test": the real server (node --import tsx
// src/server.ts) takes writes as fast as it can and is SIGKILLed mid-stream three times, restarted
// on the same data each time; every write it acknowledged (2xx with an id) must be there after the
// last restart. Then, on that PGlite directory, the lock: a second server still refuses, and a
// stale server.lock naming a live, unrelated process does not block start-up (hole 5).

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'Dayanikli!2026';
const KILLS = 3;
const WRITERS = 4;
const START_TIMEOUT_MS = 30_000;
/** Each round writes for WRITE_MS to 2 × WRITE_MS before its SIGKILL. */
const WRITE_MS = 1500;

interface Launched {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

async function launch(dataDir: string, databaseUrl: string | null): Promise<Launched> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      NOTIFICATION_POLL_MS: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...UNSHED_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves when /api/health answers 200; rejects with the server's output if it exits or times out. */
async function ready(server: Launched, what: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${what}: the server exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: no answer within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

async function kill(server: Launched) {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

async function call(url: string, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(url + route, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text };
}

async function login(url: string): Promise<string> {
  const reply = await call(url, 'POST', '/api/auth/login', null, { username: 'admin', password: ADMIN_PASSWORD });
  assert.equal(reply.status, 200, `admin login: ${reply.text}`);
  return reply.body.token;
}

interface Ack {
  kind: 'company' | 'vehicle' | 'form';
  id: number;
  key: string;
  round: number;
}

let plateSeq = 0;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';
/** Distinct valid plates: 2 digits, 3 letters, 2–4 digits. */
function nextPlate(): string {
  const n = ++plateSeq;
  const pick = (i: number) => LETTERS[i % LETTERS.length];
  return `${String(10 + (n % 80)).padStart(2, '0')}${pick(n)}${pick(Math.floor(n / 21))}${pick(Math.floor(n / 441))}${1000 + (n % 9000)}`;
}

/** One writer: company, vehicle, form, again, until the server stops answering. */
async function writer(url: string, token: string, round: number, index: number, acks: Ack[], stop: { now: boolean }) {
  let i = 0;
  while (!stop.now) {
    try {
      i++;
      const name = `Dayanıklılık ${round}-${index}-${i}-${plateSeq}`;
      const company = await call(url, 'POST', '/api/company', token, { name, contactEmail: 'filo@dayanik.example' });
      if (company.status !== 201) throw new Error(`company ${company.status} ${company.text}`);
      acks.push({ kind: 'company', id: company.body.id, key: name, round });
      const plate = nextPlate();
      const vehicle = await call(url, 'POST', '/api/vehicles', token, {
        plateNumber: plate,
        brand: 'Ford',
        model: 'Transit',
        kilometer: 1000 + i,
        ownerName: 'Dayanıklı Şoför',
        driverPhone: '0532 111 22 33',
        companyId: company.body.id,
      });
      if (vehicle.status !== 201) throw new Error(`vehicle ${vehicle.status} ${vehicle.text}`);
      acks.push({ kind: 'vehicle', id: vehicle.body.id, key: vehicle.body.plateNumber, round });
      const form = await call(url, 'POST', '/api/repairform', token, { vehicleId: vehicle.body.id, descriptionLines: [`Arıza ${round}-${index}-${i}`] });
      if (form.status !== 201) throw new Error(`form ${form.status} ${form.text}`);
      acks.push({ kind: 'form', id: form.body.id, key: form.body.formNumber, round });
    } catch (error) {
      // The server was killed (connection refused or reset): what was acknowledged is in `acks`.
      if (stop.now || (error as { cause?: { code?: string } }).cause?.code || /fetch failed|terminated|ECONN|socket/i.test(String(error))) return;
      throw error;
    }
  }
}

after(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

for (const kind of DATABASES) {
  describe(`crash durability on ${kind}`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-crash-'));
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
    /** The server of the final start, left running for the lock cases. */
    let last: Launched | null = null;
    after(async () => {
      if (last) await kill(last);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(`keeps every acknowledged write through ${KILLS} SIGKILLs mid-stream`, async (t) => {
      database = kind === 'postgres' ? await createPostgresDatabase() : null;
      const acks: Ack[] = [];
      const timings: string[] = [];
      for (let round = 1; round <= KILLS; round++) {
        const server = await launch(dataDir, database?.url ?? null);
        const t0 = Date.now();
        await ready(server, `${kind} start ${round}`);
        const token = await login(server.url);
        timings.push(`start ${round} ${Date.now() - t0} ms`);
        const stop = { now: false };
        const before = acks.length;
        const writers = Array.from({ length: WRITERS }, (_, index) => writer(server.url, token, round, index, acks, stop));
        // Kill at a moment of its own choosing, while every writer is mid-request.
        await new Promise((resolve) => setTimeout(resolve, WRITE_MS + Math.floor(Math.random() * WRITE_MS)));
        server.child.kill('SIGKILL');
        stop.now = true;
        await Promise.all(writers);
        await server.exited;
        assert.ok(acks.length > before, `round ${round} acknowledged some writes before the kill (${kind}):\n${server.output()}`);
      }

      last = await launch(dataDir, database?.url ?? null);
      const t0 = Date.now();
      await ready(last, `${kind} final start`);
      const token = await login(last.url);
      timings.push(`final start ${Date.now() - t0} ms`);
      const t1 = Date.now();
      const missing: string[] = [];
      const companies = await call(last.url, 'GET', '/api/company', token);
      assert.equal(companies.status, 200);
      const companyNames = new Map<number, string>((companies.body as Array<{ id: number; name: string }>).map((c) => [c.id, c.name]));
      for (const ack of acks) {
        if (ack.kind === 'company') {
          if (companyNames.get(ack.id) !== ack.key)
            missing.push(`company ${ack.id} "${ack.key}" (round ${ack.round}): found ${JSON.stringify(companyNames.get(ack.id))}`);
          continue;
        }
        const route = ack.kind === 'vehicle' ? `/api/vehicles/${ack.id}` : `/api/repairform/${ack.id}`;
        const reply = await call(last.url, 'GET', route, token);
        const found = ack.kind === 'vehicle' ? reply.body?.plateNumber : reply.body?.formNumber;
        if (reply.status !== 200 || found !== ack.key)
          missing.push(`${ack.kind} ${ack.id} ${ack.key} (round ${ack.round}): GET ${route} → ${reply.status} ${reply.text.slice(0, 120)}`);
      }
      timings.push(`read-back ${Date.now() - t1} ms`);
      const byKind = (k: Ack['kind']) => acks.filter((a) => a.kind === k).length;
      const summary = `${kind}: ${acks.length} acknowledged (${byKind('company')} companies, ${byKind('vehicle')} vehicles, ${byKind('form')} forms), ${acks.length - missing.length} found after ${KILLS} SIGKILLs (${timings.join(', ')})`;
      t.diagnostic(summary);
      console.log(`crash durability ${summary}`);
      assert.deepEqual(missing, [], `acknowledged writes lost on ${kind}:\n${missing.join('\n')}`);

      // What the system log promises (docs/decisions.md): a change row for every acknowledged
      // change, written with it; request rows lost only from the last 200 ms batch of each kill.
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const entity = { company: 'Company', vehicle: 'Vehicle', form: 'RepairForm' } as const;
          const { rows } = await client.query<{ entity_type: string; entity_id: string }>(
            "select entity_type, entity_id from system_logs where action = 'Create' and entity_type in ('Company', 'Vehicle', 'RepairForm')",
          );
          const logged = new Set(rows.map((row) => `${row.entity_type}:${row.entity_id}`));
          const unlogged = acks.filter((ack) => !logged.has(`${entity[ack.kind]}:${ack.id}`));
          assert.deepEqual(unlogged, [], 'every acknowledged change has its change row');
          const requests = await client.query<{ n: number }>(
            "select count(*)::int as n from system_logs where http_method = 'POST' and status_code = 201 and request_path in ('/api/company', '/api/vehicles', '/api/repairform')",
          );
          const lost = acks.length - requests.rows[0].n;
          console.log(`crash durability ${kind}: request rows of acknowledged writes lost: ${lost} (bound ${200 * KILLS})`);
          assert.ok(lost <= 200 * KILLS, `${lost} request rows lost, more than one batch per kill`);
        } finally {
          await client.end();
        }
      }
    });

    // The directory lock is PGlite's: PostgreSQL takes none (many processes on one database is its scale-out).
    if (kind !== 'pglite') return;

    it('still refuses a second server on the crashed-and-restarted directory', async () => {
      assert.ok(last, 'the final server of the durability case runs');
      const second = await launch(dataDir, null);
      const code = await Promise.race([second.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), START_TIMEOUT_MS))]);
      if (code === 'running') await kill(second);
      assert.notEqual(code, 'running', `a second server on ${dataDir} kept running:\n${second.output()}`);
      assert.notEqual(code, 0);
      assert.match(second.output(), /Veri dizini başka bir sunucu süreci tarafından kullanılıyor/, second.output());
      const health = await fetch(`${last.url}/api/health`);
      assert.equal(health.status, 200, 'the first server still serves');
    });

    it('starts despite a stale server.lock naming a live unrelated process (hole 5)', async () => {
      if (last) await kill(last);
      last = null;
      const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
      started.push(unrelated);
      try {
        // As after a SIGKILL whose pid was then reused by another program.
        writeFileSync(path.join(dataDir, 'server.lock'), `${unrelated.pid}\n`);
        last = await launch(dataDir, null);
        await ready(last, `start with server.lock naming the live pid ${unrelated.pid} of an unrelated "sleep"`);
      } finally {
        unrelated.kill('SIGKILL');
      }
    });
  });
}
