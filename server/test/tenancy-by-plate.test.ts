import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { repairShopCompanies } from '../src/db/schema/index';
import { createCompany, createTenant, createVehicle } from './helpers/fixtures';
import { DATABASES, startServer, type TestServer } from './helpers/server';

// Issue "Hardened and proven", holes 3 and 4: a shop reaches another company's vehicle only by the
// plate in front of it, and the link a form makes does not outlive the shop's forms.
for (const kind of DATABASES) {
  describe(`vehicles of companies a shop does not serve, on ${kind}`, () => {
    let server: TestServer;
    let shopA: Awaited<ReturnType<typeof createTenant>>;
    let shopB: Awaited<ReturnType<typeof createTenant>>;
    before(async () => {
      server = await startServer(kind);
      shopA = await createTenant(server);
      shopB = await createTenant(server);
    });
    after(() => server.close());

    const linked = async (shopId: number, companyId: number) =>
      (
        await server.app.db
          .select()
          .from(repairShopCompanies)
          .where(and(eq(repairShopCompanies.repairShopId, shopId), eq(repairShopCompanies.companyId, companyId)))
      ).length === 1;

    it('does not give another shop a vehicle by id; plate search still finds it with contacts hidden', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const byId = await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopB.token });
      assert.equal(byId.status, 404);
      assert.deepEqual(byId.body, { message: MSG.vehicleNotFound });
      assert.equal((await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopA.token })).status, 200);
      const ofA = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ'] } });
      assert.equal(ofA.status, 201, ofA.text);
      assert.equal((await server.request('GET', `/api/vehicles/search/${vehicle.plate}`, { token: shopA.token })).body.repairFormCount, 1);
      const byPlate = await server.request('GET', `/api/vehicles/search/${vehicle.plate}`, { token: shopB.token });
      assert.equal(byPlate.status, 200);
      assert.equal(byPlate.body.contactHidden, true);
      assert.equal(byPlate.body.repairFormCount, 0, "another shop's forms are not counted for it");
      assert.equal(byPlate.body.driverPhone, null);
    });

    it('creates a form for such a vehicle only with its plate, and the link goes with the last form', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const body = { vehicleId: vehicle.id, descriptionLines: ['Fren sesi'] };
      const guessed = await server.request('POST', '/api/repairform', { token: shopB.token, body });
      assert.equal(guessed.status, 400);
      assert.deepEqual(guessed.body.errors, { vehicleId: [MSG.vehicleMissing] });
      const wrongPlate = await server.request('POST', '/api/repairform', { token: shopB.token, body: { ...body, plateNumber: '34ZZZ999' } });
      assert.equal(wrongPlate.status, 400);
      assert.equal(await linked(shopB.shopId, shopA.companyId), false);

      const first = await server.request('POST', '/api/repairform', { token: shopB.token, body: { ...body, plateNumber: vehicle.plate.toLowerCase() } });
      assert.equal(first.status, 201, first.text);
      assert.equal(await linked(shopB.shopId, shopA.companyId), true);
      assert.equal((await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopB.token })).status, 200);
      const second = await server.request('POST', '/api/repairform', { token: shopB.token, body });
      assert.equal(second.status, 201, 'once linked, the id is enough');

      assert.equal((await server.request('DELETE', `/api/repairform/${first.body.id}`, { token: shopB.token })).status, 200);
      assert.equal(await linked(shopB.shopId, shopA.companyId), true, 'another form of the shop keeps the link');
      assert.equal((await server.request('DELETE', `/api/repairform/${second.body.id}`, { token: shopB.token })).status, 200);
      assert.equal(await linked(shopB.shopId, shopA.companyId), false, 'the link went with the last form');
      assert.equal((await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopB.token })).status, 404);
      assert.equal(await linked(shopA.shopId, shopA.companyId), true, "the company's own shop keeps its link");
    });

    it('keeps a link made by hand when the forms go', async () => {
      const created = await server.request('POST', '/api/company', {
        token: shopB.token,
        body: { name: `El ile ${Date.now()}`, contactEmail: 'el@firma.com' },
      });
      assert.equal(created.status, 201, created.text);
      const vehicle = await createVehicle(server, { companyId: created.body.id });
      const form = await server.request('POST', '/api/repairform', { token: shopB.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ'] } });
      assert.equal(form.status, 201, form.text);
      assert.equal((await server.request('DELETE', `/api/repairform/${form.body.id}`, { token: shopB.token })).status, 200);
      assert.equal(await linked(shopB.shopId, created.body.id), true);
      const other = await createCompany(server, { linkTo: [shopB.shopId] });
      assert.equal(await linked(shopB.shopId, other), true);
    });
  });
}
