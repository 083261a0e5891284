/** What the benchmark scripts share: a throw-away PostgreSQL database, latency figures and distinct plates. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
