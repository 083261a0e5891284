/**
 * System log benchmark (administration §2.6). Seeds LOG_ROWS log rows (default 1,000,000; the
 * issue's figure is 5,000,000) spread over the last 365 days into a fresh PostgreSQL database made
 * beside BENCH_DATABASE_URL (dropped afterwards), and LOG_PGLITE_ROWS (default 100,000; 0 skips)
 * into a fresh PGlite; starts the real app on 127.0.0.1 and prints p50/p95 of POST /api/logs/search
 * for a few filter mixes (BENCH_REQUESTS each, BENCH_CONCURRENCY at a time) and of the statistics,
 * then the time and the peak RSS of this process while an Excel export of up to EXPORT_ROWS rows
 * (default 1,000,000) streams to the client. It prints figures and never fails on slowness.
 *
 * Run: npx tsx bench/log-search.ts   (LOG_ROWS=5000000 for the figure)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { BENCH_DATABASE_URL, BENCH_PASSWORD, envNumber, quietConfig, percentile, withFreshPostgres } from './bench-kit';

const LOG_ROWS = envNumber('LOG_ROWS', 1_000_000);
const PGLITE_ROWS = envNumber('LOG_PGLITE_ROWS', 100_000);
const EXPORT_ROWS = envNumber('EXPORT_ROWS', 1_000_000);
const REQUESTS = envNumber('BENCH_REQUESTS', 60);
const CONCURRENCY = envNumber('BENCH_CONCURRENCY', 4);
const BATCH = 250_000;
const DAY_MS = 86_400_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Rows like the portal writes: 85 % request rows ('GET /api/vehicles/123 → 200', levels by status),
 * 15 % change rows in Turkish; 500 users and 1,000 addresses; one in twenty with an error message.
 */
function seedStatement(from: number, to: number, total: number): string {
  return `insert into system_logs (created_at, log_level, username, user_id, action, entity_type, entity_id, description, error_message,
      ip_address, duration_ms, http_method, request_path, status_code)
    select now() - ((${total} - g) * (interval '365 days' / ${total})),
      case when k < 0.80 then 'Information' when k < 0.93 then 'Warning' when k < 0.985 then 'Error' when k < 0.99 then 'Critical' else 'Debug' end,
      case when g % 9 = 0 then null else 'kullanici' || (g * 7919 % 500) end,
      case when g % 9 = 0 then null else (g * 7919 % 500)::int end,
      (array['View','Create','Update','Delete','Login','Logout','Export','Send','StatusChange','PasswordChange','Backup','Restore','Error'])[1 + (g * 31 % 13)::int],
      (array['User','Company','Vehicle','RepairForm','Notification','SystemSetting','System','Authentication'])[1 + (g * 17 % 8)::int],
      (g % 100000)::text,
      case when g % 7 = 0 then 'Firma güncellendi: Örnek Lojistik ' || (g % 5000)
        else (array['GET','POST','PUT','DELETE'])[1 + (g % 4)::int] || ' /api/vehicles/' || (g % 20000) || ' → ' || (array[200,201,400,404,500])[1 + (g % 5)::int] end,
      case when k >= 0.93 and k < 0.99 then 'Veritabanı sorgusu başarısız: zaman aşımı #' || (g % 3000) else null end,
      '10.' || (g % 4) || '.' || (g * 13 % 250) || '.' || (g * 7 % 250),
      case when g % 7 = 0 then null else ((g * 37) % 900 + 1)::int end,
      (array['GET','POST','PUT','DELETE'])[1 + (g % 4)::int],
      '/api/vehicles/' || (g % 20000),
      case when g % 7 = 0 then null else (array[200,201,400,404,500])[1 + (g % 5)::int] end
    from generate_series(${from}::bigint, ${to}::bigint) g, lateral (select ((g * 2654435761) % 1000) / 1000.0 as k) r`;
}

