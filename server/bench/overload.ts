/**
 * Overload (issue 32): how the server answers at twice what it can serve. For each database:
 * seeds a fleet, starts the API as `npm start` runs it, finds what it serves with a short ramp
 * (rates rising by half from 5 a second until accepted throughput falls below 90 % of the offered
 * rate, p99 passes 1 s or calls are shed; what it served is the most it accepted a second), then offers twice that for a while (plate search, form list, dashboard polling, form
 * creation). Prints accepted throughput, the p99 of accepted requests, the share answered 503,
 * errors other than 503 (goal 0), server memory, and how long after the load ends latency is
 * back to its unloaded level. Judges nothing.
 *
 * Env: BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL, BENCH_VEHICLES (20000),
 * BENCH_RAMP_SECONDS (4 a step), BENCH_OVERLOAD_SECONDS (20), BENCH_OVERLOAD_FACTOR (2).
 */
import { BENCH_DATABASE_URL, envNumber, percentile, withFreshPostgres } from './bench-kit';
import { fmt, openLoop, overloadMix, print, sleep, startBenchServer, summarise, type BenchServer, type Outcome } from './load-kit';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const VEHICLES = envNumber('BENCH_VEHICLES', 20_000);
const RAMP_SECONDS = envNumber('BENCH_RAMP_SECONDS', 4);
const OVERLOAD_SECONDS = envNumber('BENCH_OVERLOAD_SECONDS', 20);
const FACTOR = envNumber('BENCH_OVERLOAD_FACTOR', 2);
/** The light load that measures normal latency, before and after. */
const PROBE_RATE = 10;

async function probe(server: BenchServer, seconds: number): Promise<number> {
  const outcomes: Outcome[] = [];
  await openLoop(server.base, PROBE_RATE, seconds, overloadMix(server), outcomes);
  return summarise(outcomes, seconds).p99;
}

/** Rates rising by half from 5 a second until the server no longer keeps up; returns the most it accepted a second. */
async function ramp(server: BenchServer): Promise<number> {
  let served = 0;
  for (let rate = 5; rate <= 5000; rate = Math.ceil(rate * 1.5)) {
    const outcomes: Outcome[] = [];
    await openLoop(server.base, rate, RAMP_SECONDS, overloadMix(server), outcomes);
    const s = summarise(outcomes, RAMP_SECONDS);
    print(`  ramp ${rate}/s: accepted ${s.acceptedPerSecond.toFixed(0)}/s, p99 ${fmt(s.p99)} ms, 503 ${s.shed}, other errors ${s.otherErrors}`);
    served = Math.max(served, s.acceptedPerSecond);
    if (s.acceptedPerSecond < rate * 0.9 || s.p99 > 1000 || s.shed > 0) break;
    await sleep(1000);
  }
  return Math.max(5, Math.round(served));
}

async function run(kind: string, databaseUrl: string | null) {
  print(`\n${kind}: ${VEHICLES.toLocaleString('en')} vehicles`);
  const server = await startBenchServer(databaseUrl, VEHICLES);
  try {
    // Warm-up: the first calls of each route compile its schemas and warm the caches.
    await probe(server, 10);
    const normal = await probe(server, 5);
    print(`  unloaded p99 at ${PROBE_RATE}/s: ${fmt(normal)} ms`);
    const capacity = await ramp(server);
    await sleep(3000);
    const rate = capacity * FACTOR;
    const outcomes: Outcome[] = [];
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(server.rssMb()), 1000);
    await openLoop(server.base, rate, OVERLOAD_SECONDS, overloadMix(server), outcomes);
    clearInterval(sampler);
    const ended = performance.now();
    const s = summarise(outcomes, OVERLOAD_SECONDS);
    const fiveHundreds = outcomes.filter((o) => o.status >= 500 && o.status !== 503).length;
    const noAnswer = outcomes.filter((o) => o.status === 0).length;
    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);

    // Recovery: the light load again, one-second windows, until a window's p99 is within twice the unloaded p99 (at least +20 ms).
    let recoveredAfter: number | null = null;
    const windows: string[] = [];
    for (let second = 0; second < 15; second++) {
      const window: Outcome[] = [];
      await openLoop(server.base, PROBE_RATE * 2, 1, overloadMix(server), window);
      const latencies = window
        .filter((o) => o.status >= 200 && o.status < 300)
        .map((o) => o.ms)
        .sort((a, b) => a - b);
      const p99 = percentile(latencies, 99);
      const ok = window.every((o) => o.status >= 200 && o.status < 300) && p99 <= Math.max(normal * 2, normal + 20);
      windows.push(`${fmt(p99)}${ok ? '' : '*'}`);
      if (ok && recoveredAfter === null) {
        recoveredAfter = (performance.now() - ended) / 1000;
        if (second >= 2) break;
      }
    }
    print(`  what it serves (ramp): ${capacity}/s; offered ${rate}/s for ${OVERLOAD_SECONDS} s (${FACTOR}×)`);
    print(
      `  accepted ${s.acceptedPerSecond.toFixed(0)}/s (${s.accepted} of ${s.requests}), p99 of accepted ${fmt(s.p99)} ms, p50 ${fmt(s.p50)} ms, ` +
        `503 ${((100 * s.shed) / Math.max(1, s.requests)).toFixed(1)} %, 5xx other than 503: ${fiveHundreds}, no answer: ${noAnswer}, other non-2xx: ${s.otherErrors - fiveHundreds - noAnswer}`,
    );
    print(`  statuses: ${[...statuses].map(([code, n]) => `${code}×${n}`).join(' ')}`);
    print(
      `  shed because of (the server's warnings, one per 5 s at most): ${[...server.shedReasons].map(([reason, n]) => `${reason}×${n}`).join(' ') || 'nothing'}`,
    );
    print(`  server RSS during the load: ${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB; now ${server.rssMb().toFixed(0)} MB`);
    print(
      `  after the load, p99 per second (* not yet normal): ${windows.join(' ')} ms; normal again after ${recoveredAfter === null ? 'more than 15' : recoveredAfter.toFixed(1)} s`,
    );
  } finally {
    await server.close();
  }
}

if (DATABASES.includes('pglite')) await run('pglite', null);
if (DATABASES.includes('postgres')) await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('postgres', url));
