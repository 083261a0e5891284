import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { formLinks, notifications, repairForms, systemLogs } from '../src/db/schema/index';
import { todayRange } from '../src/lib/istanbul-day';
import {
  countRows,
  createCompany,
  createForm,
  createShop,
  createTenant,
  createUser,
  createVehicle,
  type FormFixture,
  withTenants,
  type Tenant,
} from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 10 March 2025, 23:59 in İstanbul (UTC+3) and the next midnight. */
const END_DAY_LAST_MINUTE = new Date('2025-03-10T20:59:00Z');
const NEXT_DAY_MIDNIGHT = new Date('2025-03-10T21:00:00Z');
/** 1 March 2025, 00:00 in İstanbul and the minute before. */
const START_DAY_MIDNIGHT = new Date('2025-02-28T21:00:00Z');
const DAY_BEFORE_LAST_MINUTE = new Date('2025-02-28T20:59:00Z');

for (const kind of DATABASES) {
  describe(`repair form list on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    /** shopA's 25 paging forms, newest first. */
    const paged: FormFixture[] = [];
    const list = (token: string, query = '') => server.request('GET', `/api/repairform${query}`, { token });

    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));
    before(async () => {
      const base = Date.parse('2024-06-01T09:00:00Z');
      for (let i = 0; i < 25; i++) {
        paged.unshift(
          await createForm(server, {
            repairShopId: shopA.shopId,
            companyId: shopA.companyId,
            createdBy: shopA.user.id,
            createdAt: new Date(base + i * HOUR),
            description: `1. Sayfalama ${i}`,
          }),
        );
      }
      await createForm(server, {
        repairShopId: shopB.shopId,
        companyId: shopB.companyId,
        createdBy: shopB.user.id,
        customerName: 'Başka Dükkan Müşterisi',
        createdAt: new Date(base),
      });
    });

    it('pages newest first: page 2 holds the next forms, totalPages counts them all', async () => {
      const first = await list(shopA.token, '?pageSize=10&search=sayfalama');
      assert.equal(first.status, 200);
      assert.equal(first.body.totalCount, 25);
      assert.equal(first.body.totalPages, 3);
      assert.equal(first.body.page, 1);
      assert.equal(first.body.pageSize, 10);
      assert.equal(first.body.totalCountCapped, false);
      assert.deepEqual(
        first.body.data.map((row: { id: number }) => row.id),
        paged.slice(0, 10).map((form) => form.id),
      );

      const second = await list(shopA.token, '?pageSize=10&page=2&search=sayfalama');
      assert.deepEqual(
        second.body.data.map((row: { id: number }) => row.id),
        paged.slice(10, 20).map((form) => form.id),
      );
      const third = await list(shopA.token, '?pageSize=10&page=3&search=sayfalama');
      assert.equal(third.body.data.length, 5);
      const beyond = await list(shopA.token, '?pageSize=10&page=4&search=sayfalama');
      assert.deepEqual(beyond.body.data, []);
      assert.equal(beyond.body.totalCount, 25);

      const defaults = await list(shopA.token, '?search=sayfalama');
      assert.equal(defaults.body.pageSize, 20);
      assert.equal(defaults.body.data.length, 20);
      const clamped = await list(shopA.token, '?pageSize=500&search=sayfalama');
      assert.equal(clamped.body.pageSize, 100);
      assert.equal(clamped.body.data.length, 25);
    });

    it('answers each row as a summary with the shop and the active link', async () => {
      const active = await createForm(server, { repairShopId: shopA.shopId, plate: '06 LNK 1', link: 'active', customerName: 'Link Sahibi' });
      const expired = await createForm(server, { repairShopId: shopA.shopId, plate: '06 LNK 2', link: 'expired', customerName: 'Link Sahibi' });
      const inactive = await createForm(server, { repairShopId: shopA.shopId, plate: '06 LNK 3', link: 'inactive', customerName: 'Link Sahibi' });
      const reply = await list(shopA.token, '?search=link%20sahibi');
      assert.equal(reply.body.totalCount, 3);
      const byId = new Map(reply.body.data.map((row: { id: number }) => [row.id, row]));
      const row = byId.get(active.id) as Record<string, unknown>;
      const [link] = await server.app.db.select().from(formLinks).where(eq(formLinks.repairFormId, active.id));
      assert.equal(row.activeLinkToken, link.token);
      assert.equal(row.formNumber, active.formNumber);
      assert.equal(row.vehiclePlateNumber, '06LNK1');
      assert.equal(row.customerName, 'Link Sahibi');
      assert.equal(row.repairShopId, shopA.shopId);
      assert.equal(typeof row.repairShopName, 'string');
      assert.equal(typeof row.createdAt, 'string');
      assert.equal((byId.get(expired.id) as Record<string, unknown>).activeLinkToken, null);
      assert.equal((byId.get(inactive.id) as Record<string, unknown>).activeLinkToken, null);
    });

    it('searches form number, plate (spaced or not), customer, description and company, ignoring case and Turkish letters', async () => {
      const target = await createForm(server, {
        repairShopId: shopA.shopId,
        plate: '34 ARA 789',
        customerName: 'Şükrü Çağlayan',
        description: '1. Şanzıman Yağı Sızıntısı',
        companyName: 'Işık Lojistik',
      });
      const searches = [
        target.formNumber,
        target.formNumber.toLowerCase(),
        '34 ara 789',
        '34ARA789',
        'ara 78',
        'ŞÜKRÜ',
        'sukru caglayan',
        'şanzıman yağı',
        'SANZIMAN',
        'ışık',
        'IŞIK LOJ',
        'isik',
      ];
      for (const term of searches) {
        const reply = await list(shopA.token, `?search=${encodeURIComponent(term)}`);
        assert.equal(reply.status, 200, term);
        assert.deepEqual(
          reply.body.data.map((row: { id: number }) => row.id),
          [target.id],
          term,
        );
      }
      const none = await list(shopA.token, '?search=' + encodeURIComponent('yok böyle bir şey'));
      assert.deepEqual([none.body.totalCount, none.body.data], [0, []]);
      const wildcard = await list(shopA.token, '?search=' + encodeURIComponent('%_'));
      assert.equal(wildcard.body.totalCount, 0);
    });

    it('filters by day in İstanbul, both ends inclusive', async () => {
      const tenant = await createTenant(server);
      const at = (createdAt: Date) => createForm(server, { repairShopId: tenant.shopId, createdAt });
      const lastMinute = await at(END_DAY_LAST_MINUTE);
      const nextDay = await at(NEXT_DAY_MIDNIGHT);
      const firstMinute = await at(START_DAY_MIDNIGHT);
      const dayBefore = await at(DAY_BEFORE_LAST_MINUTE);
      const ids = async (query: string) => ((await list(tenant.token, query)).body.data as Array<{ id: number }>).map((row) => row.id);

      assert.deepEqual(await ids('?startDate=2025-03-01&endDate=2025-03-10'), [lastMinute.id, firstMinute.id]);
      assert.deepEqual(await ids('?endDate=2025-03-10'), [lastMinute.id, firstMinute.id, dayBefore.id]);
      assert.deepEqual(await ids('?startDate=2025-03-11'), [nextDay.id]);
      assert.deepEqual(await ids('?startDate=2025-03-10&endDate=2025-03-10'), [lastMinute.id]);
      assert.deepEqual(await ids('?startDate=2025-02-28&endDate=2025-02-28'), [dayBefore.id]);
    });

    it('date=today takes today in İstanbul; user=me the caller’s own forms', async () => {
      const tenant = await createTenant(server);
      const colleague = await createUser(server, { repairShopId: tenant.shopId });
      const today = todayRange();
      const startOfToday = await createForm(server, { repairShopId: tenant.shopId, createdBy: colleague.id, createdAt: today.from });
      const now = await createForm(server, { repairShopId: tenant.shopId, createdBy: tenant.user.id });
      const yesterday = await createForm(server, {
        repairShopId: tenant.shopId,
        createdBy: tenant.user.id,
        createdAt: new Date(today.from.getTime() - MINUTE),
      });
      const ids = async (query: string) => ((await list(tenant.token, query)).body.data as Array<{ id: number }>).map((row) => row.id);

      assert.deepEqual(await ids('?date=today'), [now.id, startOfToday.id]);
      assert.deepEqual(await ids('?user=me'), [now.id, yesterday.id]);
      assert.deepEqual(await ids('?user=me&date=today'), [now.id]);
      assert.deepEqual(await ids(''), [now.id, startOfToday.id, yesterday.id]);
    });

    it('keeps a Tamirci to their shop; an admin sees all or picks a shop', async () => {
      const ofB = await list(shopB.token);
      assert.equal(ofB.body.totalCount, 1);
      assert.equal(ofB.body.data[0].customerName, 'Başka Dükkan Müşterisi');

      const aAll = await list(shopA.token, '?pageSize=100');
      assert.ok(aAll.body.data.every((row: { repairShopId: number }) => row.repairShopId === shopA.shopId));
      const aAsksB = await list(shopA.token, `?repairShopId=${shopB.shopId}&pageSize=100`);
      assert.equal(aAsksB.status, 200);
      assert.equal(aAsksB.body.totalCount, aAll.body.totalCount);
      assert.ok(aAsksB.body.data.every((row: { repairShopId: number }) => row.repairShopId === shopA.shopId));
      const aSearchesB = await list(shopA.token, '?search=' + encodeURIComponent('başka dükkan'));
      assert.equal(aSearchesB.body.totalCount, 0);

      const adminAll = await list(admin, '?search=' + encodeURIComponent('başka dükkan'));
      assert.equal(adminAll.body.totalCount, 1);
      const adminB = await list(admin, `?repairShopId=${shopB.shopId}`);
      assert.deepEqual(
        adminB.body.data.map((row: { customerName: string }) => row.customerName),
        ['Başka Dükkan Müşterisi'],
      );
      const adminA = await list(admin, `?repairShopId=${shopA.shopId}&pageSize=100`);
      assert.equal(adminA.body.totalCount, aAll.body.totalCount);
      const unknownShop = await list(admin, '?repairShopId=999999');
      assert.deepEqual([unknownShop.body.totalCount, unknownShop.body.totalPages, unknownShop.body.data], [0, 0, []]);
    });

    it('counts up to 10,000 and says when it stopped', async () => {
      const tenant = await createTenant(server);
      await server.app.db.execute(sql`
        insert into repair_forms (form_number, plate_number, brand, kilometer, company_name, driver_name, customer_name, description_lines, description,
          repair_shop_id, created_by_username, created_by_name, search_text, created_at)
        select 'TF-CAP-' || g, '34CAP' || (100 + g % 900), 'Ford', 1, 'Sayaç Filo', 'Şoför', 'Müşteri', '["Sayaç"]'::jsonb, '1. Sayaç',
          ${tenant.shopId}, 'fixture', 'Fixture', 'tf-cap-' || g || ' sayackelimesi', now() - g * interval '1 second'
        from generate_series(1, 10001) g`);
      const searched = await list(tenant.token, '?search=sayackelimesi&page=2');
      assert.equal(searched.status, 200);
      assert.deepEqual([searched.body.totalCount, searched.body.totalCountCapped, searched.body.totalPages, searched.body.data.length], [10000, true, 500, 20]);
      assert.equal(searched.body.data[0].formNumber, 'TF-CAP-21');
      const beyond = await list(tenant.token, '?search=sayackelimesi&page=501&pageSize=20');
      assert.equal(beyond.body.data.length, 1);
      const all = await list(tenant.token);
      assert.deepEqual([all.body.totalCount, all.body.totalCountCapped, all.body.totalPages], [10000, true, 500]);
      const below = await list(tenant.token, '?search=tf-cap-999');
      assert.deepEqual([below.body.totalCount, below.body.totalCountCapped], [11, false]);
    });

    it('rejects bad filters with Turkish field messages', async () => {
      const cases: Array<[string, string, string]> = [
        ['?startDate=2025-02-30', 'startDate', MSG.dateInvalid],
        ['?startDate=dün', 'startDate', MSG.dateInvalid],
        ['?endDate=10.03.2025', 'endDate', MSG.dateInvalid],
        ['?startDate=2025-03-11&endDate=2025-03-10', 'endDate', MSG.dateRangeInvalid],
        ['?startDate=2025-03-10T00:00', 'startDate', MSG.tooLong(10)],
        ['?search=' + 'a'.repeat(201), 'search', MSG.tooLong(200)],
        ['?page=0', 'page', MSG.pageInvalid],
        ['?pageSize=0', 'pageSize', MSG.pageInvalid],
        ['?page=iki', 'page', 'Geçersiz değer'],
        ['?pageSize=-5', 'pageSize', 'Geçersiz değer'],
        ['?date=yesterday', 'date', 'Geçersiz değer'],
        ['?user=you', 'user', 'Geçersiz değer'],
        ['?repairShopId=abc', 'repairShopId', 'Geçersiz değer'],
      ];
      for (const [query, field, message] of cases) {
        const reply = await list(admin, query);
        assert.equal(reply.status, 400, query);
        assert.equal(reply.body.message, MSG.validationFailed, query);
        assert.deepEqual(reply.body.errors[field], [message], query);
      }
      const huge = await list(admin, '?repairShopId=99999999999');
      assert.equal(huge.status, 400);
      assert.ok(huge.body.errors.repairShopId);
      const twice = await list(admin, '?search=a&search=b');
      assert.equal(twice.status, 400);
      assert.equal((await list('', '')).status, 401);
    });

    it('deletes a form of the own shop with its links, keeps notifications without it, and logs it', async () => {
      const form = await createForm(server, { repairShopId: shopA.shopId, link: 'active', plate: '34 DEL 1' });
      const [notice] = await server.app.db
        .insert(notifications)
        .values({ type: 'Email', recipient: 'filo@firma.com', recipientMasked: 'fi***@firma.com', subject: 'x', body: 'y', repairFormId: form.id })
        .returning({ id: notifications.id });

      const reply = await server.request('DELETE', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { message: 'Form silindi' });
      assert.equal((await server.app.db.select().from(repairForms).where(eq(repairForms.id, form.id))).length, 0);
      assert.equal((await server.app.db.select().from(formLinks).where(eq(formLinks.repairFormId, form.id))).length, 0);
      const [kept] = await server.app.db.select().from(notifications).where(eq(notifications.id, notice.id));
      assert.equal(kept.repairFormId, null);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.action, 'Delete'), eq(systemLogs.entityType, 'RepairForm'), eq(systemLogs.entityId, String(form.id))));
      assert.equal(logs.length, 1);
      assert.equal(logs[0].username, shopA.user.username);
      assert.ok(logs[0].description?.includes(form.formNumber));

      const again = await server.request('DELETE', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.deepEqual([again.status, again.body.message], [404, MSG.formNotFound]);
      assert.equal((await server.request('GET', `/api/repairform/${form.id}`, { token: admin })).status, 404);
    });

    it('refuses to delete another shop’s form or a bad id, deleting nothing', async () => {
      const ofB = await createForm(server, { repairShopId: shopB.shopId });
      const before = await countRows(server, 'repair_forms');
      for (const path of [`/api/repairform/${ofB.id}`, '/api/repairform/abc', '/api/repairform/99999999999', '/api/repairform/0', '/api/repairform/-1']) {
        const reply = await server.request('DELETE', path, { token: shopA.token });
        assert.equal(reply.status, 404, path);
        assert.equal(typeof reply.body.message, 'string');
      }
      assert.equal((await server.request('DELETE', `/api/repairform/${ofB.id}`, { token: null })).status, 401);
      assert.equal(await countRows(server, 'repair_forms'), before);
      const byAdmin = await server.request('DELETE', `/api/repairform/${ofB.id}`, { token: admin });
      assert.equal(byAdmin.status, 200);
      assert.equal(await countRows(server, 'repair_forms'), before - 1);
    });

    it('lists a vehicle’s forms newest first, the Tamirci’s shop’s only', async () => {
      const shared = await createCompany(server, { linkTo: [shopA.shopId, shopB.shopId] });
      const vehicle = await createVehicle(server, { companyId: shared });
      const older = await createForm(server, { vehicleId: vehicle.id, repairShopId: shopA.shopId, createdAt: new Date(Date.now() - 2 * HOUR) });
      const newer = await createForm(server, { vehicleId: vehicle.id, repairShopId: shopA.shopId, createdAt: new Date(Date.now() - HOUR) });
      const ofB = await createForm(server, { vehicleId: vehicle.id, repairShopId: shopB.shopId });
      const ids = async (token: string) => {
        const reply = await server.request('GET', `/api/forms/vehicle/${vehicle.id}`, { token });
        assert.equal(reply.status, 200);
        return (reply.body as Array<{ id: number }>).map((row) => row.id);
      };
      assert.deepEqual(await ids(shopA.token), [newer.id, older.id]);
      assert.deepEqual(await ids(shopB.token), [ofB.id]);
      assert.deepEqual(await ids(admin), [ofB.id, newer.id, older.id]);

      const unlinked = await createVehicle(server, { companyId: await createCompany(server) });
      // A vehicle of a company the shop does not serve is not found, as by id (it is reached by plate).
      const hidden = await server.request('GET', `/api/forms/vehicle/${unlinked.id}`, { token: shopA.token });
      assert.deepEqual([hidden.status, hidden.body.message], [404, MSG.vehicleNotFound]);
      const noFormsYet = await server.request('GET', `/api/forms/vehicle/${unlinked.id}`, { token: admin });
      assert.deepEqual([noFormsYet.status, noFormsYet.body], [200, []]);
      for (const path of ['/api/forms/vehicle/999999', '/api/forms/vehicle/99999999999']) {
        const missing = await server.request('GET', path, { token: shopA.token });
        assert.deepEqual([missing.status, missing.body.message], [404, MSG.vehicleNotFound], path);
      }
      assert.equal((await server.request('GET', '/api/forms/vehicle/abc', { token: shopA.token })).status, 404);
    });

    it('lists repair shops: all by name for an admin, the own one for a Tamirci', async () => {
      await createShop(server, 'Çınar Oto');
      await createShop(server, 'Akın Servis');
      const all = await server.request('GET', '/api/repairshop', { token: admin });
      assert.equal(all.status, 200);
      const names = (all.body as Array<{ name: string }>).map((shop) => shop.name);
      assert.ok(names.includes('Çınar Oto') && names.includes('Akın Servis'));
      assert.equal(names.length, await countRows(server, 'repair_shops'));
      assert.ok(names.indexOf('Akın Servis') < names.indexOf('Çınar Oto'));
      const own = await server.request('GET', '/api/repairshop', { token: shopA.token });
      assert.deepEqual(
        own.body.map((shop: { id: number; isActive: boolean }) => ({ id: shop.id, isActive: shop.isActive })),
        [{ id: shopA.shopId, isActive: true }],
      );
    });
  });
}
