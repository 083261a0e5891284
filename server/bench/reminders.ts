/**
 * Issue 44: GET /api/reminders (page 1, and filtered by urgency) as an Admin over BENCH_VEHICLES
 * vehicles (100,000) with one open reminder each, and the daily e-mail check over them. In-process
 * (app.inject): the server's own time. Prints p50 and p95 of BENCH_ROUNDS (10) and the check's time.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) also measures PostgreSQL; BENCH_PGLITE_VEHICLES sets
 * PGlite's own size (default BENCH_VEHICLES), BENCH_SKIP_PGLITE=1 leaves PGlite out. The machine's
 * load average is printed with the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { vehicleReadingsBackfill } from '../src/modules/reminders/readings';
import { loadConfig } from '../src/config';
import { percentile, withFreshPostgres } from './bench-kit';
import { seedVehicles } from './seed-vehicles';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const PGLITE_VEHICLES = Number(process.env.BENCH_PGLITE_VEHICLES ?? VEHICLES);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const FORM_SHARE = Number(process.env.BENCH_FORM_SHARE ?? 0.2);

const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function run(label: string, databaseUrl: string | null, vehicles: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      SHED_MAX_DB_WAITING: '0',
      ADMIN_PASSWORD: 'Bench!2026',
      REMINDER_CHECK_MS: '0',
      NOTIFICATION_POLL_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    announce: () => undefined,
  });
  try {
    await seedVehicles(app, vehicles);
    // One reminder a vehicle: dates from 30 days past to a year ahead, every other one also by km.
    await app.db.execute(sql`insert into reminders (vehicle_id, kind, description, due_date, due_kilometer)
      select id, 'Periyodik Bakım', 'Yağ bakımı', current_date + (id % 400 - 30), case when id % 2 = 0 then kilometer + (id % 5000) end from vehicles`);
    // Readings for a share of the fleet (BENCH_FORM_SHARE, 0.2): two forms a vehicle, 100 and 10 days
    // ago, 3,000 km apart, so the list walks real readings and projects km reminders.
    await app.db.execute(sql`insert into repair_forms (form_number, vehicle_id, plate_number, brand, kilometer, company_id, company_name,
        driver_name, customer_name, description_lines, description, repair_shop_id, created_by_username, created_by_name, created_at)
      select 'B' || v.id || '-' || n, v.id, v.plate_number, v.brand, greatest(0, v.kilometer - case n when 1 then 3000 else 0 end), v.company_id, 'Bench Filo',
             'Şoför', 'Bench Filo', '[]'::jsonb, '', (select id from repair_shops limit 1), 'bench', 'Bench', now() - make_interval(days => case n when 1 then 100 else 10 end)
        from vehicles v cross join generate_series(1, 2) as n
       where v.id % 1000 < ${Math.round(FORM_SHARE * 1000)}`);
    // Forms written in bulk bypass the app, so their readings are summed up as the migration does.
    await app.db.execute(sql.raw(vehicleReadingsBackfill()));
    await app.db.execute(sql`analyze`);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'Bench!2026' } });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    process.stdout.write(
      `\n${label}: ${vehicles.toLocaleString('en')} vehicles with a reminder each, ${Math.round(FORM_SHARE * 100)} % with two forms, ${ROUNDS} rounds, load average ${loads()}\n`,
    );
    for (const [name, url] of [
      ['reminders, page 1', '/api/reminders'],
      ['reminders, Yakın, page 2', `/api/reminders?urgency=${encodeURIComponent('Yakın')}&page=2`],
    ] as const) {
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < ROUNDS; i++) {
        const started = performance.now();
        const reply = await app.inject({ url, headers });
        times.push(performance.now() - started);
        if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
        total = String(reply.headers['x-total-count'] ?? '');
      }
      times.sort((a, b) => a - b);
      process.stdout.write(
        `  ${name.padEnd(28)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms  (total ${total})\n`,
      );
    }
    for (const run of ['first', 'again']) {
      const started = performance.now();
      const reply = await app.inject({ method: 'POST', url: '/api/reminders/check', headers });
      if (reply.statusCode !== 200) throw new Error(`check: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
      const { checked, queued } = reply.json() as { checked: number; queued: number };
      process.stdout.write(
        `  daily check, ${run.padEnd(6)}          ${(performance.now() - started).toFixed(0).padStart(8)} ms  (checked ${checked}, queued ${queued})\n`,
      );
    }
    process.stdout.write(`  load average after: ${loads()}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SKIP_PGLITE !== '1') await run('pglite', null, PGLITE_VEHICLES);
if (POSTGRES_URL) await withFreshPostgres(POSTGRES_URL, (url) => run('postgres', url, VEHICLES));
