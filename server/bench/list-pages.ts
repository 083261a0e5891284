/**
 * The lists that used to stop at a cap (issue 13): GET /api/drivers (page 1, a name search, a
 * part-of-a-phone search, the statistics) and GET /api/vehicles of one company, over
 * BENCH_VEHICLES vehicles (50,000) of one company, each driver with one vehicle. In-process
 * (app.inject), so the figures are the server's own time. Prints p50 and p95 of BENCH_ROUNDS (50).
 * BENCH_DATABASE_URL also measures PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { BENCH_PASSWORD, percentile, quietConfig, withFreshPostgres } from './bench-kit';
import { seedVehicles } from './seed-vehicles';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

async function run(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const app = await buildApp({ config: quietConfig(dataDir, databaseUrl), announce: () => undefined });
  try {
    await seedVehicles(app, VEHICLES);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: BENCH_PASSWORD } });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const companyId = ((await app.inject({ url: '/api/company', headers })).json() as Array<{ id: number }>)[0].id;
    process.stdout.write(`\n${label}: ${VEHICLES.toLocaleString('en')} vehicles, ${ROUNDS} rounds\n`);
    const cases: Array<[string, string]> = [
      ['drivers, page 1', '/api/drivers'],
      ['drivers, page 500', '/api/drivers?page=500'],
      ['drivers, name search', `/api/drivers?search=${encodeURIComponent('şoför 34')}`],
      ['drivers, part of a phone', '/api/drivers?search=0001234'],
      ['drivers, three digits', '/api/drivers?search=512'],
      ['drivers, statistics', '/api/drivers/statistics'],
      ['vehicles of a company, page 1', `/api/vehicles?companyId=${companyId}`],
      ['vehicles of a company, search', `/api/vehicles?companyId=${companyId}&search=AB`],
    ];
    for (const [name, url] of cases) {
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
        `  ${name.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms${total ? `  (total ${total})` : ''}\n`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('pglite', null);
if (process.env.BENCH_DATABASE_URL) await withFreshPostgres(process.env.BENCH_DATABASE_URL, (url) => run('postgres', url));