async function seed(app: FastifyInstance, rows: number, label: string): Promise<void> {
  const exec = (statement: string) => app.db.execute(sql.raw(statement));
  const started = performance.now();
  const indexes = (await exec(`select indexname, indexdef from pg_indexes where tablename = 'system_logs' and indexname <> 'system_logs_pkey'`)).rows as Array<{
    indexname: string;
    indexdef: string;
  }>;
  for (const index of indexes) await exec(`drop index ${index.indexname}`);
  for (let from = 1; from <= rows; from += BATCH) await exec(seedStatement(from, Math.min(rows, from + BATCH - 1), rows));
  say(`${label}: ${rows.toLocaleString('en')} log rows loaded in ${seconds(started)} s`);
  const indexStarted = performance.now();
  if (app.database.kind === 'postgres') await exec(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await exec(index.indexdef);
  say(`${label}: ${indexes.length} indexes rebuilt in ${seconds(indexStarted)} s`);
  await exec('vacuum analyze system_logs');
  const size = (await exec(`select pg_total_relation_size('system_logs')::bigint as bytes`)).rows[0] as { bytes: string };
  say(`${label}: table with indexes ${mb(Number(size.bytes))}`);
}

interface Figures {
  count: number;
  p50: number;
  p95: number;
  sample: string;
}

async function measure(call: () => Promise<Response>): Promise<Figures> {
  for (let i = 0; i < 2; i++) await (await call()).arrayBuffer();
  const latencies: number[] = [];
  let issued = 0;
  let sample = '';
  const worker = async () => {
    while (issued < REQUESTS) {
      issued++;
      const started = performance.now();
      const response = await call();
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.status !== 200) sample = `HTTP ${response.status} ${text.slice(0, 120)}`;
      else if (!sample) {
        const body = JSON.parse(text) as { totalCount?: number; data?: unknown[]; totalLogs?: number };
        sample =
          body.totalCount !== undefined ? `totalCount ${body.totalCount.toLocaleString('en')}, rows ${body.data?.length}` : `totalLogs ${body.totalLogs}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), sample };
}

const dayKey = (daysBack: number) => new Date(Date.now() - daysBack * DAY_MS).toISOString().slice(0, 10);

const SEARCHES: [string, Record<string, unknown>][] = [
  ['first page, no filter', {}],
  ['level Error', { logLevel: 'Error' }],
  ['action Delete + entity Vehicle', { action: 'Delete', entityType: 'Vehicle' }],
  ['username contains', { username: 'kullanici12' }],
  ['IP starts with', { ipAddress: '10.1.12' }],
  ['search text, rare (description)', { searchText: 'Lojistik 4999' }],
  ['search text, error message', { searchText: 'zaman aşımı #17' }],
  ['search text, common', { searchText: 'lojistik' }],
  ['last 7 days', { startDate: dayKey(7) }],
  ['errors only', { hasError: true }],
  ['errors only, last 30 days, user', { hasError: true, startDate: dayKey(30), username: 'kullanici4' }],
  ['sort by duration', { sortBy: 'DurationMs' }],
  ['page 1,000', { pageNumber: 1000 }],
];

async function run(label: string, rows: number, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-log-bench-'));
  const config = quietConfig(dataDir, databaseUrl, { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp({ config, announce: () => undefined });
  try {
    // The seed spans a year: keep it all, or the daily clean-up (90 days by default) starts deleting mid-run.
    await app.db.execute(
      sql`insert into settings (section, value) values ('logging', ${JSON.stringify({ ...DEFAULT_SETTINGS.logging, retentionDays: 365 })}::jsonb)
        on conflict (section) do update set value = excluded.value`,
    );
    await app.systemLog.reloadSettings();
    await seed(app, rows, label);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    say(`\n${label}: POST /api/logs/search (${REQUESTS} requests, ${CONCURRENCY} at a time)`);
    say(`  ${'filter'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  answer`);
    for (const [name, body] of SEARCHES) {
      const f = await measure(() => fetch(`${base}/api/logs/search`, { method: 'POST', headers, body: JSON.stringify(body) }));
      say(`  ${name.padEnd(34)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)}  ${f.sample}`);
    }
    for (const [name, query] of [
      ['statistics, every row', ''],
      ['statistics, last 30 days', `?startDate=${dayKey(30)}`],
    ]) {
      const f = await measure(() => fetch(`${base}/api/logs/statistics${query}`, { headers }));
      say(`  ${name.padEnd(34)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)}  ${f.sample}`);
    }

    // The newest EXPORT_ROWS rows: the seed spreads them evenly over 365 days.
    const exportRows = Math.min(EXPORT_ROWS, rows);
    const days = Math.max(1, Math.ceil((365 * exportRows) / rows));
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const response = await fetch(`${base}/api/logs/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ startDate: dayKey(days - 1), endDate: dayKey(-1), format: 'Excel' }),
    });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = (await app.db.execute(sql`select description from system_logs where action = 'Export' and status_code is null order by id desc limit 1`))
      .rows[0] as { description: string } | undefined;
    say(
      `\n${label}: Excel export of the last ${days} days (${logged?.description ?? '?'}): HTTP ${response.status}, ${mb(bytes)} in ${seconds(started)} s; ` +
        `RSS before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  say(`System log benchmark: PostgreSQL ${LOG_ROWS.toLocaleString('en')} rows, PGlite ${PGLITE_ROWS.toLocaleString('en')} rows`);
  if (LOG_ROWS > 0) await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('PostgreSQL', LOG_ROWS, url));
  if (PGLITE_ROWS > 0) await run('PGlite', PGLITE_ROWS, null);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
