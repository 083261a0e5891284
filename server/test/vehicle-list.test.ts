import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MSG, foldForSearch } from '@tamir/shared-api/domain';
import { systemLogs, vehicles } from '../src/db/schema/index';
import { countRows, createCompany, createForm, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

type Row = { id: number; plateNumber: string };

for (const kind of DATABASES) {
  describe(`vehicle list and delete on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    let shared: number;
    const plates = async (token: string, query = '') => {
      const reply = await server.request('GET', `/api/vehicles${query}`, { token });
      assert.equal(reply.status, 200, `${query}: ${reply.text}`);
      return (reply.body as Row[]).map((row) => row.plateNumber);
    };

    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));
    before(async () => {
      shared = await createCompany(server, { linkTo: [shopA.shopId, shopB.shopId] });
      await createVehicle(server, {
        companyId: shopA.companyId,
        plate: '34 ZZ 300',
        brand: 'İsuzu',
        model: 'NPR',
        vehicleType: 'Kamyonet',
        ownerName: 'Şahin Öztürk',
      });
      await createVehicle(server, {
        companyId: shopA.companyId,
        plate: '34 AB 100',
        brand: 'Fiat',
        model: 'Doblo Cargo',
        vehicleType: 'Hafif Ticari',
        ownerName: 'Ayşe Işık',
      });
      await createVehicle(server, { companyId: shared, plate: '06 SH 200', brand: 'Ford', model: 'Transit', vehicleType: 'Minibüs', ownerName: 'Cem Uçar' });
      await createVehicle(server, { companyId: shopB.companyId, plate: '35 BB 400', brand: 'Fiat', model: 'Fiorino', ownerName: 'Şahin Bey' });
    });

    it('lists by plate; a Tamirci gets the vehicles of their linked companies only', async () => {
      assert.deepEqual(await plates(shopA.token), ['06SH200', '34AB100', '34ZZ300']);
      assert.deepEqual(await plates(shopB.token), ['06SH200', '35BB400']);
      assert.deepEqual(await plates(admin), ['06SH200', '34AB100', '34ZZ300', '35BB400']);
      const companiesOfA = (await server.request('GET', '/api/company', { token: shopA.token })).body.map((company: { id: number }) => company.id);
      assert.deepEqual(companiesOfA.sort(), [shopA.companyId, shared].sort());

      const reply = await server.request('GET', '/api/vehicles', { token: shopA.token });
      const row = reply.body.find((vehicle: Row) => vehicle.plateNumber === '34ZZ300');
      assert.equal(row.brand, 'İsuzu');
      assert.equal(row.vehicleType, 'Kamyonet');
      assert.equal(row.driverPhone, '0532 111 22 33');
      assert.equal(row.contactHidden, false);
      assert.equal(row.repairFormCount, 0);
      assert.equal(row.companyId, shopA.companyId);
    });

    it('filters brand, model, type and owner by contained text, ignoring case and Turkish letters', async () => {
      assert.deepEqual(await plates(admin, '?brand=FİAT'), ['34AB100', '35BB400']);
      assert.deepEqual(await plates(admin, '?brand=isuzu'), ['34ZZ300']);
      assert.deepEqual(await plates(admin, '?brand=fiat&model=cargo'), ['34AB100']);
      assert.deepEqual(await plates(admin, '?vehicleType=' + encodeURIComponent('minibüs')), ['06SH200']);
      assert.deepEqual(await plates(admin, '?ownerName=' + encodeURIComponent('ŞAHİN')), ['34ZZ300', '35BB400']);
      assert.deepEqual(await plates(admin, '?ownerName=sahin'), ['34ZZ300', '35BB400']);
      assert.deepEqual(await plates(shopA.token, '?ownerName=sahin'), ['34ZZ300']);
      assert.deepEqual(await plates(admin, '?ownerName=isik'), ['34AB100']);
      assert.deepEqual(await plates(admin, '?brand=%25'), []);
      assert.deepEqual(await plates(admin, '?brand=&model='), ['06SH200', '34AB100', '34ZZ300', '35BB400']);
    });

    it('filters by company; another shop’s company gives an empty list', async () => {
      assert.deepEqual(await plates(shopA.token, `?companyId=${shopA.companyId}`), ['34AB100', '34ZZ300']);
      assert.deepEqual(await plates(shopA.token, `?companyId=${shared}`), ['06SH200']);
      assert.deepEqual(await plates(shopA.token, `?companyId=${shopB.companyId}`), []);
      assert.deepEqual(await plates(admin, `?companyId=${shopB.companyId}`), ['35BB400']);
      assert.deepEqual(await plates(admin, '?companyId=999999'), []);
    });

    it('searches plate (with or without spaces), owner, brand and model', async () => {
      assert.deepEqual(await plates(admin, '?search=' + encodeURIComponent('34 ab 1')), ['34AB100']);
      assert.deepEqual(await plates(admin, '?search=34AB'), ['34AB100']);
      assert.deepEqual(await plates(admin, '?search=zz3'), ['34ZZ300']);
      assert.deepEqual(await plates(admin, '?search=' + encodeURIComponent('AYŞE')), ['34AB100']);
      assert.deepEqual(await plates(admin, '?search=transit'), ['06SH200']);
      assert.deepEqual(await plates(admin, '?search=fiat&model=fiorino'), ['35BB400']);
      assert.deepEqual(await plates(shopA.token, '?search=fiorino'), []);
    });

    it('pages on the server past the old 500-row cap: every vehicle reachable, the total over every match', async () => {
      const company = await createCompany(server, { linkTo: [shopA.shopId] });
      const values = Array.from({ length: 520 }, (_, i) => ({
        plateNumber: `01PG${String(i).padStart(4, '0')}`.slice(0, 10),
        brand: i % 2 ? 'Renault' : 'Opel',
        model: 'Master',
        ownerName: `Sürücü ${i}`,
        companyId: company,
        driverPhoneEnc: server.app.fieldCrypto.encrypt('05321112233'),
        driverPhoneHash: server.app.fieldCrypto.hash('05321112233'),
        searchText: foldForSearch(`01PG${String(i).padStart(4, '0')}`, i % 2 ? 'Renault' : 'Opel', 'Master', `Sürücü ${i}`),
      }));
      await server.app.db.insert(vehicles).values(values as never);
      const page = async (query: string) => {
        const reply = await server.request('GET', `/api/vehicles?companyId=${company}${query}`, { token: shopA.token });
        assert.equal(reply.status, 200, reply.text);
        return { plates: (reply.body as Row[]).map((row) => row.plateNumber), total: Number(reply.headers.get('x-total-count')) };
      };
      const first = await page('');
      assert.equal(first.total, 520);
      assert.equal(first.plates.length, 50, 'the default page is 50');
      const last = await page('&page=3&pageSize=200');
      assert.equal(last.plates.length, 120);
      assert.equal(last.plates.at(-1), '01PG0519', 'the 520th vehicle is reachable');
      const seen = new Set<string>();
      for (let p = 1; p <= 3; p++) for (const plate of (await page(`&page=${p}&pageSize=200`)).plates) seen.add(plate);
      assert.equal(seen.size, 520);
      const renault = await page('&search=renault&pageSize=200');
      assert.equal(renault.total, 260, 'the search counts every match, not a capped list');
      assert.equal((await page('&page=12')).plates.length, 0, 'past the last page: no rows');
      assert.equal((await server.request('GET', `/api/vehicles?page=0`, { token: admin })).status, 400);
      await server.app.db.delete(vehicles).where(eq(vehicles.companyId, company));
    });

    it('counts the forms per vehicle that the caller may open', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, plate: '34 FC 500' });
      await createForm(server, { vehicleId: vehicle.id, repairShopId: shopA.shopId });
      await createForm(server, { vehicleId: vehicle.id, repairShopId: shopB.shopId });
      const ofShop = await server.request('GET', '/api/vehicles?search=34fc500', { token: shopA.token });
      assert.equal(ofShop.body[0].repairFormCount, 1, "another shop's form is not counted for shop A");
      const ofAdmin = await server.request('GET', '/api/vehicles?search=34fc500', { token: admin });
      assert.equal(ofAdmin.body[0].repairFormCount, 2);
    });

    it('rejects bad filters with Turkish field messages', async () => {
      const cases: Array<[string, string, string]> = [
        ['?companyId=abc', 'companyId', 'Geçersiz değer'],
        ['?companyId=99999999999', 'companyId', MSG.companyNotFound],
        ['?brand=' + 'b'.repeat(101), 'brand', MSG.tooLong(100)],
        ['?ownerName=' + 'o'.repeat(201), 'ownerName', MSG.tooLong(200)],
        ['?search=' + 's'.repeat(201), 'search', MSG.tooLong(200)],
      ];
      for (const [query, field, message] of cases) {
        const reply = await server.request('GET', `/api/vehicles${query}`, { token: admin });
        assert.equal(reply.status, 400, query);
        assert.deepEqual(reply.body.errors, { [field]: [message] }, query);
      }
      assert.equal((await server.request('GET', '/api/vehicles', { token: null })).status, 401);
    });

    it('deletes a vehicle without forms and logs it; refuses one with forms (409), changing nothing', async () => {
      const free = await createVehicle(server, { companyId: shopA.companyId, plate: '34 DL 600' });
      const withForms = await createVehicle(server, { companyId: shopA.companyId, plate: '34 DL 601' });
      await createForm(server, { vehicleId: withForms.id, repairShopId: shopA.shopId });
      const before = await countRows(server, 'vehicles');

      const refused = await server.request('DELETE', `/api/vehicles/${withForms.id}`, { token: shopA.token });
      assert.deepEqual([refused.status, refused.body], [409, { message: 'Bu araca ait tamir formları bulunduğu için araç silinemez' }]);
      assert.equal(await countRows(server, 'vehicles'), before);
      const refusedForAdmin = await server.request('DELETE', `/api/vehicles/${withForms.id}`, { token: admin });
      assert.equal(refusedForAdmin.status, 409);

      const deleted = await server.request('DELETE', `/api/vehicles/${free.id}`, { token: shopA.token });
      assert.deepEqual([deleted.status, deleted.body], [200, { message: 'Araç silindi' }]);
      assert.equal(await countRows(server, 'vehicles'), before - 1);
      assert.equal((await server.app.db.select().from(vehicles).where(eq(vehicles.id, free.id))).length, 0);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.action, 'Delete'), eq(systemLogs.entityType, 'Vehicle'), eq(systemLogs.entityId, String(free.id))));
      assert.equal(logs.length, 1);
      assert.equal(logs[0].username, shopA.user.username);
      assert.ok(logs[0].description?.includes('34 DL 600'));

      const again = await server.request('DELETE', `/api/vehicles/${free.id}`, { token: shopA.token });
      assert.deepEqual([again.status, again.body.message], [404, MSG.vehicleNotFound]);
    });

    it('keeps a Tamirci from deleting another shop’s vehicle; an admin may', async () => {
      const ofB = await createVehicle(server, { companyId: shopB.companyId, plate: '35 DL 700' });
      const before = await countRows(server, 'vehicles');
      const denied = await server.request('DELETE', `/api/vehicles/${ofB.id}`, { token: shopA.token });
      assert.deepEqual([denied.status, denied.body.message], [403, MSG.forbidden]);
      for (const path of ['/api/vehicles/abc', '/api/vehicles/99999999999', '/api/vehicles/0']) {
        assert.equal((await server.request('DELETE', path, { token: admin })).status, 404, path);
      }
      assert.equal((await server.request('DELETE', `/api/vehicles/${ofB.id}`, { token: null })).status, 401);
      assert.equal(await countRows(server, 'vehicles'), before);
      const byAdmin = await server.request('DELETE', `/api/vehicles/${ofB.id}`, { token: admin });
      assert.equal(byAdmin.status, 200);
      assert.equal(await countRows(server, 'vehicles'), before - 1);
    });

    it('never deletes a vehicle whose form arrives at the same time', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, plate: '34 RC 800' });
      const [created, deleted] = await Promise.all([
        server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yarış'], partsUsed: '' } }),
        server.request('DELETE', `/api/vehicles/${vehicle.id}`, { token: shopA.token }),
      ]);
      const exists = (await server.app.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))).length === 1;
      if (created.status === 201) {
        assert.equal(deleted.status, 409);
        assert.ok(exists);
      } else {
        assert.equal(deleted.status, 200);
        assert.ok(!exists);
      }
    });
  });
}
