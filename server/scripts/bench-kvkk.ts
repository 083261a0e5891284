/**
 * KVKK benchmark (issue 30): how long finding and erasing one person takes among N forms.
 * Seeds BENCH_FORMS forms (default 100,000) of 20,000 drivers, a notification for every second
 * form and a log row for every second form naming its driver, plus the one person to find: a
 * vehicle, 5 forms (driver and customer), their signatures, notifications and 10 log rows naming
 * them. Then times GET …/matches (the finder, by phone hash and name; best and median of 5) and
 * POST …/erase (once) through the services, on PGlite (BENCH_PGLITE=0 skips) and on a fresh
 * PostgreSQL database beside BENCH_DATABASE_URL (BENCH_POSTGRES=0 skips). Prints figures; never fails on slowness.
 *
 *   cd server && BENCH_FORMS=1000000 npm run bench:kvkk
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Actor } from '../src/lib/caller';
import { BENCH_DATABASE_URL, envNumber, quietConfig, withFreshPostgres } from '../bench/bench-kit';

const FORMS = envNumber('BENCH_FORMS', 100_000);
const DRIVERS = 20_000;
const BATCH = 100_000;
const PERSON = { name: 'Bench Hedef Kişioğlu', phone: '05559876543' };

const fold = (expression: string) => `lower(translate(regexp_replace(trim(${expression}), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;
/** A valid plate of driver `n` (below 26,000): 34K, a letter, four digits. */
const plate = (n: string) => `'34K' || chr(65 + ${n} / 1000) || lpad((${n} % 1000)::text, 4, '0')`;
const ms = (from: number) => performance.now() - from;
const print = (line: string) => process.stdout.write(`${line}\n`);

const ADMIN_ACTOR = {
  ip: '127.0.0.1',
  method: 'POST',
  path: '/bench',
  subject: null,
  user: { id: 1, username: 'admin', firstName: 'Bench', lastName: 'Admin', role: 'Admin', repairShopId: null, mustChangePassword: false, sessionId: 'bench' },
} as unknown as Actor;

