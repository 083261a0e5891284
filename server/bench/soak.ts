/**
 * A working day, compressed (issue 32): `npm run bench:soak`. For each database, seeds a fleet,
 * starts the API as `npm start` runs it with e-mail sent to a local SMTP sink, and keeps a mixed
 * load on it: SOAK_TABLETS tablets polling the shop dashboard every 10 s, plate searches, the form
 * list, form creation (each queues the company's e-mail with the form's PDF, rendered when sent)
 * and log searches. Prints requests, errors and p50/p99 per call every SOAK_REPORT_MINUTES, the
 * server's RSS every minute, and at the end the RSS slope after the first five minutes. Judges nothing.
 *
 * Env: SOAK_MINUTES (30; a fraction runs part of a minute), SOAK_REPORT_MINUTES (5),
 * SOAK_SAMPLE_SECONDS (60: how often RSS is read), SOAK_TABLETS (100), BENCH_DATABASES
 * (pglite,postgres), BENCH_DATABASE_URL, BENCH_VEHICLES (20000). `npm run bench:smoke` runs it
 * for 20 s with 10 tablets, RSS every 5 s.
 */
import { startSmtp } from '../test/helpers/smtp';
import { BENCH_DATABASE_URL, envNumber, percentile, withFreshPostgres } from './bench-kit';
import { callMaker, fmt, print, send, sleep, startBenchServer, type Call, type Outcome } from './load-kit';

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const MINUTES = envNumber('SOAK_MINUTES', 30);
const REPORT_MINUTES = envNumber('SOAK_REPORT_MINUTES', 5);
const SAMPLE_SECONDS = envNumber('SOAK_SAMPLE_SECONDS', 60);
const SAMPLES = Math.max(1, Math.round((MINUTES * 60) / SAMPLE_SECONDS));
/** Samples between two reports of the calls. */
const REPORT_EVERY = Math.max(1, Math.round((REPORT_MINUTES * 60) / SAMPLE_SECONDS));
const minuteOf = (sample: number) => Number(((sample * SAMPLE_SECONDS) / 60).toFixed(2));
const TABLETS = envNumber('SOAK_TABLETS', 100);
const VEHICLES = envNumber('BENCH_VEHICLES', 20_000);
/** Calls a second besides the tablets' polling. */
const RATES = { plateSearch: 2, formList: 0.5, formCreate: 0.1, logSearch: 1 / 30 };

/** Least-squares slope of (minute, MB). */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxy / sxx;
}

function report(outcomes: Outcome[], from: number, to: number) {
  print(`  minutes ${from}–${to}:`);
  print(`    ${'call'.padEnd(12)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
  for (const kind of kinds) {
    const mine = outcomes.filter((o) => o.kind === kind);
    const ok = mine.filter((o) => o.status >= 200 && o.status < 300);
    const latencies = ok.map((o) => o.ms).sort((a, b) => a - b);
    const errors = mine.length - ok.length;
    const codes = [...new Set(mine.filter((o) => o.status < 200 || o.status >= 300).map((o) => o.status))].join(',');
    print(
      `    ${kind.padEnd(12)} ${String(mine.length).padStart(9)} ${String(errors).padStart(7)} ${fmt(percentile(latencies, 50)).padStart(8)} ${fmt(percentile(latencies, 99)).padStart(8)}${codes ? `  (status ${codes})` : ''}`,
    );
  }
}

async function run(kind: string, databaseUrl: string | null) {
  const smtp = await startSmtp();
  const server = await startBenchServer(databaseUrl, VEHICLES, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'bildirim@bench.example',
    NOTIFICATION_POLL_MS: '2000',
  });
  print(
    `\n${kind}: ${VEHICLES.toLocaleString('en')} vehicles, ${MINUTES} min, ${TABLETS} tablets polling every 10 s, plate search ${RATES.plateSearch}/s, form list ${RATES.formList}/s, form creation with PDF e-mail every ${1 / RATES.formCreate} s, log search every ${1 / RATES.logSearch} s`,
  );
  print(`  server RSS at start ${server.rssMb().toFixed(0)} MB`);
  const calls = callMaker(server);
  let period: Outcome[] = [];
  let all = { requests: 0, errors: 0 };
  const pending = new Set<Promise<void>>();
  const fire = (name: string, call: Call) => {
    const outcomes = period;
    const sent = send(server.base, name, call, outcomes).finally(() => pending.delete(sent));
    pending.add(sent);
  };
  const timers: NodeJS.Timeout[] = [];
  const started = Date.now();
  // Each tablet polls every 10 s, spread over the 10 s.
  for (let tablet = 0; tablet < TABLETS; tablet++) {
    timers.push(
      setTimeout(
        () => {
          fire('dashboard', calls.dashboard());
          timers.push(setInterval(() => fire('dashboard', calls.dashboard()), 10_000));
        },
        (tablet * 10_000) / TABLETS,
      ),
    );
  }
  for (const [name, rate] of Object.entries(RATES) as [keyof typeof RATES, number][]) {
    timers.push(setInterval(() => fire(name, calls[name]()), 1000 / rate));
  }
  const rss: [number, number][] = [];
  let mailsReceived = 0;
  for (let sample = 1; sample <= SAMPLES; sample++) {
    await sleep(started + sample * SAMPLE_SECONDS * 1000 - Date.now());
    const minute = minuteOf(sample);
    const mb = server.rssMb();
    rss.push([minute, mb]);
    mailsReceived += smtp.received.length;
    smtp.received.length = 0;
    print(`  minute ${minute}: server RSS ${mb.toFixed(0)} MB`);
    if (sample % REPORT_EVERY === 0 || sample === SAMPLES) {
      const done = period;
      period = [];
      report(done, minuteOf(sample - (sample % REPORT_EVERY === 0 ? REPORT_EVERY : sample % REPORT_EVERY)), minute);
      all = { requests: all.requests + done.length, errors: all.errors + done.filter((o) => o.status < 200 || o.status >= 300).length };
    }
  }
  for (const timer of timers) clearInterval(timer);
  await Promise.all(pending);
  if (period.length > 0) all = { requests: all.requests + period.length, errors: all.errors + period.filter((o) => o.status < 200 || o.status >= 300).length };
  await sleep(5000);
  mailsReceived += smtp.received.length;
  const late = rss.filter(([minute]) => minute > 5);
  const basis = late.length >= 2 ? late : rss;
  print(`  total ${all.requests} requests, ${all.errors} errors; e-mails with PDF received by the SMTP sink: ${mailsReceived}`);
  print(
    `  shed because of (the server's warnings, one per 5 s at most): ${[...server.shedReasons].map(([reason, n]) => `${reason}×${n}`).join(' ') || 'nothing'}`,
  );
  print(`  server RSS after ${rss[0]?.[0]} min of mixed load: ${rss[0]?.[1].toFixed(0)} MB`);
  print(
    `  RSS slope ${late.length >= 2 ? 'after the first five minutes' : 'over the whole run (too short to leave out the first five minutes)'}: ${slope(basis).toFixed(2)} MB/min`,
  );
  await server.close();
  await smtp.stop();
}

if (DATABASES.includes('pglite')) await run('pglite', null);
if (DATABASES.includes('postgres')) await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('postgres', url));
