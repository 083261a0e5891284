import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@tamir/shared-api/domain';
import { todayRange } from '../src/lib/istanbul-day';
import { countRows, createCompany, createForm, createShop, createTenant, createUser, createVehicle } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const HOUR = 3_600_000;

for (const kind of DATABASES) {
  describe(`dashboards on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server.close());

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
        activeRepairFormCount: 12,
        todayRepairFormCount: 2,
        myRepairFormCount: 2,
        companyName: shopName,
        userInfo: { username: shop.user.username, firstName: 'Ali', lastName: 'Usta', role: 'Tamirci' },
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
