/**
 * Form list benchmark. Seeds BENCH_FORMS repair forms (default 1,000,000) spread over 20 shops,
 * 400 companies, 20,000 vehicles and two years into a fresh PostgreSQL database made beside
 * BENCH_DATABASE_URL (dropped afterwards), and BENCH_PGLITE_FORMS (default 50,000; 0 skips) into
 * a fresh PGlite; starts the real server in a process of its own (server-process.ts) and, for each filter combination, fires at
 * most BENCH_REQUESTS requests (BENCH_CONCURRENCY at a time, BENCH_COMBO_SECONDS at most, after
 * BENCH_WARMUP requests at the same concurrency that are not counted) and
 * prints p50/p95. It prints figures and never fails on slowness.
 *
 * Forms are stored in the order they were made, as the portal stores them (the id and the table's
 * pages follow created_at, two years of them), each shop's among every other shop's; until
 * 2026-11-27 the bench gave each form a random date, which kept one shop's search matches in fewer
 * pages than a real table has them (docs/performance.md).
 *
 * Seeding is INSERT … SELECT FROM generate_series in batches, with the form table's secondary
 * indexes dropped during the load and rebuilt after it (as a restore would), foreign-key
 * triggers off (the data is consistent by construction), then VACUUM ANALYZE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/passwords';
import { BENCH_DATABASE_URL, BENCH_PASSWORD, envNumber, benchPlate, percentile, withFreshPostgres } from './bench-kit';
import { benchServerEnv, spawnServer, stop, waitFor } from './server-process';
import { freePort } from '../test/helpers/free-port';
import { digitBucketsLiteral } from '../src/modules/vehicles/phone-columns';

const POSTGRES_FORMS = envNumber('BENCH_FORMS', 1_000_000);
const PGLITE_FORMS = envNumber('BENCH_PGLITE_FORMS', 50_000);
const REQUESTS = envNumber('BENCH_REQUESTS', 100);
const CONCURRENCY = envNumber('BENCH_CONCURRENCY', 4);
const COMBO_SECONDS = envNumber('BENCH_COMBO_SECONDS', 20);
const WARMUP = envNumber('BENCH_WARMUP', 20);

const SHOPS = 20;
const USERS_PER_SHOP = 3;
const COMPANIES = 400;
const VEHICLES = 20_000;
const FORM_BATCH = 100_000;
const TWO_YEARS_S = 2 * 365 * 86_400;

const FIRST = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Ömer',
  'Ramazan',
  'Murat',
  'Emre',
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Şükrü',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
];
const BRANDS: Array<[string, string]> = [
  ['Ford', 'Transit'],
  ['Fiat', 'Doblo'],
  ['Renault', 'Kangoo'],
  ['Mercedes', 'Sprinter'],
  ['Volkswagen', 'Crafter'],
  ['Isuzu', 'NPR'],
  ['Iveco', 'Daily'],
  ['Toyota', 'Hilux'],
  ['Peugeot', 'Partner'],
  ['Hyundai', 'H350'],
];
const FAULTS = [
  'Fren balatası aşınmış',
  'Fren diski değişecek',
  'Motor yağı sızıntısı',
  'Şanzıman yağı kaçırıyor',
  'Debriyaj kayıyor',
  'Klima gaz dolumu',
  'Akü şarj tutmuyor',
  'Far ampulü yanık',
  'Ön düzen ayarı',
  'Lastik değişimi',
  'Triger kayışı değişimi',
  'Egzoz sesi var',
  'Rot başı boşluk yapıyor',
  'Amortisör sızdırıyor',
  'Radyatör su kaçırıyor',
  'Yakıt pompası arızalı',
  'Marş motoru çalışmıyor',
  'Cam silecek motoru bozuk',
  'Kapı kilidi açılmıyor',
  'Silecek lastiği değişecek',
  'Hava filtresi tıkalı',
  'Polen filtresi değişimi',
  'Periyodik bakım',
  'Direksiyon titreme yapıyor',
];

const LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';
/** The i-th of VEHICLES distinct valid plates: 2 digits, 3 letters, 3 digits. */
const plate = (i: number) => benchPlate(i, LETTERS);

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: string[]) => `array[${items.map(quote).join(',')}]::text[]`;
/** foldForSearch in SQL, as the service stores search_text. */
const fold = (expression: string) => `lower(translate(regexp_replace(trim(${expression}), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;

type Exec = (statement: string) => Promise<Array<Record<string, unknown>>>;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function seed(exec: Exec, app: FastifyInstance, forms: number, label: string): Promise<void> {
  const started = performance.now();
  await exec(`set maintenance_work_mem = '512MB'`);
  await exec(
    `insert into repair_shops (name, search_text) select 'Bench Tamirhane ' || lpad(g::text, 2, '0'), 'bench tamirhane ' || lpad(g::text, 2, '0') from generate_series(0, ${SHOPS - 1}) g`,
  );
  await exec(
    `create temp table bench_shop as select (row_number() over (order by id) - 1)::int as k, id, name from repair_shops where name like 'Bench Tamirhane %'`,
  );
  await exec(
    `insert into companies (name, contact_email, search_text) select 'Bench Filo ' || g, 'filo' || g || '@bench.test', 'bench filo ' || g from generate_series(0, ${COMPANIES - 1}) g`,
  );
  await exec(
    `create temp table bench_company as select (row_number() over (order by id) - 1)::int as k, id, name from companies where name like 'Bench Filo %'`,
  );
  // Each company is served by one shop; every fifth by a second one as well.
  await exec(`insert into repair_shop_companies (repair_shop_id, company_id)
    select s.id, c.id from bench_company c join bench_shop s on s.k = c.k % ${SHOPS}
    union all select s.id, c.id from bench_company c join bench_shop s on s.k = (c.k + 7) % ${SHOPS} where c.k % 5 = 0`);
  const hash = await hashPassword(BENCH_PASSWORD);
  await exec(`insert into users (username, password_hash, role, repair_shop_id, first_name, last_name)
    select 'bench_s' || s.k || '_' || j, ${quote(hash)}, 'Tamirci', s.id, 'Usta', (s.k * ${USERS_PER_SHOP} + j)::text
    from bench_shop s cross join generate_series(0, ${USERS_PER_SHOP - 1}) j`);
  await exec(
    `create temp table bench_user as select s.k as shop_k, j, u.id, u.username from bench_shop s cross join generate_series(0, ${USERS_PER_SHOP - 1}) j join users u on u.username = 'bench_s' || s.k || '_' || j`,
  );

  const phoneHashes: string[] = [];
  const phoneEncs: string[] = [];
  const phoneGrams: string[] = [];
  for (let i = 0; i < 200; i++) {
    const phone = `0532${String(1_000_000 + i * 4_999).padStart(7, '0')}`;
    phoneEncs.push(app.fieldCrypto.encrypt(phone));
    phoneHashes.push(app.fieldCrypto.hash(phone));
    phoneGrams.push(digitBucketsLiteral(app.fieldCrypto, phone));
  }
  await exec(`insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, driver_phone_grams, company_id, search_text)
    select p, (${textArray(BRANDS.map((b) => b[0]))})[1 + g % ${BRANDS.length}], (${textArray(BRANDS.map((b) => b[1]))})[1 + g % ${BRANDS.length}],
      (g * 7919) % 500000, o, (${textArray(phoneEncs)})[1 + g % 200], (${textArray(phoneHashes)})[1 + g % 200], (${textArray(phoneGrams)})[1 + g % 200]::smallint[], c.id,
      ${fold(`p || ' ' || (${textArray(BRANDS.map((b) => b[0]))})[1 + g % ${BRANDS.length}] || ' ' || (${textArray(BRANDS.map((b) => b[1]))})[1 + g % ${BRANDS.length}] || ' ' || o`)}
    from unnest(${textArray(Array.from({ length: VEHICLES }, (_, i) => plate(i)))}) with ordinality as t(p, n)
    cross join lateral (select (n - 1)::int as g) gg
    cross join lateral (select (${textArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as o) oo
    join bench_company c on c.k = g % ${COMPANIES}`);
  await exec(`create temp table bench_vehicle as
    select (row_number() over (order by v.id) - 1)::int as k, v.id, v.plate_number, v.brand, v.model, v.kilometer, v.owner_name, v.driver_phone_enc, v.driver_phone_hash,
      c.id as company_id, c.name as company_name, s.id as shop_id, s.k as shop_k
    from vehicles v join bench_company c on c.id = v.company_id join bench_shop s on s.k = c.k % ${SHOPS}`);
  say(`${label}: shops ${SHOPS}, companies ${COMPANIES}, vehicles ${VEHICLES}, Tamirci users ${SHOPS * USERS_PER_SHOP} (${seconds(started)} s)`);

  const indexes = (await exec(`select indexname, indexdef from pg_indexes where tablename = 'repair_forms'
    and indexname not in (select conname from pg_constraint where conrelid = 'repair_forms'::regclass)`)) as Array<{ indexname: string; indexdef: string }>;
  for (const index of indexes) await exec(`drop index ${index.indexname}`);
  await exec(`set session_replication_role = replica`);
  const loadStarted = performance.now();
  const phrases = textArray(FAULTS);
  const n = FAULTS.length;
  for (let from = 0; from < forms; from += FORM_BATCH) {
    const to = Math.min(forms, from + FORM_BATCH) - 1;
    await exec(`insert into repair_forms (form_number, vehicle_id, plate_number, brand, model, kilometer, company_id, company_name, company_email,
        driver_name, driver_phone_enc, driver_phone_hash, customer_name, customer_phone_enc, customer_phone_hash, description_lines, description, parts_used, status,
        repair_shop_id, created_by, created_by_username, created_by_name, search_text, created_at)
      select f.form_number, v.id, v.plate_number, v.brand, v.model, v.kilometer + g % 1000, v.company_id, v.company_name, 'filo@bench.test',
        v.owner_name, v.driver_phone_enc, v.driver_phone_hash, v.owner_name, v.driver_phone_enc, v.driver_phone_hash, f.lines, f.description, '', f.status,
        v.shop_id, u.id, u.username, 'Usta ' || u.id, ${fold(`f.form_number || ' ' || lower(v.plate_number) || ' ' || v.owner_name || ' ' || f.description || ' ' || v.company_name`)}, f.created_at
      from generate_series(${from}, ${to}) g
      join bench_vehicle v on v.k = (g::bigint * 7919) % ${VEHICLES}
      join bench_user u on u.shop_k = v.shop_k and u.j = g % ${USERS_PER_SHOP}
      cross join lateral (select ${phrases} as p) ph
      cross join lateral (
        select 'TF-B' || lpad(g::text, 7, '0') as form_number,
          now() - (${forms - 1} - g)::float8 * ${TWO_YEARS_S / Math.max(forms, 1)} * interval '1 second' as created_at,
          case g % 3 when 0 then jsonb_build_array(p[1 + g % ${n}])
            when 1 then jsonb_build_array(p[1 + g % ${n}], p[1 + (g / ${n}) % ${n}])
            else jsonb_build_array(p[1 + g % ${n}], p[1 + (g / ${n}) % ${n}], p[1 + (g / ${n * n}) % ${n}]) end as lines,
          '1. ' || p[1 + g % ${n}]
            || case when g % 3 >= 1 then E'\\n2. ' || p[1 + (g / ${n}) % ${n}] else '' end
            || case when g % 3 = 2 then E'\\n3. ' || p[1 + (g / ${n * n}) % ${n}] else '' end as description,
          -- Issue 28: most forms delivered, a few in each open step, Reddedildi the rarest (1 in 200); drawn
          -- from g / ${SHOPS}, so every shop has each step (a form's shop follows g % ${SHOPS}).
          case when (g / ${SHOPS}) % 200 = 7 then 'Reddedildi' else (array['Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi',
            'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'Teslim Edildi', 'İptal', 'Beklemede', 'Beklemede', 'Onay Bekliyor', 'Onaylandı',
            'İşlemde', 'İşlemde', 'Tamamlandı'])[1 + (g / ${SHOPS}) % 20] end as status
      ) f`);
  }
  await exec(`insert into form_links (token, repair_form_id, is_active, expires_at, created_at)
    select md5(id::text) || md5((id + 7)::text), id, true, created_at + interval '7 days', created_at from repair_forms where created_at > now() - interval '60 days'`);
  await exec(`set session_replication_role = origin`);
  // The load ran with triggers off: the stored counts (migration 0010) are worked out again, as the migration does.
  await exec(`update row_counts set n = (select count(*) from vehicles) where table_name = 'vehicles'`);
  await exec(`update row_counts set n = (select count(*) from repair_forms) where table_name = 'repair_forms'`);
  await exec(`insert into company_counts (company_id, vehicles, repair_forms)
    select c.id, (select count(*) from vehicles v where v.company_id = c.id), (select count(*) from repair_forms f where f.company_id = c.id) from companies c
    on conflict (company_id) do update set vehicles = excluded.vehicles, repair_forms = excluded.repair_forms`);
  say(`${label}: ${forms.toLocaleString('en')} forms loaded in ${seconds(loadStarted)} s`);
  const indexStarted = performance.now();
  for (const index of indexes) await exec(index.indexdef);
  say(`${label}: ${indexes.length} form indexes rebuilt in ${seconds(indexStarted)} s`);
  await exec('vacuum analyze repair_forms');
  await exec('vacuum analyze form_links');
  await exec('analyze');
  say(`${label}: seeded in ${seconds(started)} s`);
}

interface Figures {
  count: number;
  failures: number;
  p50: number;
  p95: number;
  max: number;
  sample: string;
}

async function measure(url: string, token: string): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  // A warm-up at the measured concurrency, so every pooled connection has run the statement once:
  // a new PostgreSQL backend's first touch of tens of megabytes of shared buffers costs page faults
  // (about 100 ms here) that a long-lived pool pays once.
  let warming = WARMUP;
  const warm = async () => {
    while (warming-- > 0) await (await fetch(url, { headers })).arrayBuffer();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, warm));
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  let sample = '';
  const deadline = performance.now() + COMBO_SECONDS * 1000;
  const worker = async () => {
    while (issued < REQUESTS && performance.now() < deadline) {
      issued++;
      const started = performance.now();
      const response = await fetch(url, { headers });
      const text = await response.text();
      if (response.status !== 200) {
        failures++;
        sample = `HTTP ${response.status} ${text.slice(0, 120)}`;
        continue;
      }
      latencies.push(performance.now() - started);
      if (!sample) {
        const body = JSON.parse(text) as {
          totalCount?: number;
          totalCountCapped?: boolean;
          data?: unknown[];
          activeRepairFormCount?: number;
          totalRepairFormCount?: number;
        };
        if (body.totalCount !== undefined) sample = `totalCount ${body.totalCount}${body.totalCountCapped ? '+' : ''}, rows ${body.data?.length}`;
        else if (body.totalRepairFormCount !== undefined) sample = `forms ${body.totalRepairFormCount}`;
        else if (body.activeRepairFormCount !== undefined) sample = `shop forms ${body.activeRepairFormCount}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, failures, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? 0, sample };
}

async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function run(label: string, forms: number, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const env = benchServerEnv(dataDir, databaseUrl, { ADMIN_PASSWORD: BENCH_PASSWORD, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  let server: ChildProcess | null = null;
  try {
    // Seeded in this process (the app encrypts the phones with the data directory's key), then
    // closed: the measured server runs in a process of its own, as `npm start` runs it.
    const app = await buildApp({
      config: loadConfig({ ...env, LOG_LEVEL: 'silent', SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_DB_WAITING: '0' }),
      announce: () => undefined,
    });
    let seeder: pg.Client | null = null;
    let shop: Record<string, unknown>;
    let vehicle: Record<string, unknown>;
    try {
      let exec: Exec;
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        seeder = client;
        await client.connect();
        exec = async (statement) => (await client.query(statement)).rows;
      } else {
        exec = async (statement) => (await app.db.execute(sql.raw(statement))).rows as Array<Record<string, unknown>>;
      }
      await seed(exec, app, forms, label);
      [shop] = await exec(`select id from repair_shops where name = 'Bench Tamirhane 05'`);
      [vehicle] = await exec(`select plate_number from vehicles order by id offset 1234 limit 1`);
    } finally {
      await seeder?.end().catch(() => undefined);
      await app.close();
    }

    const port = await freePort();
    server = spawnServer(env, port);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, server);
    const admin = await login(base, 'admin');
    const tamirci = await login(base, 'bench_s0_0');
    const spaced = String(vehicle.plate_number).replace(/^(\d+)([A-Z]+)(\d+)$/, '$1 $2 $3');
    const today = new Date();
    const day = (offsetDays: number) => new Date(today.getTime() - offsetDays * 86_400_000).toISOString().slice(0, 10);

    const combos: Array<[string, string, string]> = [
      ['admin   no filter, page 1', admin, '/api/repairform'],
      ['admin   search "fren" (common word)', admin, '/api/repairform?search=fren'],
      ['admin   search "şükrü kaya" (name)', admin, `/api/repairform?search=${encodeURIComponent('şükrü kaya')}`],
      [`admin   search plate "${spaced}"`, admin, `/api/repairform?search=${encodeURIComponent(spaced)}`],
      ['admin   shop + 30-day range', admin, `/api/repairform?repairShopId=${shop.id}&startDate=${day(45)}&endDate=${day(15)}`],
      ['admin   deep page 50', admin, '/api/repairform?page=50'],
      ['admin   date=today', admin, '/api/repairform?date=today'],
      ['tamirci no filter, page 1', tamirci, '/api/repairform'],
      ['tamirci user=me', tamirci, '/api/repairform?user=me'],
      ['tamirci user=me, page 50', tamirci, '/api/repairform?user=me&page=50'],
      ['tamirci search "fren" + 1-year range', tamirci, `/api/repairform?search=fren&startDate=${day(365)}&endDate=${day(0)}`],
      ['tamirci search "fren" since a year ago', tamirci, `/api/repairform?search=fren&startDate=${day(365)}`],
      ['admin   status=İşlemde', admin, `/api/repairform?status=${encodeURIComponent('İşlemde')}`],
      ['admin   status=Reddedildi (rare)', admin, `/api/repairform?status=Reddedildi`],
      ['admin   3 open statuses', admin, `/api/repairform?status=${encodeURIComponent('Onay Bekliyor,İşlemde,Tamamlandı')}`],
      ['admin   3 open statuses, page 50', admin, `/api/repairform?status=${encodeURIComponent('Onay Bekliyor,İşlemde,Tamamlandı')}&page=50`],
      ['admin   status=Reddedildi + search "fren"', admin, `/api/repairform?status=Reddedildi&search=fren`],
      ['tamirci status=İşlemde', tamirci, `/api/repairform?status=${encodeURIComponent('İşlemde')}`],
      ['tamirci status=Onay Bekliyor,Onaylandı', tamirci, `/api/repairform?status=${encodeURIComponent('Onay Bekliyor,Onaylandı')}`],
      ['tamirci status=İşlemde, page 50', tamirci, `/api/repairform?status=${encodeURIComponent('İşlemde')}&page=50`],
      ['tamirci dashboard (polled)', tamirci, '/api/dashboard/tamirci'],
      ['admin   dashboard', admin, '/api/dashboard/admin'],
    ];
    say(`${label}: ${REQUESTS} requests per line at most, ${CONCURRENCY} at a time, ${COMBO_SECONDS} s at most`);
    for (const [name, token, route] of combos) {
      const figures = await measure(base + route, token);
      say(
        [
          `${label.padEnd(8)} ${name.padEnd(40)}`,
          `n ${String(figures.count).padStart(3)}`,
          `p50 ${figures.p50.toFixed(1).padStart(7)} ms`,
          `p95 ${figures.p95.toFixed(1).padStart(7)} ms`,
          `max ${figures.max.toFixed(1).padStart(7)} ms`,
          figures.failures ? `errors ${figures.failures}` : '',
          figures.sample,
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (POSTGRES_FORMS > 0) await withFreshPostgres(BENCH_DATABASE_URL, (url) => run('postgres', POSTGRES_FORMS, url));
if (PGLITE_FORMS > 0) await run('pglite', PGLITE_FORMS, null);
