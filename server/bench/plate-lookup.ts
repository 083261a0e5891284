/**
 * Plate lookup benchmark: seeds BENCH_VEHICLES vehicles (INSERT … SELECT FROM unnest, 10,000 a
 * batch) into a fresh PGlite, and into PostgreSQL when BENCH_DATABASE_URL is set, then fires
 * BENCH_CONCURRENCY concurrent GET /api/vehicles/search/{plate} over HTTP on 127.0.0.1 for
 * BENCH_SECONDS and prints req/s, p50 and p95. Stops by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { companies, repairShopCompanies, repairShops, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { benchPlate, percentile, withFreshPostgres } from './bench-kit';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BATCH = 10_000;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVYZ';

/** The i-th of many distinct valid plates: 2 digits, 3 letters, 3 digits. */
const plate = (i: number) => benchPlate(i, LETTERS);

async function run(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench!2026', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp({ config, announce: () => undefined });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const db = app.db;

    const [shop] = await db.insert(repairShops).values({ name: 'Bench Tamirhane' }).returning({ id: repairShops.id });
    const [company] = await db.insert(companies).values({ name: 'Bench Filo', contactEmail: 'filo@bench.test' }).returning({ id: companies.id });
    await db.insert(repairShopCompanies).values({ repairShopId: shop.id, companyId: company.id });
    await db.insert(users).values({ username: 'bench', passwordHash: await hashPassword('Bench!2026'), role: 'Tamirci', repairShopId: shop.id });

    const seedStart = performance.now();
    for (let from = 0; from < VEHICLES; from += BATCH) {
      const count = Math.min(BATCH, VEHICLES - from);
      const plates: string[] = [];
      const encrypted: string[] = [];
      const hashes: string[] = [];
      const kilometers: number[] = [];
      for (let i = from; i < from + count; i++) {
        const phone = `05${String(300000000 + i).padStart(9, '0')}`;
        plates.push(plate(i));
        encrypted.push(app.fieldCrypto.encrypt(phone));
        hashes.push(app.fieldCrypto.hash(phone));
        kilometers.push((i * 7919) % 500_000);
      }
      await db.execute(sql`
        insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, company_id, search_text)
        select p, 'Ford', 'Transit', k, 'Şoför ' || p, e, h, ${company.id}, lower(p)
        from unnest(${sql.param(plates)}::text[], ${sql.param(kilometers)}::int[], ${sql.param(encrypted)}::text[], ${sql.param(hashes)}::text[]) as t(p, k, e, h)`);
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'Bench!2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const latencies: number[] = [];
    let failures = 0;
    const worker = async (deadline: number, record: boolean) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${base}/api/vehicles/search/${plate(Math.floor(Math.random() * VEHICLES))}`, { headers });
        await response.arrayBuffer();
        if (!record) continue;
        if (response.status === 200) latencies.push(performance.now() - started);
        else failures++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(performance.now() + 1000, false)));
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(started + SECONDS * 1000, true)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const line = [
      `${label.padEnd(10)}`,
      `vehicles ${VEHICLES} (seeded in ${seedSeconds.toFixed(1)} s)`,
      `concurrency ${CONCURRENCY}`,
      `${(latencies.length / elapsed).toFixed(0)} req/s`,
      `p50 ${percentile(latencies, 50).toFixed(1)} ms`,
      `p95 ${percentile(latencies, 95).toFixed(1)} ms`,
      `errors ${failures}`,
    ].join('  ');
    process.stdout.write(`${line}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('pglite', null);
if (process.env.BENCH_DATABASE_URL) await withFreshPostgres(process.env.BENCH_DATABASE_URL, (url) => run('postgres', url));
