import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@tamir/shared-api/domain';
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
      assert.deepEqual(names(rows), ['AHMET YILMAZ:34DRV11,34DRV12', 'Ahmet Yılmaz:34DRV13', 'Zeynep Şen:06DRV14']);
      const same = rows[0];
      assert.equal(same.phone, '0532 999 88 77');
      assert.equal(same.companyId, south);
      assert.equal(same.companyName, 'Güney Taşımacılık');
      assert.equal(same.totalForms, 2);
      assert.deepEqual(
        same.vehicles.map((vehicle) => typeof vehicle.id),
        ['number', 'number'],
      );
      assert.equal(rows[1].totalForms, 0);
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
      assert.deepEqual(names(await drivers(`?companyId=${north}&search=ahmet`)), ['Ahmet Yılmaz:34DRV11', 'Ahmet Yılmaz:34DRV13']);
      assert.deepEqual(await drivers('?companyId=999999'), []);
    });

    it('is for admins only and rejects bad input', async () => {
      const denied = await server.request('GET', '/api/drivers', { token: tenant.token });
      assert.deepEqual([denied.status, denied.body], [403, { message: MSG.forbidden }]);
      assert.equal((await server.request('GET', '/api/drivers', { token: null })).status, 401);
      const cases: Array<[string, string, string]> = [
        ['?companyId=abc', 'companyId', 'Geçersiz değer'],
        ['?companyId=99999999999', 'companyId', MSG.companyNotFound],
        ['?search=' + 'x'.repeat(201), 'search', MSG.tooLong(200)],
      ];
      for (const [query, field, message] of cases) {
        const reply = await server.request('GET', `/api/drivers${query}`, { token: admin });
        assert.equal(reply.status, 400, query);
        assert.deepEqual(reply.body.errors, { [field]: [message] }, query);
      }
    });
  });
}