async function seed(app: FastifyInstance): Promise<void> {
  const exec = (statement: string) => app.db.execute(sql.raw(statement));
  const crypto = app.fieldCrypto;
  const started = performance.now();
  await exec(`insert into companies (name, search_text) values ('Bench KVKK Filo', 'bench kvkk filo')`);
  const company = Number(((await exec(`select id from companies where name = 'Bench KVKK Filo'`)).rows[0] as { id: number }).id);
  const enc = crypto.encrypt('05320000000').replace(/'/g, "''");
  // Other drivers: their phone hashes stand in as md5 text (only equality is ever asked of them).
  await exec(`insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, driver_phone_grams, company_id, search_text)
    select ${plate('g')}, 'Ford', 'Transit', 1000, 'Sürücü ' || g || ' Yılmaz', '${enc}', md5('phone' || g), '{}'::smallint[], ${company}, 'bench'
    from generate_series(0, ${DRIVERS - 1}) g`);
  for (let from = 0; from < FORMS; from += BATCH) {
    const to = Math.min(FORMS, from + BATCH) - 1;
    await exec(`insert into repair_forms (form_number, plate_number, brand, model, kilometer, company_id, company_name, driver_name, driver_phone_enc, driver_phone_hash,
        customer_name, customer_phone_enc, customer_phone_hash, description_lines, description, created_by_username, created_by_name, search_text, created_at)
      select 'TF-B-' || lpad(g::text, 8, '0'), ${plate(`(g % ${DRIVERS})`)}, 'Ford', 'Transit', 1000, ${company}, 'Bench KVKK Filo',
        'Sürücü ' || (g % ${DRIVERS}) || ' Yılmaz', '${enc}', md5('phone' || (g % ${DRIVERS})),
        'Sürücü ' || (g % ${DRIVERS}) || ' Yılmaz', '${enc}', md5('phone' || (g % ${DRIVERS})),
        '["Fren"]'::jsonb, '1. Fren', 'bench', 'Bench Usta', 'tf-b-' || g, now() - (g || ' minutes')::interval
      from generate_series(${from}, ${to}) g`);
    await exec(`insert into notifications (type, status, recipient, recipient_masked, customer_name, subject, body, repair_form_id, created_at)
      select 'Email', 'Sent', 'filo@bench.test', 'fi***@bench.test', f.customer_name, 'Tamir formu', 'Sayın ' || f.customer_name, f.id, f.created_at
      from repair_forms f where f.form_number between 'TF-B-${String(from).padStart(8, '0')}' and 'TF-B-${String(to).padStart(8, '0')}' and f.id % 2 = 0`);
    await exec(`insert into system_logs (log_level, action, entity_type, description, created_at)
      select 'Information', 'Update', 'Vehicle', 'Araç güncellendi: sürücü Sürücü ' || (g % ${DRIVERS}) || ' Yılmaz', now() - (g || ' minutes')::interval
      from generate_series(${from}, ${to}) g where g % 2 = 0`);
    print(`  seeded ${(to + 1).toLocaleString('en')} forms (${(ms(started) / 1000).toFixed(1)} s)`);
  }
  // The person.
  const hash = crypto.hash(PERSON.phone);
  const personEnc = crypto.encrypt(PERSON.phone).replace(/'/g, "''");
  await exec(`insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, driver_phone_grams, company_id, search_text)
    values ('06KVK777', 'Fiat', 'Doblo', 1000, '${PERSON.name}', '${personEnc}', '${hash}', '{}'::smallint[], ${company}, ${fold(`'06kvk777 fiat doblo ${PERSON.name}'`)})`);
  for (let i = 0; i < 5; i++) {
    await exec(`insert into repair_forms (form_number, plate_number, brand, model, kilometer, company_id, company_name, driver_name, driver_phone_enc, driver_phone_hash,
        customer_name, customer_phone_enc, customer_phone_hash, description_lines, description, created_by_username, created_by_name, search_text)
      values ('TF-K-${i}', '06KVK777', 'Fiat', 'Doblo', 1000, ${company}, 'Bench KVKK Filo', '${PERSON.name}', '${personEnc}', '${hash}', '${PERSON.name}', '${personEnc}', '${hash}',
        '["Yağ"]'::jsonb, '1. Yağ', 'bench', 'Bench Usta', 'tf-k-${i}')`);
    await exec(`insert into form_signatures (repair_form_id, role, signer_name, session_id, image)
      select id, 'driver', '${PERSON.name}', 'bench', 'data:image/png;base64,AAAA' from repair_forms where form_number = 'TF-K-${i}'`);
    await exec(`insert into notifications (type, status, recipient, recipient_masked, customer_name, subject, body, repair_form_id)
      select 'Email', 'Sent', 'filo@bench.test', 'fi***@bench.test', '${PERSON.name}', 'Tamir formu', 'Sayın ${PERSON.name}', id from repair_forms where form_number = 'TF-K-${i}'`);
  }
  await exec(`insert into system_logs (log_level, action, entity_type, description)
    select 'Information', 'Update', 'Vehicle', 'Araç güncellendi: sürücü ${PERSON.name}' from generate_series(1, 10)`);
  await exec('analyze');
  print(`  seeded in ${(ms(started) / 1000).toFixed(1)} s`);
}

async function run(label: string, app: FastifyInstance): Promise<void> {
  print(
    `\n${label}: ${FORMS.toLocaleString('en')} forms, ${DRIVERS.toLocaleString('en')} drivers, ${(FORMS / 2).toLocaleString('en')} notifications, ${(FORMS / 2).toLocaleString('en')} log rows`,
  );
  await seed(app);
  const request = await app.kvkkService.create(
    {
      applicantName: PERSON.name,
      channel: 'Kayıtlı E-posta',
      receivedAt: new Date().toISOString().slice(0, 10),
      kind: 'Silme',
      tckn: '10000000146',
      nationality: '',
      foreignIdNumber: '',
      contact: '',
      noticeAddress: 'Atatürk Cad. No: 1, Kadıköy, İstanbul',
      subject: 'Kişisel verilerimin silinmesini istiyorum',
      phone: PERSON.phone,
      name: PERSON.name,
    },
    ADMIN_ACTOR,
  );
  // Başvuru Tebliği: the applicant's identity is checked before anything is erased.
  await app.kvkkService.verify(request.id, { method: 'Kimlik belgesi ile yüz yüze', note: '' }, ADMIN_ACTOR);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const matches = await app.kvkkService.matches(request.id, ADMIN_ACTOR);
    times.push(ms(start));
    found = Object.values(matches.counts).reduce((a, b) => a + b, 0);
  }
  times.sort((a, b) => a - b);
  print(`  find (phone hash + name): best ${times[0].toFixed(0)} ms, median ${times[2].toFixed(0)} ms; ${found} records found`);
  const start = performance.now();
  const erased = await app.kvkkService.erase(request.id, undefined, ADMIN_ACTOR);
  print(`  erase (find again + anonymise + destruction log, one transaction): ${ms(start).toFixed(0)} ms; ${JSON.stringify(erased.counts)}`);
}

async function main() {
  if (process.env.BENCH_PGLITE !== '0') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-kvkk-'));
    const app = await buildApp({ config: quietConfig(dataDir, null), announce: () => undefined });
    try {
      await run('PGlite', app);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_POSTGRES !== '0') {
    await withFreshPostgres(BENCH_DATABASE_URL, async (url) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-bench-kvkk-pg-'));
      const app = await buildApp({ config: quietConfig(dataDir, url), announce: () => undefined });
      try {
        await run('PostgreSQL', app);
      } finally {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
}

await main();
