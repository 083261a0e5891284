import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { companies, repairForms, vehicles } from '../src/db/schema/index';
import { todayRange } from '../src/lib/istanbul-day';
import { countRows, createCompany, createForm, createShop, createTenant, createUser, createVehicle, withServer } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

const HOUR = 3_600_000;

for (const kind of DATABASES) {
  describe(`dashboards on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    withServer(kind, (cast) => ({ server, admin } = cast));

    it('admin dashboard: totals, today by İstanbul day, per-company statistics and the 10 newest forms', async () => {
      const shopA = await createTenant(server);
      const shopB = await createTenant(server);
      await createUser(server, { repairShopId: shopA.shopId });
      const fleet = await createCompany(server, { name: 'AAA Ortak Filo', linkTo: [shopA.shopId, shopB.shopId] });
      const lonely = await createCompany(server, { name: 'AAB Bağsız Firma' });
      const v1 = await createVehicle(server, { companyId: fleet });
      await createVehicle(server, { companyId: fleet });
      const today = todayRange();
      for (let i = 0; i < 12; i++) {
        await createForm(server, {
          vehicleId: v1.id,
          companyId: fleet,
          repairShopId: i % 2 ? shopA.shopId : shopB.shopId,
          createdAt: new Date(today.from.getTime() - i * HOUR),
        });
      }

      const denied = await server.request('GET', '/api/dashboard/admin', { token: shopA.token });
      assert.deepEqual([denied.status, denied.body], [403, { message: MSG.forbidden }]);

      const reply = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.equal(reply.status, 200);
      const body = reply.body;
      assert.equal(body.companyCount, await countRows(server, 'companies'));
      assert.equal(body.totalVehicleCount, await countRows(server, 'vehicles'));
      assert.equal(body.totalUserCount, await countRows(server, 'users'));
      assert.equal(body.totalRepairFormCount, 12);
      assert.equal(body.todayRepairFormCount, 1, 'only the form at 00:00 today');

      const names = body.companyStatistics.map((row: { companyName: string }) => row.companyName);
      assert.deepEqual(names.slice(0, 2), ['AAA Ortak Filo', 'AAB Bağsız Firma']);
      assert.equal(names.length, body.companyCount);
      assert.deepEqual(body.companyStatistics[0], { companyId: fleet, companyName: 'AAA Ortak Filo', vehicleCount: 2, userCount: 3, repairFormCount: 12 });
      assert.deepEqual(body.companyStatistics[1], { companyId: lonely, companyName: 'AAB Bağsız Firma', vehicleCount: 0, userCount: 0, repairFormCount: 0 });

      const page = await server.request('GET', '/api/repairform?pageSize=10', { token: admin });
      assert.equal(body.recentRepairForms.length, 10);
      assert.deepEqual(body.recentRepairForms, page.body.data);
    });

    it('keeps its stored counts exact through moves, deletes, cascades and bulk inserts', async () => {
      type Stats = { companyId: number; vehicleCount: number; repairFormCount: number };
      const dashboard = async () => {
        const reply = await server.request('GET', '/api/dashboard/admin', { token: admin });
        assert.equal(reply.status, 200, reply.text);
        return reply.body as { totalVehicleCount: number; totalRepairFormCount: number; companyStatistics: Stats[] };
      };
      /** The same numbers counted from the rows themselves. */
      const counted = async () => {
        const { rows } = await server.app.db.execute(sql`
          select c.id as "companyId",
            (select count(*)::int from vehicles v where v.company_id = c.id) as "vehicleCount",
            (select count(*)::int from repair_forms f where f.company_id = c.id) as "repairFormCount"
          from companies c order by c.name, c.id`);
        return { vehicles: await countRows(server, 'vehicles'), forms: await countRows(server, 'repair_forms'), companies: rows as Stats[] };
      };
      const agree = async (step: string) => {
        const [shown, truth] = await Promise.all([dashboard(), counted()]);
        assert.equal(shown.totalVehicleCount, truth.vehicles, `${step}: vehicles`);
        assert.equal(shown.totalRepairFormCount, truth.forms, `${step}: forms`);
        assert.deepEqual(
          shown.companyStatistics.map(({ companyId, vehicleCount, repairFormCount }) => ({ companyId, vehicleCount, repairFormCount })),
          truth.companies,
          step,
        );
        // The drivers' keys (migration 0013) against the vehicles grouped by key, and the drivers' statistics.
        const stored = await server.app.db.execute(sql`select driver_key as key, vehicles as n from driver_keys order by driver_key`);
        const grouped = await server.app.db.execute(sql`select driver_key as key, count(*)::int as n from vehicles group by driver_key order by driver_key`);
        assert.deepEqual(stored.rows, grouped.rows, `${step}: driver keys`);
        const statistics = await server.request('GET', '/api/drivers/statistics', { token: admin });
        const withVehicles = await server.app.db.execute(sql`select count(distinct company_id)::int as n from vehicles`);
        assert.deepEqual(
          [statistics.body.totalDrivers, statistics.body.totalVehicles, statistics.body.companyCount],
          [grouped.rows.length, truth.vehicles, (withVehicles.rows[0] as { n: number }).n],
          `${step}: driver statistics`,
        );
      };

      const north = await createCompany(server, { name: 'Sayaç Kuzey' });
      const south = await createCompany(server, { name: 'Sayaç Güney' });
      const moved = await createVehicle(server, { companyId: north });
      const kept = await createVehicle(server, { companyId: north });
      await createForm(server, { vehicleId: moved.id, companyId: north });
      const second = await createForm(server, { vehicleId: kept.id, companyId: north });
      await agree('created');
      await server.app.db.update(vehicles).set({ companyId: south }).where(eq(vehicles.id, moved.id));
      await server.app.db.update(repairForms).set({ companyId: south }).where(eq(repairForms.vehicleId, moved.id));
      await agree('moved to another company');
      await server.app.db.update(vehicles).set({ ownerName: 'Yeni Sahip' }).where(eq(vehicles.id, moved.id));
      await agree('a vehicle’s owner changed');
      await server.app.db.delete(repairForms).where(eq(repairForms.id, second.id));
      await server.app.db.delete(vehicles).where(eq(vehicles.id, kept.id));
      await agree('a form and a vehicle deleted');
      await server.app.db.execute(sql`
        insert into vehicles (plate_number, brand, model, kilometer, owner_name, driver_phone_enc, driver_phone_hash, company_id, search_text)
        select '34SAY' || lpad(g::text, 3, '0'), 'Ford', 'Transit', 1, 'Toplu', 'x', 'h' || g, ${north}, '' from generate_series(1, 250) g`);
      await agree('250 vehicles in one statement');
      // The company goes: its vehicles with it (cascade), its forms keep their snapshot without it (set null).
      await server.app.db.delete(companies).where(eq(companies.id, south));
      await agree('a company deleted');
    });

    it('shop dashboard: every number is of the caller’s shop; an admin gets 403', async () => {
      const shop = await createTenant(server);
      const other = await createTenant(server);
      const colleague = await createUser(server, { repairShopId: shop.shopId });
      const second = await createCompany(server, { linkTo: [shop.shopId] });
      await createVehicle(server, { companyId: shop.companyId });
      await createVehicle(server, { companyId: second });
      await createVehicle(server, { companyId: second });
      await createVehicle(server, { companyId: other.companyId });
      await createVehicle(server, { companyId: await createCompany(server) });

      const today = todayRange();
      const yesterday = new Date(today.from.getTime() - 60_000);
      await createForm(server, { repairShopId: shop.shopId, createdBy: shop.user.id, createdAt: today.from });
      await createForm(server, { repairShopId: shop.shopId, createdBy: shop.user.id, createdAt: yesterday });
      await createForm(server, { repairShopId: shop.shopId, createdBy: colleague.id });
      await createForm(server, { repairShopId: shop.shopId, createdBy: colleague.id, createdAt: yesterday, status: 'Tamamlandı' });
      for (let i = 0; i < 9; i++)
        await createForm(server, { repairShopId: shop.shopId, createdBy: colleague.id, createdAt: new Date(yesterday.getTime() - (i + 1) * HOUR) });
      await createForm(server, { repairShopId: other.shopId, createdBy: other.user.id });
      await createForm(server, { repairShopId: null, createdBy: shop.user.id });

      const denied = await server.request('GET', '/api/dashboard/tamirci', { token: admin });
      assert.deepEqual([denied.status, denied.body], [403, { message: MSG.forbidden }]);

      const reply = await server.request('GET', '/api/dashboard/tamirci', { token: shop.token });
      assert.equal(reply.status, 200);
      const shopName = (await server.request('GET', '/api/repairshop', { token: shop.token })).body[0].name;
      const { recentRepairForms, ...rest } = reply.body;
      assert.deepEqual(rest, {
        companyVehicleCount: 3,
        // 'Toplam Form' (spec: total forms): all 13 of the shop's forms, the Tamamlandı one too (issue 40).
        activeRepairFormCount: 13,
        todayRepairFormCount: 2,
        myRepairFormCount: 2,
        companyName: shopName,
        userInfo: { username: shop.user.username, firstName: 'Ali', lastName: 'Usta', role: 'Tamirci' },
        // Issue 28: the shop's forms per status, every status in the table's order.
        statusCounts: [
          { status: 'Beklemede', count: 12 },
          { status: 'Onay Bekliyor', count: 0 },
          { status: 'Onaylandı', count: 0 },
          { status: 'Reddedildi', count: 0 },
          { status: 'İşlemde', count: 0 },
          { status: 'Tamamlandı', count: 1 },
          { status: 'Teslim Edildi', count: 0 },
          { status: 'İptal', count: 0 },
        ],
      });
      const page = await server.request('GET', '/api/repairform?pageSize=10', { token: shop.token });
      assert.equal(recentRepairForms.length, 10);
      assert.deepEqual(recentRepairForms, page.body.data);
      assert.ok(recentRepairForms.every((form: { repairShopId: number }) => form.repairShopId === shop.shopId));

      const empty = await createUser(server, { repairShopId: await createShop(server, 'Boş Atölye') });
      const emptyReply = await server.request('GET', '/api/dashboard/tamirci', { token: await server.login(empty.username, empty.password) });
      assert.equal(emptyReply.status, 200);
      assert.deepEqual(
        [
          emptyReply.body.companyVehicleCount,
          emptyReply.body.activeRepairFormCount,
          emptyReply.body.todayRepairFormCount,
          emptyReply.body.myRepairFormCount,
          emptyReply.body.companyName,
          emptyReply.body.recentRepairForms,
        ],
        [0, 0, 0, 0, 'Boş Atölye', []],
      );
      assert.equal((await server.request('GET', '/api/dashboard/tamirci', { token: null })).status, 401);
    });
  });
}
