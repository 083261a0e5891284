/** Seeds a benchmark fleet: one shop, one company linked to it, a Tamirci, and `count` vehicles in batches. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, repairShopCompanies, repairShops, users, vehicles } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { benchPlate } from './bench-kit';
import { digitBucketsLiteral } from '../src/modules/vehicles/phone-columns';

const BATCH = 10_000;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVYZ';
export const BENCH_USER = { username: 'bench', password: 'Bench!2026' };

/** The i-th of many distinct valid plates: 2 digits, 3 letters, 3 digits. */
export const benchVehiclePlate = (i: number) => benchPlate(i, LETTERS);

/** INSERT … SELECT FROM unnest, BATCH rows a statement; returns the seconds it took. */
export async function seedVehicles(app: FastifyInstance, count: number): Promise<number> {
  const db = app.db;
  const [shop] = await db.insert(repairShops).values({ name: 'Bench Tamirhane' }).returning({ id: repairShops.id });
  const [company] = await db.insert(companies).values({ name: 'Bench Filo', contactEmail: 'filo@bench.test' }).returning({ id: companies.id });
  await db.insert(repairShopCompanies).values({ repairShopId: shop.id, companyId: company.id });
  await db
    .insert(users)
    .values({ username: BENCH_USER.username, passwordHash: await hashPassword(BENCH_USER.password), role: 'Tamirci', repairShopId: shop.id });

  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from);
    const plates: string[] = [];
    const encrypted: string[] = [];
    const hashes: string[] = [];
    const grams: string[] = [];
    const kilometers: number[] = [];
    for (let i = from; i < from + size; i++) {
      const phone = `05${String(300000000 + i).padStart(9, '0')}`;
      plates.push(benchVehiclePlate(i));
      encrypted.push(app.fieldCrypto.encrypt(phone));
      hashes.push(app.fieldCrypto.hash(phone));
      grams.push(digitBucketsLiteral(app.fieldCrypto, phone));
      kilometers.push((i * 7919) % 500_000);
    }
    await db.execute(sql`
      insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, driver_phone_grams, company_id, search_text)
      select p, 'Ford', 'Transit', k, 'Şoför ' || p, e, h, g::smallint[], ${company.id}, lower(p)
      from unnest(${sql.param(plates)}::text[], ${sql.param(kilometers)}::int[], ${sql.param(encrypted)}::text[], ${sql.param(hashes)}::text[], ${sql.param(grams)}::text[]) as t(p, k, e, h, g)`);
  }
  // Vacuumed as well: PostgreSQL's autovacuum would otherwise work through the new rows during
  // whichever measurement came first (seconds of CPU on two cores shared with the load).
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}

/** seedVehicles on a short-lived app, closed after: the id of the first vehicle (plate benchVehiclePlate(0)). */
export async function seedVehiclesFirstId(app: FastifyInstance, count: number): Promise<number> {
  try {
    await seedVehicles(app, count);
    const [{ id }] = await app.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.plateNumber, benchVehiclePlate(0)));
    return id;
  } finally {
    await app.close();
  }
}
