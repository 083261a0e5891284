/**
 * The API against its bare stack, measured from outside (issue 13). For each database: seeds a
 * fleet, then, one after the other on the same data, runs the bare Fastify route (bare-server.ts)
 * and the real server as separate processes, and loads them with autocannon in a third process.
 * Prints req/s and latency of the plate search as a share of the bare route, /api/health against
 * a static file of the same server, the server's start-up time and its memory idle and after load.
 *
 * Env: BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL (default the local PostgreSQL),
 * BENCH_PGLITE_VEHICLES (100000), BENCH_PG_VEHICLES (1000000), BENCH_CONNECTIONS (32),
 * BENCH_SHARE_ROUNDS (3: rounds, each with fresh processes of the bare route and the server; the
 * median share is printed),
 * BENCH_SLICE_SECONDS (2: on PostgreSQL both processes stay up through a round and are loaded in
 * turns, a slice each, BENCH_SECONDS in all each; PGlite serves one process, so there each side runs
 * its BENCH_SECONDS at once, as PostgreSQL does with 0),
 * BENCH_SECONDS (10), BENCH_SETTLE_MS (10000: the idle time before memory is read again),
 * BENCH_DB_LOGGING (off: no system_logs rows), BENCH_DB_LOG_LEVEL (the logging settings' level,
 * e.g. Warning: a plate search's row is then not kept), BENCH_PROFILE (a folder for the CPU
 * profiles of the server, and of the bare route in its `bare` folder; the run then measures the
 * plate search alone, or /api/health alone with BENCH_PROFILE_CALL=health), BENCH_BARE_FLAGS
 * (more node flags for the bare route, e.g. an --import that samples allocations), BENCH_SQL (a
 * statement run once the fleet is seeded, to try a schema change such as an index dropped),
 * BENCH_PIN (e.g. 0:1: the bare route and the server on CPU 0, PostgreSQL, autocannon and this
 * process on CPU 1, through taskset; cpu-pin.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { freePort } from '../test/helpers/free-port';
import { machineCpu, postgresCpu, processCpu, withFreshPostgres } from './bench-kit';
import { onCpu, PIN, pinOthers } from './cpu-pin';
import { benchServerEnv, rssMb, serverCommand, spawnServer, startNodeFlags, stop, waitFor } from './server-process';
import { BENCH_USER, benchVehiclePlate, seedVehicles } from './seed-vehicles';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = (await import('node:module')).createRequire(import.meta.url);
const AUTOCANNON = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** How long the server idles after the load before its memory is read again. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 10_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Turns of bare route then plate search on the same data (a profile takes one). */
const ROUNDS = process.env.BENCH_PROFILE ? 1 : Number(process.env.BENCH_SHARE_ROUNDS ?? 3);
/** On PostgreSQL, the bare route and the plate search take turns this often within a round. */
const SLICE_SECONDS = Math.min(Number(process.env.BENCH_SLICE_SECONDS ?? 2), SECONDS);
/**
 * The pause after each slice: the server writes its last 200 ms of log rows after its slice, and
 * that work must not slow the other side's slice. It is then counted nowhere: at most 200 ms of a
 * 2 s slice's rows, a tenth of the log rows' cost (about a point of the share). Shorter slices
 * follow the machine's drift better: 2 s slices gave round shares within 8 points of one another
 * where 5 s slices spread over 25.
 */
const SLICE_PAUSE_MS = 500;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time per answered request: the measured server process, PostgreSQL's processes, and the whole machine. */
  serverUs?: number;
  postgresUs?: number;
  machineUs?: number;
}

/** autocannon in its own process; the figures of its JSON summary. */
function cannon(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Load> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const [file, pinnedArgs] = onCpu(PIN?.other, process.execPath, args);
    const child = spawn(file, pinnedArgs, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const result = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
      } catch (error) {
        reject(new Error(`autocannon: ${String(error)}: ${out.slice(0, 200)}`));
      }
    });
  });
}

interface Target {
  url: string;
  headers?: Record<string, string>;
  /** The measured process, whose CPU time is counted. */
  pid?: number;
}

/** One run against `target` with the CPU time it cost the process, PostgreSQL and the machine. */
async function sample(target: Target, seconds: number): Promise<Load> {
  const before = { server: target.pid ? processCpu(target.pid) : 0, postgres: postgresCpu(), machine: machineCpu() };
  const load = await cannon(target.url, target.headers, seconds);
  const requests = load.rps * seconds;
  return {
    ...load,
    serverUs: target.pid ? ((processCpu(target.pid) - before.server) * 1e6) / requests : undefined,
    postgresUs: ((postgresCpu() - before.postgres) * 1e6) / requests,
    machineUs: ((machineCpu() - before.machine) * 1e6) / requests,
  };
}

/** A warm-up, then the measured run, with the CPU time it cost the server (`pid`) and the machine. */
async function measure(url: string, headers: Record<string, string> = {}, pid?: number): Promise<Load> {
  await cannon(url, headers, 2);
  return sample({ url, headers, pid }, SECONDS);
}

