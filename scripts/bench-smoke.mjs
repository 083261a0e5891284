#!/usr/bin/env node
// The benchmarks at a size that runs in a couple of minutes, so that `npm test` (and CI) keeps
// them working. It prints their figures like `npm run bench` does but judges none of them: it
// fails only when a benchmark itself fails (a crash, an error answer it checks, a build error).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const small = {
  BENCH_PGLITE_VEHICLES: '2000',
  BENCH_PG_VEHICLES: '5000',
  BENCH_SECONDS: '2',
  BENCH_SETTLE_MS: '2000',
  BENCH_VEHICLES: '2000',
  BENCH_ROUNDS: '5',
  BENCH_SHARE_ROUNDS: '1',
  BENCH_FORMS: '5000',
  BENCH_PGLITE_FORMS: '2000',
  BENCH_REQUESTS: '10',
  BENCH_MEMORY_VEHICLES: '2000',
  BENCH_MEMORY_SECONDS: '5',
  LOG_ROW_COUNT: '1000',
  BENCH_PHOTOS_SEQUENTIAL: '3',
};
// PostgreSQL only when the tests have one (TEST_DATABASE_URL, as in CI).
const withPg = !!process.env.TEST_DATABASE_URL;
const databases = withPg ? 'pglite,postgres' : 'pglite';
const pg = withPg ? { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
const server = (script) => ({ command: npm, args: ['run', script, '-w', 'server'] });
/** @type {Array<{ command: string, args: string[], env?: Record<string, string> }>} */
const steps = [
  { ...server('bench'), env: { BENCH_DATABASES: databases } },
  server('bench:lists'),
  { ...server('bench:forms'), env: withPg ? {} : { BENCH_FORMS: '0' } },
  { ...server('bench:memory'), env: { BENCH_DATABASES: databases } },
  { ...server('bench:pdf'), env: { BENCH_PDF_RUNS: '3' } },
  { ...server('bench:log-row'), env: { LOG_ROW_DATABASES: databases } },
  { ...server('bench:photos'), env: { BENCH_DATABASES: databases } },
  { ...server('bench:soak'), env: { BENCH_DATABASES: databases, SOAK_MINUTES: '0.34', SOAK_SAMPLE_SECONDS: '10', SOAK_TABLETS: '10' } },
  { ...server('bench:overload'), env: { BENCH_DATABASES: databases, BENCH_RAMP_SECONDS: '2', BENCH_OVERLOAD_SECONDS: '3' } },
  { ...server('bench:kvkk'), env: { BENCH_FORMS: '1000', BENCH_POSTGRES: withPg ? '1' : '0' } },
  // The metrics' cost is measured on PostgreSQL only.
  ...(withPg ? [{ ...server('bench:metrics'), env: { BENCH_ROUNDS: '1', BENCH_CONNECTIONS: '8' } }] : []),
  { ...server('bench:log-search'), env: { LOG_ROWS: withPg ? '5000' : '0', LOG_PGLITE_ROWS: '2000', EXPORT_ROWS: '2000' } },
  { ...server('bench:backup'), env: { BENCH_BACKUP_FORMS: '1000', BENCH_BACKUP_VEHICLES: '1000', ...(withPg ? {} : { BENCH_BACKUP_DB: 'pglite' }) } },
  { ...server('bench:reminders'), env: { BENCH_VEHICLES: '2000', BENCH_ROUNDS: '3', ...pg } },
  { command: process.execPath, args: [join('scripts', 'bundle-size.mjs')] },
  { command: process.execPath, args: [join('scripts', 'bench-start-up.mjs')], env: { BENCH_STARTS: '1' } },
];
// BENCH_SMOKE_ONLY=bench:soak,bench:backup runs only those steps (named by npm script or file).
const only = process.env.BENCH_SMOKE_ONLY?.split(',').filter(Boolean);
const chosen = only ? steps.filter(({ args }) => only.some((name) => args.some((arg) => arg.endsWith(name)))) : steps;
const started = Date.now();
for (const { command, args, env = {} } of chosen) {
  const name = `${command === npm ? 'npm' : 'node'} ${args.join(' ')}`;
  console.log(`\n== bench (kısa): ${name}`);
  const stepStarted = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...small, ...pg, ...env } });
  if (run.status !== 0) {
    console.error(`bench (kısa) başarısız: ${name} (çıkış ${run.status ?? run.signal})`);
    process.exit(1);
  }
  console.log(`== ${name}: ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
}
console.log(`\nbench (kısa): ${chosen.length} benchmarks in ${((Date.now() - started) / 1000).toFixed(0)} s`);
