/**
 * Memory of `npm start` under a mixed load (issue 13): for each database, seeds a fleet, starts
 * the portal as `npm start` runs it (scripts/start.mjs with the start script's node flags, API and
 * front-ends in one process), reads its memory idle, then drives it from a separate process
 * (mixed-load-worker.ts: plate search over the whole fleet, form list, polled shop dashboard, form
 * creation) at an overall rate for a while, reading the server's memory every few seconds, and
 * once more after it has idled. Prints the figures; judges none of them.
 *
 * Env: BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL (the local PostgreSQL),
 * BENCH_MEMORY_VEHICLES (100000), BENCH_MEMORY_SECONDS (300), BENCH_MEMORY_RATE (100 requests a
 * second, all kinds together), BENCH_SETTLE_MS (10000).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freePort } from '../test/helpers/free-port';
import { withFreshPostgres } from './bench-kit';
import { BENCH_USER, seedVehiclesFirstId } from './seed-vehicles';
import { benchServerEnv, buildServer, rssMb, spawnServer, startScriptCommand, stop, waitFor } from './server-process';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VEHICLES = Number(process.env.BENCH_MEMORY_VEHICLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 300);
const RATE = Number(process.env.BENCH_MEMORY_RATE ?? 100);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000);
/** How often the server's memory is read during the load. */
const SAMPLE_MS = Math.min(10_000, Math.max(1_000, (SECONDS * 1000) / 30));

const print = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  p99: number;
}

function mixedLoad(settings: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'mixed-load-worker.ts'), JSON.stringify(settings)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`mixed load ended (${code}): ${out.slice(0, 200)}`));
      }
    });
  });
}

async function run(kind: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const env = benchServerEnv(dataDir, databaseUrl);
  try {
    const vehicleId = await seedVehiclesFirstId(
      await buildApp({
        config: loadConfig({ ...env, LOG_LEVEL: 'silent', SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_DB_WAITING: '0' }),
        announce: () => undefined,
      }),
      VEHICLES,
    );
    buildServer();
    const port = await freePort();
    const server = spawnServer(env, port, startScriptCommand());
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${base}/api/health`, server);
      await sleep(1_000);
      const idle = rssMb(server.pid!);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_USER),
      });
      const { token } = (await login.json()) as { token: string };
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssMb(server.pid!)), SAMPLE_MS);
      const load = await mixedLoad({ url: base, token, seconds: SECONDS, rate: RATE, vehicles: VEHICLES, vehicleId }).finally(() => clearInterval(sampler));
      const after = rssMb(server.pid!);
      await sleep(SETTLE_MS);
      const settled = rssMb(server.pid!);
      const half = samples.slice(Math.floor(samples.length / 2));
      print(
        `\n${kind}: ${VEHICLES.toLocaleString('en')} vehicles, mixed load ${SECONDS} s at ${RATE} req/s (plate search, form list, shop dashboard, form creation)`,
      );
      print(
        `  ${load.requests.toLocaleString('en')} requests, errors ${load.errors + load.non2xx}, p99 ${load.p99} ms; server RSS idle ${idle.toFixed(0)} MB, ` +
          `highest under load ${Math.max(after, ...samples).toFixed(0)} MB, second half ${Math.min(...half, after).toFixed(0)}–${Math.max(...half, after).toFixed(0)} MB, ` +
          `after the load ${after.toFixed(0)} MB, ${SETTLE_MS / 1000} s later ${settled.toFixed(0)} MB`,
      );
      print(`  every ${(SAMPLE_MS / 1000).toFixed(0)} s: ${samples.map((mb) => mb.toFixed(0)).join(' ')} MB`);
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (DATABASES.includes('pglite')) await run('pglite', null);
if (DATABASES.includes('postgres')) await withFreshPostgres(PG_URL, (url) => run('postgres', url));
