/** What the benchmark scripts share: a throw-away PostgreSQL database, latency figures, CPU readings and distinct plates. */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../src/config';

/** A number from the environment (the BENCH_… sizes), `fallback` when it is not set. */
export const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The PostgreSQL beside which the benches make their throw-away databases. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The Admin's password in every bench database. */
export const BENCH_PASSWORD = 'Bench!2026';

/**
 * The config of an app built inside the bench's process: silent, without the e-mail sender's or
 * the backup schedule's timers; PGlite in `dataDir` unless `databaseUrl` names a PostgreSQL database.
 */
export function quietConfig(dataDir: string, databaseUrl: string | null, extra: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    SHED_MAX_DB_WAITING: '0',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    NOTIFICATION_POLL_MS: '0',
    BACKUP_CHECK_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  });
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The i-th of many distinct valid plates over `alphabet`: 2 digits, 3 letters, 3 digits. */
export function benchPlate(i: number, alphabet: string): string {
  const province = 10 + (i % 80);
  let rest = Math.floor(i / 80);
  let letters = '';
  for (let k = 0; k < 3; k++) {
    letters += alphabet[rest % alphabet.length];
    rest = Math.floor(rest / alphabet.length);
  }
  return `${province}${letters}${100 + rest}`;
}

/**
 * Creates a database beside the one `url` names, hands its URL to `work`, and drops it afterwards
 * whatever happens; BENCH_KEEP_DATABASE=1 keeps it (and prints its URL) to look at query plans.
 */
export async function withFreshPostgres(url: string, work: (url: string) => Promise<void>): Promise<void> {
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const name = `tamir_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await work(target.toString());
  } finally {
    if (keep) process.stdout.write(`kept database ${name}\n`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** CPU seconds a process has used (user + system), from /proc. */
export function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds every PostgreSQL process of this machine has used (0 without one). */
export function postgresCpu(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) total += processCpu(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU seconds the whole machine has used, every core together, from /proc/stat. */
export function machineCpu(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are work.
  return (ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]) / 100;
}