/**
 * Each target warmed up, then loaded in turns, SLICE_SECONDS at a time, until each has had
 * SECONDS: a machine whose speed drifts within a minute (this two-core VM's does, by a fifth)
 * moves both sides alike. Each target's figures over its slices; p99 is its worst slice's.
 */
async function measureInTurns(targets: Target[]): Promise<Load[]> {
  for (const target of targets) await cannon(target.url, target.headers, 2);
  const slices = targets.map(() => [] as Load[]);
  for (let done = 0; done < SECONDS; done += SLICE_SECONDS) {
    for (const [i, target] of targets.entries()) {
      slices[i].push(await sample(target, SLICE_SECONDS));
      await new Promise((resolve) => setTimeout(resolve, SLICE_PAUSE_MS));
    }
  }
  return slices.map((runs) => {
    const requests = runs.map((run) => run.rps * SLICE_SECONDS);
    const total = requests.reduce((a, b) => a + b, 0);
    /** A per-request figure over all slices, each slice weighed by its requests. */
    const weighed = (pick: (run: Load) => number | undefined) =>
      runs[0] && pick(runs[0]) === undefined ? undefined : runs.reduce((sum, run, i) => sum + (pick(run) ?? 0) * requests[i], 0) / total;
    return {
      rps: total / (runs.length * SLICE_SECONDS),
      p50: median(runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      serverUs: weighed((run) => run.serverUs),
      postgresUs: weighed((run) => run.postgresUs),
      machineUs: weighed((run) => run.machineUs),
    };
  });
}

/** The logging settings BENCH_DB_LOGGING=off and BENCH_DB_LOG_LEVEL ask for, saved as an admin would; nothing when neither is set. */
async function applyLogging(base: string) {
  const off = process.env.BENCH_DB_LOGGING === 'off';
  const level = process.env.BENCH_DB_LOG_LEVEL;
  if (!off && !level) return;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Bench!2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const logging = { logLevel: level ?? 'Information', retentionDays: 90, maxFileSizeMB: 10, enableFileLogging: false, enableDatabaseLogging: !off };
  const saved = await fetch(`${base}/api/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ logging }),
  });
  if (!saved.ok) throw new Error(`logging settings: ${saved.status} ${await saved.text()}`);
  print(off ? '  (system_logs rows switched off)' : `  (log level ${logging.logLevel})`);
}

const cpu = (load: Load) =>
  load.machineUs === undefined
    ? ''
    : `  CPU/request: server ${load.serverUs?.toFixed(0) ?? '-'} µs, PostgreSQL ${load.postgresUs?.toFixed(0) ?? '-'} µs, machine ${load.machineUs.toFixed(0)} µs`;
const fmt = (load: Load) =>
  `${load.rps.toFixed(0).padStart(6)} req/s  p50 ${String(load.p50).padStart(4)} ms  p99 ${String(load.p99).padStart(4)} ms  errors ${load.errors}${cpu(load)}`;
const print = (line: string) => process.stdout.write(`${line}\n`);

async function run(kind: string, databaseUrl: string | null, vehicles: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const env = benchServerEnv(dataDir, databaseUrl);
  try {
    const seedApp = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), announce: () => undefined });
    const seeded = await seedVehicles(seedApp, vehicles)
      .then(async (seconds) => {
        // A schema change to try before the load (e.g. an index dropped), as in log-row-cost.ts.
        if (process.env.BENCH_SQL) await seedApp.db.execute(sql.raw(process.env.BENCH_SQL));
        return seconds;
      })
      .finally(() => seedApp.close());
    const plate = benchVehiclePlate(Math.floor(vehicles / 2));
    print(`\n${kind}: ${vehicles.toLocaleString('en')} vehicles (seeded in ${seeded.toFixed(1)} s), ${CONNECTIONS} connections, ${SECONDS} s a run`);

    const bareFlags = [
      ...startNodeFlags(),
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE, 'bare')}`] : []),
      ...(process.env.BENCH_BARE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
    ];
    let bareMemory = '';
    /** The bare route in a process of its own, answering. */
    async function startBare() {
      const barePort = await freePort();
      const [file, args] = onCpu(PIN?.server, process.execPath, [...bareFlags, '--import', 'tsx', path.join(here, 'bare-server.ts')]);
      const child = spawn(file, args, {
        env: { ...env, PORT: String(barePort) },
        stdio: 'ignore',
      });
      const url = `http://127.0.0.1:${barePort}/plate/${plate}`;
      try {
        await waitFor(url, child);
      } catch (error) {
        await stop(child);
        throw error;
      }
      return { child, url, idle: rssMb(child.pid!) };
    }
    /** The floor of memory too: the same database opened the same way, Fastify, and tsx's loader. */
    const noteBareMemory = (bare: Awaited<ReturnType<typeof startBare>>) =>
      (bareMemory = `  bare route RSS ${bare.idle.toFixed(0)} MB idle, ${rssMb(bare.child.pid!).toFixed(0)} MB after its load (run through tsx)`);
    /** The bare route's figures on this data, alone (PGlite: the server is not running then). */
    async function bareRound(): Promise<Load> {
      const bare = await startBare();
      try {
        const floor = await measure(bare.url, {}, bare.child.pid);
        noteBareMemory(bare);
        return floor;
      } finally {
        await stop(bare.child);
      }
    }

    // Built before the clock starts: start-up is the server's own.
    const command = serverCommand();
    let token = '';
    /** The server started; its start-up time and idle memory; signed in and the logging settings applied the first time. */
    async function startApi() {
      const port = await freePort();
      const started = performance.now();
      const server = spawnServer(env, port, command, PIN?.server);
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/health`, server);
      const startSeconds = (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const idle = rssMb(server.pid!);
      if (!token) {
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BENCH_USER),
        });
        token = ((await login.json()) as { token: string }).token;
        await applyLogging(base);
      }
      return { server, base, startSeconds, idle };
    }

    // ROUNDS rounds, each with fresh processes of the bare route and the server (taking turns in
    // slices on PostgreSQL, one after the other on PGlite); the median share says more than one run.
    const shares: number[] = [];
    const p99s: number[] = [];
    let api: Awaited<ReturnType<typeof startApi>> | null = null;
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        // PostgreSQL serves both at once: they stay up through the round and take turns in slices.
        const inTurns = databaseUrl !== null && !process.env.BENCH_PROFILE && SLICE_SECONDS > 0;
        const bare = inTurns ? await startBare() : null;
        let floor: Load | null;
        let search: Load;
        try {
          floor = bare || process.env.BENCH_PROFILE_CALL === 'health' ? null : await bareRound();
          api = await startApi();
          const { server, base } = api;
          const searchTarget = { url: `${base}/api/vehicles/search/${plate}`, headers: { authorization: `Bearer ${token}` }, pid: server.pid };
          if (bare) {
            [floor, search] = await measureInTurns([{ url: bare.url, pid: bare.child.pid }, searchTarget]);
            noteBareMemory(bare);
          } else if (!floor) {
            // BENCH_PROFILE with BENCH_PROFILE_CALL=health profiles /api/health alone.
            print(`  /api/health         ${fmt(await measure(`${base}/api/health`, {}, server.pid))}`);
            return;
          } else {
            search = await measure(searchTarget.url, searchTarget.headers, server.pid);
          }
        } finally {
          if (bare) await stop(bare.child);
        }
        const { server } = api;
        const share = (100 * search.rps) / floor.rps;
        shares.push(share);
        p99s.push(search.p99);
        const label = ROUNDS > 1 ? ` (${round})` : '';
        print(`  bare route${label.padEnd(10)} ${fmt(floor)}`);
        print(`  plate search${label.padEnd(8)} ${fmt(search)}  = ${share.toFixed(0)} % of the bare route; server RSS ${rssMb(server.pid!).toFixed(0)} MB`);
        if (round < ROUNDS) {
          await stop(server);
          api = null;
        }
      }
      if (ROUNDS > 1) {
        const listed = shares.map((share) => share.toFixed(0)).join(', ');
        print(`  plate search, median of ${ROUNDS} rounds: ${median(shares).toFixed(0)} % of the bare route (${listed}), p99 ${median(p99s)} ms`);
      }
      print(bareMemory);
      // A profile covers the plate search alone.
      if (process.env.BENCH_PROFILE || !api) return;
      const { server, base, startSeconds, idle } = api;
      const health = await measure(`${base}/api/health`, {}, server.pid);
      print(`  /api/health         ${fmt(health)}; server RSS ${rssMb(server.pid!).toFixed(0)} MB`);
      const staticFile = (await fetch(`${base}/favicon.svg`)).ok ? '/favicon.svg' : (await fetch(`${base}/`)).ok ? '/' : null;
      if (staticFile) print(`  static ${staticFile.padEnd(12)} ${fmt(await measure(`${base}${staticFile}`, {}, server.pid))}`);
      else print('  static file         (front-ends not built: npm run build:changed)');
      const loaded = rssMb(server.pid!);
      // V8 gives memory back once the process has been idle a while (its memory reducer).
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      print(
        `  start-up until /api/health answers: ${startSeconds.toFixed(2)} s; server RSS idle ${idle.toFixed(0)} MB, after the load ${loaded.toFixed(0)} MB, ${SETTLE_MS / 1000} s later ${rssMb(server.pid!).toFixed(0)} MB`,
      );
    } finally {
      if (api) await stop(api.server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const unpin = PIN ? pinOthers(PIN.other) : () => undefined;
if (PIN) {
  process.on('exit', unpin);
  print(`pinned: the bare route and the server on CPU ${PIN.server}; PostgreSQL, autocannon and this process on CPU ${PIN.other}`);
}
if (DATABASES.includes('pglite')) await run('pglite', null, Number(process.env.BENCH_PGLITE_VEHICLES ?? 100_000));
if (DATABASES.includes('postgres')) await withFreshPostgres(PG_URL, (url) => run('postgres', url, Number(process.env.BENCH_PG_VEHICLES ?? 1_000_000)));
unpin();
