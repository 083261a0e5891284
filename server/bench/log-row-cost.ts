/**
 * What one request row of system_logs costs the database, and which part of it each index and
 * the totals trigger take (issue 13: the row is what keeps the plate search from its bare route).
 * Writes LOG_ROW_COUNT request rows (default 40,000) the way the server does, in batches of 200 through
 * `LogRowColumns` and `unnestInsert`, into a freshly migrated PostgreSQL database (CPU of every PostgreSQL process)
 * and PGlite (CPU of this process, which also builds the rows), then again after dropping each
 * part in turn. Prints CPU µs per row; it never fails on slowness.
 *
 * Run: npx tsx bench/log-row-cost.ts   (LOG_ROW_DATABASES=postgres,pglite)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { unnestInsert } from '../src/modules/system-logs/batch-insert';
import { LogRowColumns } from '../src/modules/system-logs/row-columns';
import { BENCH_DATABASE_URL, quietConfig, postgresCpu, withFreshPostgres } from './bench-kit';

const ROWS = Number(process.env.LOG_ROW_COUNT ?? 40_000);
const BATCH = Number(process.env.LOG_ROW_BATCH ?? 200);
const DATABASES = (process.env.LOG_ROW_DATABASES ?? 'postgres,pglite').split(',');

/** Each step removes one more part; the difference between two lines is that part's cost. */
const STEPS: [label: string, statement: string | null][] = [
  ['every index and the trigger (as shipped)', null],
  ['without the description trigrams', 'drop index system_logs_description_trgm'],
  ['without the username trigrams', 'drop index system_logs_username_trgm'],
  [
    'without the level, action, entity, IP and error btrees',
    'drop index system_logs_level_created, system_logs_action_created, system_logs_entity_created, system_logs_ip, system_logs_errors_created',
  ],
  ['without the totals trigger (table, key and date index)', 'alter table system_logs disable trigger system_logs_counted_insert'],
];

/** A plate search's row, as plugins/app/request-log.ts builds it. */
const requestRow = (i: number) => ({
  createdAt: new Date(),
  logLevel: 'Information',
  userId: 2,
  username: 'tamirci1',
  action: 'View' as const,
  entityType: 'Vehicle' as const,
  description: `GET /api/vehicles/search/34ABC${i % 1000} → 200`,
  ipAddress: '10.0.0.12',
  durationMs: 3,
  httpMethod: 'GET',
  requestPath: `/api/vehicles/search/34ABC${i % 1000}`,
  statusCode: 200,
});

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-log-row-'));
  const config = quietConfig(dataDir, databaseUrl);
  const app = await buildApp({ config, announce: () => undefined });
  // PGlite runs in this process: its CPU is this process's, row building included.
  const cpu = databaseUrl ? postgresCpu : () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
  try {
    process.stdout.write(`\n${label}: ${ROWS.toLocaleString('en')} request rows in batches of ${BATCH}, CPU µs per row\n`);
    for (const [step, statement] of STEPS) {
      if (statement) await app.db.execute(sql.raw(statement));
      await app.db.execute(sql`truncate system_logs`);
      await app.db.execute(sql`vacuum analyze system_logs`);
      const cpuBefore = cpu();
      const started = performance.now();
      const batch = new LogRowColumns();
      for (let done = 0; done < ROWS; done += BATCH) {
        batch.clear();
        for (let k = 0; k < Math.min(BATCH, ROWS - done); k++) batch.add(requestRow(done + k));
        await app.db.execute(unnestInsert(batch.literals()));
      }
      const perRow = (seconds: number) => ((seconds * 1e6) / ROWS).toFixed(1).padStart(6);
      process.stdout.write(`  ${step.padEnd(58)} CPU ${perRow(cpu() - cpuBefore)}   wall ${perRow((performance.now() - started) / 1000)}\n`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (DATABASES.includes('postgres')) await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('PostgreSQL', url));
if (DATABASES.includes('pglite')) await run('PGlite', null);
