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
const databases = process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite';
const pg = process.env.TEST_DATABASE_URL ? { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
const steps = [
  ['npm', ['run', 'bench', '-w', 'server'], { BENCH_DATABASES: databases }],
  ['npm', ['run', 'bench:lists', '-w', 'server'], {}],
  ['npm', ['run', 'bench:forms', '-w', 'server'], process.env.TEST_DATABASE_URL ? {} : { BENCH_FORMS: '0' }],
  ['npm', ['run', 'bench:memory', '-w', 'server'], { BENCH_DATABASES: databases }],
  ['npm', ['run', 'bench:pdf', '-w', 'server'], { BENCH_PDF_RUNS: '3' }],
  ['npm', ['run', 'bench:log-row', '-w', 'server'], { LOG_ROW_DATABASES: databases }],
  ['npm', ['run', 'bench:photos', '-w', 'server'], { BENCH_DATABASES: databases }],
  ['npm', ['run', 'bench:reminders', '-w', 'server'], { BENCH_VEHICLES: '2000', BENCH_ROUNDS: '3', ...pg }],
  ['node', [join('scripts', 'bundle-size.mjs')], {}],
  ['node', [join('scripts', 'bench-start-up.mjs')], { BENCH_STARTS: '1' }],
];
for (const [command, args, extra] of steps) {
  console.log(`\n== bench (kısa): ${command} ${args.join(' ')}`);
  const run = spawnSync(command === 'npm' ? npm : process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...small, ...pg, ...extra },
  });
  if (run.status !== 0) {
    console.error(`bench (kısa) başarısız: ${command} ${args.join(' ')} (çıkış ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
