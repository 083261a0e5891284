/**
 * Backup and restore benchmark (not part of npm test). Seeds BENCH_BACKUP_FORMS repair forms
 * (default 100,000) over 20 shops, 400 companies and 20,000 vehicles into a fresh PGlite and a
 * fresh PostgreSQL database made beside BENCH_DATABASE_URL (dropped afterwards; BENCH_BACKUP_DB
 * =pglite|postgres runs one), starts the real app, and times POST /api/settings/backup and
 * POST /api/settings/restore over HTTP. While each runs, GET /api/health is asked every 50 ms:
 * its slowest answer is how long the portal waited (on PGlite the dump holds the one session).
 * Prints figures; never fails on slowness. BENCH_BACKUP_VEHICLES sets the 20,000 vehicles.
 *
 *   npx tsx bench/backup.ts
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { BENCH_DATABASE_URL, BENCH_PASSWORD, quietConfig, benchPlate, percentile, withFreshPostgres } from './bench-kit';
import { digitBucketsLiteral } from '../src/modules/vehicles/phone-columns';

const FORMS = Number(process.env.BENCH_BACKUP_FORMS ?? 100_000);
const ONLY = process.env.BENCH_BACKUP_DB;
const SHOPS = 20;
const COMPANIES = 400;
const VEHICLES = Number(process.env.BENCH_BACKUP_VEHICLES ?? 20_000);
const BATCH = 50_000;

type Exec = (statement: string) => Promise<unknown>;
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(exec: Exec, app: FastifyInstance, label: string): Promise<void> {
  const started = performance.now();
  await exec(`insert into repair_shops (name, search_text) select 'Bench Tamirhane ' || g, 'bench tamirhane ' || g from generate_series(1, ${SHOPS}) g`);
  await exec(
    `insert into companies (name, contact_email, search_text) select 'Bench Filo ' || g, 'filo' || g || '@bench.test', 'bench filo ' || g from generate_series(1, ${COMPANIES}) g`,
  );
  await exec(`insert into repair_shop_companies (repair_shop_id, company_id)
    select s.id, c.id from companies c join repair_shops s on s.name = 'Bench Tamirhane ' || (1 + c.id % ${SHOPS})`);
  const phone = '05321234567';
  const enc = app.fieldCrypto.encrypt(phone).replace(/'/g, "''");
  const hash = app.fieldCrypto.hash(phone).replace(/'/g, "''");
  const grams = digitBucketsLiteral(app.fieldCrypto, phone);
  const plates = Array.from({ length: VEHICLES }, (_, i) => `'${benchPlate(i, 'ABCDEFGHJKLMNPRSTUVYZ')}'`).join(',');
  await exec(`insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, driver_phone_grams, company_id, search_text)
    select p, 'Ford', 'Transit', (n * 7919) % 500000, 'Şoför ' || n, '${enc}', '${hash}', '${grams}'::smallint[], (select min(id) from companies) + (n % ${COMPANIES}), lower(p) || ' ford transit'
    from unnest(array[${plates}]::text[]) with ordinality as t(p, n)`);
  for (let from = 0; from < FORMS; from += BATCH) {
    const to = Math.min(FORMS, from + BATCH) - 1;
    await exec(`insert into repair_forms (form_number, vehicle_id, plate_number, brand, model, kilometer, company_id, company_name, driver_name,
        driver_phone_enc, customer_name, customer_phone_enc, description_lines, description, parts_used, status, repair_shop_id,
        created_by_username, created_by_name, search_text, created_at)
      select 'TF-B' || lpad(g::text, 7, '0'), v.id, v.plate_number, v.brand, v.model, v.kilometer, v.company_id, 'Bench Filo', v.owner_name,
        v.driver_phone_enc, v.owner_name, v.driver_phone_enc, jsonb_build_array('Fren balatası aşınmış', 'Motor yağı sızıntısı'),
        E'1. Fren balatası aşınmış\\n2. Motor yağı sızıntısı', '', 'Beklemede', rsc.repair_shop_id, 'bench', 'Bench Usta',
        lower(v.plate_number) || ' fren balatası', now() - (g % 700) * interval '1 day'
      from generate_series(${from}, ${to}) g
      join vehicles v on v.id = (select min(id) from vehicles) + (g::bigint * 7919) % ${VEHICLES}
      join repair_shop_companies rsc on rsc.company_id = v.company_id`);
  }
  await exec('analyze');
  say(`${label}: seeded ${FORMS.toLocaleString('en')} forms, ${VEHICLES.toLocaleString('en')} vehicles in ${seconds(performance.now() - started)}`);
}

/** Runs `work` while GET /api/health is asked every 50 ms; returns its time and the health answers' p50 and max. */
async function timed(
  base: string,
  work: () => Promise<Response>,
): Promise<{ ms: number; status: number; healthP50: number; healthMax: number; healthCount: number }> {
  const latencies: number[] = [];
  let done = false;
  const prober = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  const ms = performance.now() - started;
  done = true;
  await prober;
  latencies.sort((a, b) => a - b);
  return { ms, status: response.status, healthP50: percentile(latencies, 50), healthMax: latencies.at(-1) ?? 0, healthCount: latencies.length };
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-backup-'));
  const config = quietConfig(dataDir, databaseUrl);
  const app = await buildApp({ config, announce: () => undefined });
  try {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await seed((statement) => client.query(statement), app, label);
      await client.end();
    } else {
      await seed((statement) => app.db.execute(sql.raw(statement)), app, label);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const login = async () => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const post = (token: string, route: string, body: unknown) =>
      fetch(`${base}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    let token = await login();
    let fileName = '';
    const backup = await timed(base, async () => {
      const response = await post(token, '/api/settings/backup', { description: 'bench' });
      const clone = response.clone();
      fileName = ((await clone.json()) as { fileName: string }).fileName;
      return response;
    });
    const size = statSync(path.join(config.backupDir, fileName)).size;
    say(
      `${label}: backup  ${seconds(backup.ms)} (HTTP ${backup.status}), file ${(size / 1024 / 1024).toFixed(1)} MB gzip; ` +
        `/api/health meanwhile p50 ${backup.healthP50.toFixed(0)} ms, slowest ${backup.healthMax.toFixed(0)} ms (${backup.healthCount} asked)`,
    );
    const restore = await timed(base, () => post(token, '/api/settings/restore', { fileName }));
    say(
      `${label}: restore ${seconds(restore.ms)} (HTTP ${restore.status}); ` +
        `/api/health meanwhile p50 ${restore.healthP50.toFixed(0)} ms, slowest ${restore.healthMax.toFixed(0)} ms (${restore.healthCount} asked)`,
    );
    token = await login();
    const count = await app.db.execute(sql.raw('select count(*)::int as n from repair_forms'));
    say(`${label}: forms after restore ${(count.rows[0] as { n: number }).n.toLocaleString('en')}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  say(`backup benchmark: ${FORMS.toLocaleString('en')} forms`);
  if (!ONLY || ONLY === 'pglite') await run('PGlite', null);
  if (!ONLY || ONLY === 'postgres') await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('PostgreSQL', url));
}

main().catch((error: unknown) => {
  process.stderr.write(`backup benchmark failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
