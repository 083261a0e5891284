/**
 * What /metrics costs the plate search (issue 32): the real server on one seeded PostgreSQL
 * database, started alternately with METRICS_TOKEN unset (nothing measured) and set (every request
 * counted and timed), BENCH_ROUNDS times each, so the machine's own drift falls on both sides.
 * Prints req/s, p99 and the server's CPU per request of each run, and the medians.
 *
 * Env: BENCH_PG_VEHICLES (1,000,000 seeded in a fresh database), BENCH_DATABASE_URL,
 * BENCH_CONNECTIONS (32), BENCH_SECONDS (10), BENCH_ROUNDS (3).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freePort } from '../test/helpers/free-port';
import { processCpu, withFreshPostgres } from './bench-kit';
import { benchServerEnv, spawnServer, stop, waitFor } from './server-process';
import { BENCH_USER, benchVehiclePlate, seedVehicles } from './seed-vehicles';

const require = (await import('node:module')).createRequire(import.meta.url);
const AUTOCANNON = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VEHICLES = Number(process.env.BENCH_PG_VEHICLES ?? 1_000_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const print = (line: string) => process.stdout.write(`${line}\n`);

function cannon(url: string, token: string, seconds: number): Promise<{ rps: number; p99: number; errors: number }> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', () => {
      try {
        const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
        resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** `dataDir` holds the keys the database was seeded with. */
async function run(url: string, dataDir: string) {
  const plate = benchVehiclePlate(Math.floor(VEHICLES / 2));
  const results: Record<'off' | 'on', { rps: number; p99: number; cpuUs: number }[]> = { off: [], on: [] };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // Odd rounds start without metrics, even ones with: a drift of the machine falls on both sides.
      for (const side of round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const env = benchServerEnv(dataDir, url, side === 'on' ? { METRICS_TOKEN: 'bench-metrics-token-0123456789' } : { METRICS_TOKEN: '' });
        const port = await freePort();
        const server = spawnServer(env, port);
        const base = `http://127.0.0.1:${port}`;
        try {
          await waitFor(`${base}/api/health`, server);
          const login = await fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(BENCH_USER),
          });
          const { token } = (await login.json()) as { token: string };
          const target = `${base}/api/vehicles/search/${plate}`;
          await cannon(target, token, 2);
          const cpu = processCpu(server.pid!);
          const load = await cannon(target, token, SECONDS);
          const cpuUs = ((processCpu(server.pid!) - cpu) * 1e6) / (load.rps * SECONDS);
          results[side].push({ rps: load.rps, p99: load.p99, cpuUs });
          print(
            `  round ${round} metrics ${side.padEnd(3)}  ${load.rps.toFixed(0).padStart(6)} req/s  p99 ${String(load.p99).padStart(4)} ms  server CPU ${cpuUs.toFixed(0)} µs/request  errors ${load.errors}`,
          );
        } finally {
          await stop(server);
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const side of ['off', 'on'] as const) {
    const rows = results[side];
    print(
      `  median metrics ${side.padEnd(3)} ${median(rows.map((r) => r.rps))
        .toFixed(0)
        .padStart(6)} req/s  p99 ${median(rows.map((r) => r.p99))} ms  server CPU ${median(rows.map((r) => r.cpuUs)).toFixed(0)} µs/request`,
    );
  }
}

print(`plate search, metrics off and on, ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds`);
await withFreshPostgres(PG_URL, async (url) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-metrics-seed-'));
  const app = await buildApp({ config: loadConfig({ ...benchServerEnv(dataDir, url), LOG_LEVEL: 'silent' }), announce: () => undefined });
  const seconds = await seedVehicles(app, VEHICLES).finally(() => app.close());
  print(`  ${VEHICLES.toLocaleString('en')} vehicles seeded in ${seconds.toFixed(1)} s`);
  await run(url, dataDir);
});
