/**
 * What bench/overload.ts and bench/soak.ts share: a seeded server in a process of its own (as
 * `npm start` runs the API: compiled, its node flags), and an open-loop load — requests start at
 * a set rate whether or not earlier ones have answered, as many clients would send them — whose
 * answers are kept per kind of call: status and latency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { vehicles } from '../src/db/schema/index';
import { freePort } from '../test/helpers/free-port';
import { BENCH_PASSWORD, percentile } from './bench-kit';
import { BENCH_USER, benchVehiclePlate, seedVehicles } from './seed-vehicles';
import { benchServerEnv, rssMb, serverCommand, spawnServer, stop, waitFor } from './server-process';

export interface BenchServer {
  base: string;
  /** The bench Tamirci's token (plate search, forms, dashboard) and the Admin's (log search). */
  token: string;
  adminToken: string;
  vehicleId: number;
  vehicleCount: number;
  pid: number;
  /** The server's "overloaded" log lines (one every 5 s at most while shedding), by reason. */
  shedReasons: Map<string, number>;
  rssMb(): number;
  close(): Promise<void>;
}

/**
 * Signs in before the load starts. A 503 (the server shedding right after its start, issue 42
 * item 3) is waited out for up to 30 s, as a client honouring Retry-After would, and printed:
 * the benchmark measures the load, not the start, but says that the start shed.
 */
async function signIn(base: string, username: string, password: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (let shed = 0; ; shed++) {
    const reply = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (reply.ok) {
      if (shed) print(`  (sign-in ${username} answered 503 ${shed} time(s) right after the start before it succeeded)`);
      return ((await reply.json()) as { token: string }).token;
    }
    if (reply.status !== 503 || Date.now() > deadline) throw new Error(`sign-in ${username}: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
    await sleep(1000 * Math.min(5, Number(reply.headers.get('retry-after')) || 1));
  }
}

/** Seeds `vehicleCount` vehicles, then starts the server with `env` added to the bench's. */
export async function startBenchServer(databaseUrl: string | null, vehicleCount: number, env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const serverEnv = benchServerEnv(dataDir, databaseUrl, env);
  const seedApp = await buildApp({
    config: loadConfig({ ...serverEnv, LOG_LEVEL: 'silent', NOTIFICATION_POLL_MS: '0', BACKUP_CHECK_MS: '0' }),
    announce: () => undefined,
  });
  let vehicleId: number;
  try {
    await seedVehicles(seedApp, vehicleCount);
    [{ id: vehicleId }] = await seedApp.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.plateNumber, benchVehiclePlate(0)));
  } finally {
    await seedApp.close();
  }
  const port = await freePort();
  const child = spawnServer(serverEnv, port, serverCommand());
  const base = `http://127.0.0.1:${port}`;
  const shedReasons = new Map<string, number>();
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('overloaded: answering 503')) continue;
      const reason = /"reason":"(\w+)"/.exec(line)?.[1] ?? 'unknown';
      shedReasons.set(reason, (shedReasons.get(reason) ?? 0) + 1);
    }
  });
  await waitFor(`${base}/api/health`, child);
  return {
    base,
    token: await signIn(base, BENCH_USER.username, BENCH_USER.password),
    adminToken: await signIn(base, 'admin', BENCH_PASSWORD),
    vehicleId,
    vehicleCount,
    pid: child.pid!,
    shedReasons,
    rssMb: () => rssMb(child.pid!),
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Call {
  method: string;
  path: string;
  token: string;
  body?: unknown;
}

/** One answer: which call, its status (0: no answer), when it started and how long it took. */
export interface Outcome {
  kind: string;
  status: number;
  startedAt: number;
  ms: number;
}

/** The calls of the overload and soak mixes, by kind. */
export function callMaker(server: BenchServer) {
  let next = 0;
  return {
    plateSearch: (): Call => ({ method: 'GET', path: `/api/vehicles/search/${benchVehiclePlate((next++ * 7919) % server.vehicleCount)}`, token: server.token }),
    formList: (): Call => ({ method: 'GET', path: '/api/repairform?page=1', token: server.token }),
    dashboard: (): Call => ({ method: 'GET', path: '/api/dashboard/tamirci', token: server.token }),
    formCreate: (): Call => ({
      method: 'POST',
      path: '/api/repairform',
      token: server.token,
      body: { vehicleId: server.vehicleId, descriptionLines: ['Fren balatası aşınmış', 'Yağ değişimi'], partsUsed: 'Balata, yağ filtresi' },
    }),
    logSearch: (): Call => ({ method: 'POST', path: '/api/logs/search', token: server.adminToken, body: { pageNumber: 1, pageSize: 20, searchText: 'giriş' } }),
  };
}

/** Sends one call; never throws (a failed connection is status 0). */
export async function send(base: string, kind: string, call: Call, outcomes: Outcome[]): Promise<void> {
  const startedAt = performance.now();
  let status: number;
  try {
    const reply = await fetch(base + call.path, {
      method: call.method,
      headers: { authorization: `Bearer ${call.token}`, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(30_000),
    });
    await reply.arrayBuffer();
    status = reply.status;
  } catch {
    status = 0;
  }
  outcomes.push({ kind, status, startedAt, ms: performance.now() - startedAt });
}

/**
 * Open loop: `rate` calls a second for `seconds`, each taken from `pick` (weighted kinds), started
 * every 10 ms in small batches. Resolves once every call has answered.
 */
export async function openLoop(base: string, rate: number, seconds: number, pick: () => [string, Call], outcomes: Outcome[]): Promise<void> {
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const [kind, call] = pick();
      pending.push(send(base, kind, call, outcomes));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(pending);
}

/** Overload mix: plate search, form list, dashboard polling and form creation. */
export function overloadMix(server: BenchServer): () => [string, Call] {
  const calls = callMaker(server);
  const order: (keyof typeof calls)[] = ['plateSearch', 'plateSearch', 'plateSearch', 'dashboard', 'dashboard', 'formList', 'formCreate'];
  let i = 0;
  return () => {
    const kind = order[i++ % order.length];
    return [kind, calls[kind]()];
  };
}

export interface Summary {
  requests: number;
  accepted: number;
  shed: number;
  otherErrors: number;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
}

/** Accepted: 2xx. Shed: 503. Other errors: anything else not 2xx (5xx other than 503, no answer, 4xx). */
export function summarise(outcomes: Outcome[], seconds: number): Summary {
  const accepted = outcomes.filter((o) => o.status >= 200 && o.status < 300);
  const latencies = accepted.map((o) => o.ms).sort((a, b) => a - b);
  const shed = outcomes.filter((o) => o.status === 503).length;
  return {
    requests: outcomes.length,
    accepted: accepted.length,
    shed,
    otherErrors: outcomes.length - accepted.length - shed,
    acceptedPerSecond: accepted.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
export const print = (line: string) => process.stdout.write(`${line}\n`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
