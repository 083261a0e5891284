import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { foldForSearch, MSG, normalizePhone } from '@tamir/shared-api/domain';
import { eq } from 'drizzle-orm';
import { vehicles } from '../src/db/schema/index';
import { driverPhoneColumns, fillPhoneGrams } from '../src/modules/vehicles/phone-columns';
import { createCompany, createForm, createTenant, createVehicle } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

interface DriverRow {
  name: string;
  phone: string | null;
  companyId: number;
  companyName: string;
  vehicles: Array<{ id: number; plateNumber: string; companyId: number; companyName: string }>;
  totalForms: number;
}

for (const kind of DATABASES) {
  describe(`drivers on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let tenant: Awaited<ReturnType<typeof createTenant>>;
    let north: number;
    let south: number;
    const drivers = async (query = '') => {
      const reply = await server.request('GET', `/api/drivers${query}`, { token: admin });
      assert.equal(reply.status, 200, `${query}: ${reply.text}`);
      return reply.body as DriverRow[];
    };
    const names = (rows: DriverRow[]) => rows.map((row) => `${row.name}:${row.vehicles.map((vehicle) => vehicle.plateNumber).join(',')}`);

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
      north = await createCompany(server, { name: 'Kuzey Nakliyat' });
      south = await createCompany(server, { name: 'Güney Taşımacılık' });
      const first = await createVehicle(server, { companyId: north, plate: '34 DRV 11', ownerName: 'Ahmet Yılmaz', phone: '0532 999 88 77' });
      await createVehicle(server, { companyId: south, plate: '34 DRV 12', ownerName: '  AHMET   YILMAZ ', phone: '532 999 88 77' });
      await createVehicle(server, { companyId: north, plate: '34 DRV 13', ownerName: 'Ahmet Yılmaz', phone: '0544 111 00 00' });
      await createVehicle(server, { companyId: north, plate: '06 DRV 14', ownerName: 'Zeynep Şen', phone: '0505 123 45 67' });
      await createForm(server, { vehicleId: first.id, repairShopId: tenant.shopId });
      await createForm(server, { vehicleId: first.id, repairShopId: tenant.shopId });
    });
    after(() => server.close());

    it('groups vehicles by folded owner name and phone, with the newest vehicle’s company', async () => {
      const rows = await drivers();
      // Ordered by the folded name; two drivers of one name (two phones) in their phone hashes' order.
      assert.deepEqual(names(rows).slice(0, 2).sort(), ['AHMET YILMAZ:34DRV11,34DRV12', 'Ahmet Yılmaz:34DRV13']);
      assert.deepEqual(names(rows).slice(2), ['Zeynep Şen:06DRV14']);
      const same = rows.find((row) => row.vehicles.length === 2)!;
      assert.equal(same.phone, '0532 999 88 77');
      assert.equal(same.companyId, south);
      assert.equal(same.companyName, 'Güney Taşımacılık');
      assert.equal(same.totalForms, 2);
      assert.deepEqual(
        same.vehicles.map((vehicle) => typeof vehicle.id),
        ['number', 'number'],
      );
      assert.equal(rows.find((row) => row.vehicles.length === 1 && row.name === 'Ahmet Yılmaz')?.totalForms, 0);
    });

    it('searches by name, plate and phone (full or partial), and filters by company', async () => {
      assert.deepEqual(names(await drivers('?search=' + encodeURIComponent('zeynep şen'))), ['Zeynep Şen:06DRV14']);
      assert.deepEqual(names(await drivers('?search=ZEYNEP%20SEN')), ['Zeynep Şen:06DRV14']);
      assert.deepEqual(names(await drivers('?search=' + encodeURIComponent('34 drv 12'))), ['AHMET YILMAZ:34DRV11,34DRV12']);
      assert.deepEqual(names(await drivers('?search=' + encodeURIComponent('0532 999 88 77'))), ['AHMET YILMAZ:34DRV11,34DRV12']);
      assert.deepEqual(names(await drivers('?search=5329998877')), ['AHMET YILMAZ:34DRV11,34DRV12']);
      assert.deepEqual(names(await drivers('?search=' + encodeURIComponent('111 00'))), ['Ahmet Yılmaz:34DRV13']);
      assert.deepEqual(names(await drivers('?search=4567')), ['Zeynep Şen:06DRV14']);
      assert.deepEqual(await drivers('?search=nobody'), []);
      assert.deepEqual(names(await drivers(`?companyId=${south}`)), ['AHMET YILMAZ:34DRV12']);
      assert.deepEqual(names(await drivers(`?companyId=${north}&search=ahmet`)).sort(), ['Ahmet Yılmaz:34DRV11', 'Ahmet Yılmaz:34DRV13']);
      assert.deepEqual(await drivers('?companyId=999999'), []);
    });

    it('finds a driver by part of a phone changed after an earlier search, and not by the old one', async () => {
      assert.deepEqual(names(await drivers('?search=4567')), ['Zeynep Şen:06DRV14']);
      const setPhone = (phone: string) =>
        server.app.db
          .update(vehicles)
          .set(driverPhoneColumns(server.app.fieldCrypto, normalizePhone(phone)))
          .where(eq(vehicles.plateNumber, '06DRV14'));
      await setPhone('0505 765 43 21');
      try {
        assert.deepEqual(await drivers('?search=4567'), []);
        assert.deepEqual(names(await drivers('?search=7654')), ['Zeynep Şen:06DRV14']);
        assert.deepEqual(names(await drivers(`?companyId=${north}&search=7654`)), ['Zeynep Şen:06DRV14']);
      } finally {
        await setPhone('0505 123 45 67');
      }
      assert.deepEqual(await drivers('?search=7654'), []);
    });

    it('finds a vehicle written through the API by part of its driver’s phone, after an edit too', async () => {
      const body = {
        plateNumber: '41 DRV 77',
        brand: 'Fiat',
        model: 'Doblo',
        kilometer: 1000,
        ownerName: 'Cem Öztürk',
        driverPhone: '0 (536) 271 82 81',
        companyId: north,
      };
      const created = await server.request('POST', '/api/vehicles', { token: admin, body });
      assert.equal(created.status, 201, created.text);
      const id = (created.body as { id: number }).id;
      try {
        assert.deepEqual(names(await drivers('?search=2718')), ['Cem Öztürk:41DRV77']);
        const grams = async () => (await server.app.db.select({ g: vehicles.driverPhoneGrams }).from(vehicles).where(eq(vehicles.id, id)))[0].g;
        assert.deepEqual(await grams(), server.app.fieldCrypto.digitBuckets('05362718281'));
        const edited = await server.request('PUT', `/api/vehicles/${id}`, { token: admin, body: { ...body, driverPhone: '0536 999 31 41' } });
        assert.equal(edited.status, 200, edited.text);
        assert.deepEqual(await drivers('?search=2718'), []);
        assert.deepEqual(await grams(), server.app.fieldCrypto.digitBuckets('05369993141'));
        assert.deepEqual(names(await drivers(`?companyId=${north}&search=93141`)), ['Cem Öztürk:41DRV77']);
      } finally {
        const removed = await server.request('DELETE', `/api/vehicles/${id}`, { token: admin });
        assert.equal(removed.status < 300, true, removed.text);
      }
    });

    it('counts the stat cards over every driver', async () => {
      const reply = await server.request('GET', '/api/drivers/statistics', { token: admin });
      assert.equal(reply.status, 200, reply.text);
      assert.deepEqual(reply.body, { totalDrivers: 3, totalVehicles: 4, averageVehiclesPerDriver: 4 / 3, companyCount: 2 });
    });

    it('pages past a thousand drivers: every one reachable, search, count and statistics over all of them', async () => {
      const bulk = await createCompany(server, { name: 'Toplu Filo' });
      const count = 1_050;
      const phoneOf = (i: number) => normalizePhone(`0533 7${String(i).padStart(6, '0')}`);
      await server.app.db.insert(vehicles).values(
        Array.from({ length: count }, (_, i) => ({
          plateNumber: `35TPL${String(i).padStart(4, '0')}`,
          brand: 'Ford',
          model: 'Transit',
          kilometer: 1000,
          ownerName: `Toplu Şoför ${String(i).padStart(4, '0')}`,
          driverPhoneEnc: server.app.fieldCrypto.encrypt(phoneOf(i)),
          driverPhoneHash: server.app.fieldCrypto.hash(phoneOf(i)),
          companyId: bulk,
          searchText: foldForSearch(`35TPL${String(i).padStart(4, '0')}`, 'Ford', 'Transit', `Toplu Şoför ${String(i).padStart(4, '0')}`),
        })),
      );
      const page = async (query: string) => {
        const reply = await server.request('GET', `/api/drivers${query}`, { token: admin });
        assert.equal(reply.status, 200, `${query}: ${reply.text}`);
        return { rows: reply.body as DriverRow[], total: Number(reply.headers.get('x-total-count')) };
      };
      const first = await page(`?companyId=${bulk}`);
      assert.deepEqual([first.rows.length, first.total, first.rows[0].name], [50, count, 'Toplu Şoför 0000']);
      const last = await page(`?companyId=${bulk}&page=6&pageSize=200`);
      assert.deepEqual([last.rows.length, last.total, last.rows.at(-1)?.name], [50, count, 'Toplu Şoför 1049']);
      assert.deepEqual(await page(`?companyId=${bulk}&page=7&pageSize=200`), { rows: [], total: count });
      const everyone = await page('?pageSize=200&page=6');
      assert.equal(everyone.total, count + 3);
      // Past the old cap of 1,000: by name, by plate, by full phone, by part of a phone.
      assert.deepEqual(names((await page('?search=' + encodeURIComponent('35 tpl 1041'))).rows), ['Toplu Şoför 1041:35TPL1041']);
      const byPlatePart = await page('?search=TPL104&pageSize=3');
      assert.deepEqual(
        [byPlatePart.total, names(byPlatePart.rows)],
        [10, ['Toplu Şoför 1040:35TPL1040', 'Toplu Şoför 1041:35TPL1041', 'Toplu Şoför 1042:35TPL1042']],
      );
      assert.deepEqual(names((await page('?search=' + encodeURIComponent('toplu şoför 1040'))).rows), ['Toplu Şoför 1040:35TPL1040']);
      assert.deepEqual(names((await page('?search=' + encodeURIComponent(phoneOf(1044)))).rows), ['Toplu Şoför 1044:35TPL1044']);
      const partial = await page('?search=' + encodeURIComponent('700104') + '&pageSize=5&page=2');
      assert.deepEqual(
        [partial.total, names(partial.rows)],
        [
          10,
          [
            'Toplu Şoför 1045:35TPL1045',
            'Toplu Şoför 1046:35TPL1046',
            'Toplu Şoför 1047:35TPL1047',
            'Toplu Şoför 1048:35TPL1048',
            'Toplu Şoför 1049:35TPL1049',
          ],
        ],
      );
      // These rows were written without digit buckets (as before migration 0016): start-up fills them,
      // and the same search gives the same drivers through the buckets' index.
      assert.equal(await fillPhoneGrams(server.app.db, server.app.fieldCrypto), count);
      assert.equal(await fillPhoneGrams(server.app.db, server.app.fieldCrypto), 0);
      const filled = await page('?search=' + encodeURIComponent('700104') + '&pageSize=5&page=2');
      assert.deepEqual([filled.total, names(filled.rows)], [partial.total, names(partial.rows)]);
      assert.deepEqual(names((await page(`?companyId=${bulk}&search=7001049`)).rows), ['Toplu Şoför 1049:35TPL1049']);
      const stats = await server.request('GET', '/api/drivers/statistics', { token: admin });
      assert.deepEqual(stats.body, { totalDrivers: count + 3, totalVehicles: count + 4, averageVehiclesPerDriver: (count + 4) / (count + 3), companyCount: 3 });
    });

    it('is for admins only and rejects bad input', async () => {
      const denied = await server.request('GET', '/api/drivers', { token: tenant.token });
      assert.deepEqual([denied.status, denied.body], [403, { message: MSG.forbidden }]);
      assert.equal((await server.request('GET', '/api/drivers', { token: null })).status, 401);
      const deniedStats = await server.request('GET', '/api/drivers/statistics', { token: tenant.token });
      assert.deepEqual([deniedStats.status, deniedStats.body], [403, { message: MSG.forbidden }]);
      const cases: Array<[string, string, string]> = [
        ['?companyId=abc', 'companyId', 'Geçersiz değer'],
        ['?companyId=99999999999', 'companyId', MSG.companyNotFound],
        ['?search=' + 'x'.repeat(201), 'search', MSG.tooLong(200)],
        ['?page=0', 'page', MSG.pageInvalid],
      ];
      for (const [query, field, message] of cases) {
        const reply = await server.request('GET', `/api/drivers${query}`, { token: admin });
        assert.equal(reply.status, 400, query);
        assert.deepEqual(reply.body.errors, { [field]: [message] }, query);
      }
    });
  });
}
