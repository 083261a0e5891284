import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { companies, notifications, repairForms, repairShopCompanies, repairShops, vehicles } from '../src/db/schema/index';
import { ADMIN, createPostgresDatabase, DATABASES, startServer, type TestServer } from './helpers/server';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_PASSWORD = 'Demo!Sifre2026';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run seed:demo` as npm runs it: inside server/, with INIT_CWD the folder npm was called from. */
function runSeed(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|ADMIN_|DEMO_PASSWORD|ENCRYPTION_KEY|JWT_SECRET)/.test(key)),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/seed-demo.ts'], { cwd: SERVER_ROOT, env: { ...inherited, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

for (const kind of DATABASES) {
  describe(`npm run seed:demo on ${kind}`, () => {
    let home: string;
    let dataDir: string;
    let database: { url: string; drop: () => Promise<void> } | null = null;
    let env: Record<string, string>;
    let firstRun: Run;
    let server: TestServer;
    let admin: string;

    before(async () => {
      home = mkdtempSync(path.join(tmpdir(), 'tamir-seed-'));
      dataDir = path.join(home, 'veri');
      database = kind === 'postgres' ? await createPostgresDatabase() : null;
      env = {
        INIT_CWD: home,
        DATA_DIR: './veri',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_PASSWORD,
        ...(database ? { DATABASE_URL: database.url } : {}),
      };
      firstRun = await runSeed(env);
      server = await startServer(kind, { dataDir, ...(database ? { databaseUrl: database.url } : {}) });
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(async () => {
      await server?.close();
      await database?.drop();
      rmSync(home, { recursive: true, force: true });
    });

    it('seeds a fresh database into DATA_DIR relative to where npm was run, and says what it made', () => {
      assert.equal(firstRun.code, 0, firstRun.stderr);
      assert.match(firstRun.stdout, /2 tamirhane, 7 firma, 30 araç, 60 tamir formu \(6 tanesi bugün\)/);
      assert.match(firstRun.stdout, /tamirci \(Ahmet Yıldız, Yıldız Oto Servis\)/);
      assert.match(firstRun.stdout, /tamirci2 \(Mehmet Kaya, Anadolu Tamir Merkezi\)/);
      assert.ok(!firstRun.stdout.includes(DEMO_PASSWORD), 'a given password is not echoed');
      assert.match(firstRun.stdout, /Yönetici \/ admin: admin\n/);
    });

    it('gives working logins: the configured admin and both Tamirci users with DEMO_PASSWORD', async () => {
      for (const [username, shop, name] of [
        ['tamirci', 'Yıldız Oto Servis', 'Ahmet Yıldız'],
        ['tamirci2', 'Anadolu Tamir Merkezi', 'Mehmet Kaya'],
      ]) {
        const reply = await server.request('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } });
        assert.equal(reply.status, 200, `${username}: ${reply.text}`);
        assert.equal(reply.body.user.role, 'Tamirci');
        assert.equal(`${reply.body.user.firstName} ${reply.body.user.lastName}`, name);
        assert.equal(reply.body.user.companyName, shop);
      }
      assert.equal(typeof admin, 'string');
    });

    it('holds the promised content: shops, a company of both shops, about 30 vehicles, 60 forms', async () => {
      const db = server.app.db;
      const [{ n: shopCount }] = await db.select({ n: count() }).from(repairShops);
      const [{ n: companyCount }] = await db.select({ n: count() }).from(companies);
      const [{ n: vehicleCount }] = await db.select({ n: count() }).from(vehicles);
      const [{ n: formCount }] = await db.select({ n: count() }).from(repairForms);
      assert.deepEqual([shopCount, companyCount, vehicleCount, formCount], [2, 7, 30, 60]);
      const links = await db.select().from(repairShopCompanies);
      const shopsPerCompany = new Map<number, number>();
      for (const link of links) shopsPerCompany.set(link.companyId, (shopsPerCompany.get(link.companyId) ?? 0) + 1);
      assert.ok([...shopsPerCompany.values()].includes(2), 'one company is linked to both shops');
    });

    it('has a driver (same name and phone) with two vehicles, phones encrypted and hashed as the vehicle service does', async () => {
      const drivers = (await server.request('GET', '/api/drivers', { token: admin })).body as Array<{ name: string; phone: string; vehicles: unknown[] }>;
      const hasan = drivers.find((driver) => driver.name === 'Hasan Çelik');
      assert.ok(hasan && hasan.vehicles.length === 2, 'Hasan Çelik drives two vehicles');
      assert.equal(hasan.phone, '0532 714 58 20');

      const tamirci = await server.login('tamirci', DEMO_PASSWORD);
      const found = await server.request('GET', '/api/vehicles/search/34KFK101', { token: tamirci });
      assert.equal(found.status, 200);
      assert.equal(found.body.driverPhone, '0532 714 58 20');
      for (const row of await server.app.db.select().from(vehicles)) {
        const phone = server.app.fieldCrypto.decrypt(row.driverPhoneEnc);
        assert.match(phone, /^0\d{10}$/);
        assert.equal(row.driverPhoneHash, server.app.fieldCrypto.hash(phone));
      }
    });

    it('has forms of the last 30 days, some today, numbered from the sequence, each with a working active link', async () => {
      const today = (await server.request('GET', '/api/repairform?date=today', { token: admin })).body;
      assert.equal(today.totalCount, 6);
      const all = (await server.request('GET', '/api/repairform?pageSize=100', { token: admin })).body;
      assert.equal(all.totalCount, 60);
      const oldest = Math.min(...all.data.map((form: { createdAt: string }) => Date.parse(form.createdAt)));
      assert.ok(Date.now() - oldest < 31 * 86_400_000);
      assert.ok(all.data.every((form: { activeLinkToken: string | null }) => form.activeLinkToken));
      const numbers = all.data.map((form: { formNumber: string }) => form.formNumber);
      assert.ok(numbers.every((formNumber: string) => /^TF-\d{4}-\d{6}$/.test(formNumber)));

      const mine = (await server.request('GET', '/api/repairform', { token: await server.login('tamirci', DEMO_PASSWORD) })).body;
      const theirs = (await server.request('GET', '/api/repairform', { token: await server.login('tamirci2', DEMO_PASSWORD) })).body;
      assert.equal(mine.totalCount + theirs.totalCount, 60);
      assert.ok(mine.totalCount > 0 && theirs.totalCount > 0);

      const [form] = all.data;
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: admin });
      assert.equal(detail.body.formLinks[0].isActive, true);
      assert.match(detail.body.customerPhone, /^0\d{3} \d{3} \d{2} \d{2}$/);
      const publicPage = await server.request('GET', `/api/repairform/public/${form.activeLinkToken}`);
      assert.equal(publicPage.status, 200);
      assert.equal(publicPage.body.formNumber, form.formNumber);
    });

    it('writes each form e-mail with its form’s shop, so each Tamirci’s history shows their own (issue 26)', async () => {
      const rows = await server.app.db
        .select({ notificationShop: notifications.repairShopId, formShop: repairForms.repairShopId })
        .from(notifications)
        .innerJoin(repairForms, eq(repairForms.id, notifications.repairFormId));
      assert.ok(rows.length > 0, 'the demo has form e-mails');
      for (const row of rows) assert.equal(row.notificationShop, row.formShop);

      for (const username of ['tamirci', 'tamirci2']) {
        const token = await server.login(username, DEMO_PASSWORD);
        const history = await server.request('GET', '/api/notification?pageSize=100', { token });
        assert.equal(history.status, 200);
        assert.ok(history.body.length > 0, `${username} sees their shop’s e-mails`);
        const forms = new Set(((await server.request('GET', '/api/repairform?pageSize=100', { token })).body.data as Array<{ id: number }>).map((f) => f.id));
        assert.ok(
          history.body.every((n: { repairFormId: number; status: string }) => forms.has(n.repairFormId) && n.status === 'Sent'),
          'only their own forms’ e-mails',
        );
      }
    });

    if (kind === 'pglite') {
      it('refuses while a server holds the data directory', async () => {
        const run = await runSeed(env);
        assert.equal(run.code, 1);
        assert.match(run.stderr, /Veri dizini başka bir sunucu süreci tarafından kullanılıyor/);
      });
    }

    it('refuses a second time, on a database that is not empty, and changes nothing', async () => {
      await server.close();
      const run = await runSeed(env);
      assert.equal(run.code, 1);
      assert.match(run.stderr, /^Veritabanı boş değil/);
      server = await startServer(kind, { dataDir, ...(database ? { databaseUrl: database.url } : {}) });
      const [{ n }] = await server.app.db.select({ n: count() }).from(vehicles);
      assert.equal(n, 30);
    });
  });
}
