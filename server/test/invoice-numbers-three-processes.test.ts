import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { call, launchThree, loginTo, type ChildServer } from './helpers/child-server';
import { createPostgresDatabase, postgresOnly } from './helpers/server';

// Issue 43: invoice numbers stay gap-free and in order per series when three API processes (real OS
// processes on one PostgreSQL database) issue at the same moment. PostgreSQL only, as the other
// multi-process tests: PGlite serves one process by design.

const INVOICES = 12;
const BUYER = { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul' };
const LINE = { kind: 'Parça', description: 'Fren balatası', quantity: 1, unit: 'takım', unitPriceKurus: 185000, vatRate: 20 };

for (const kind of postgresOnly('invoice numbers across three server processes')) {
  describe(`invoice numbers across three server processes on one ${kind} database`, () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let sql: pg.Client;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-invoice-three-'));
    let servers: ChildServer[] = [];
    let urls: string[] = [];
    let admin: string;

    before(async () => {
      database = await createPostgresDatabase();
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        NOTIFICATION_POLL_MS: '600000',
      };
      servers = await launchThree(env);
      urls = servers.map((server) => server.url);
      admin = await loginTo(urls[0]);
    });
    after(async () => {
      for (const server of servers) await server.stop();
      await sql?.end();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(`${INVOICES} invoices issued at once over three processes take 000000001…${INVOICES} of the series, in issue order`, async () => {
      const shop = await sql.query(
        `insert into repair_shops (name, contact_email, contact_phone, search_text) values ('Üç Süreç Servis', 'servis@example.com', '0212 555 44 33', 'uc surec servis') returning id`,
      );
      const shopId = shop.rows[0].id as number;
      await sql.query(
        `insert into repair_shop_sellers (repair_shop_id, title, vkn, tax_office, address, invoice_prefix) values ($1, 'Üç Süreç Servis Ltd. Şti.', '1234567890', 'Kadıköy', 'Moda Cad. 1 Kadıköy/İstanbul', 'UCS')`,
        [shopId],
      );
      const company = await call(urls[0], 'POST', '/api/company', admin, { name: 'Kaya Lojistik', contactEmail: 'filo@kaya.example' });
      assert.equal(company.status, 201, company.text);
      const vehicle = await call(urls[1], 'POST', '/api/vehicles', admin, {
        plateNumber: '34UCS043',
        brand: 'Ford',
        model: 'Transit',
        kilometer: 1000,
        ownerName: 'Veli Kaya',
        driverPhone: '0532 111 22 33',
        companyId: company.body.id,
      });
      assert.equal(vehicle.status, 201, vehicle.text);
      const formIds: number[] = [];
      for (let i = 0; i < INVOICES; i++) {
        const form = await call(urls[i % 3], 'POST', '/api/repairform', admin, { vehicleId: vehicle.body.id, descriptionLines: [`Bakım ${i + 1}`] });
        assert.equal(form.status, 201, form.text);
        const items = await call(urls[i % 3], 'PUT', `/api/repairform/${form.body.id}/items`, admin, { version: 0, items: [LINE] });
        assert.equal(items.status, 200, items.text);
        formIds.push(form.body.id);
      }
      await sql.query(`update repair_forms set repair_shop_id = $1, status = 'Teslim Edildi' where id = any($2::int[])`, [shopId, formIds]);

      const replies = await Promise.all(formIds.map((id, i) => call(urls[i % 3], 'POST', `/api/repairform/${id}/invoice`, admin, { buyer: BUYER })));
      for (const reply of replies) assert.equal(reply.status, 201, reply.text);
      const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(new Date());
      const expected = Array.from({ length: INVOICES }, (_, i) => `UCS${year}${String(i + 1).padStart(9, '0')}`);
      assert.deepEqual(replies.map((reply) => reply.body.number as string).sort(), expected);

      const stored = await sql.query(`select number from invoices order by issued_at, id`);
      assert.deepEqual(
        stored.rows.map((row) => row.number),
        expected,
        'numbers follow the issue times',
      );
      const uuids = new Set(replies.map((reply) => reply.body.uuid as string));
      assert.equal(uuids.size, INVOICES);
    });
  });
}
