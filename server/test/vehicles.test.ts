import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { vehicles } from '../src/db/schema/index';
import { countRows, createCompany, createVehicle, randomPlate, withTenants, type Tenant } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

const body = (companyId: number, overrides: Record<string, unknown> = {}) => ({
  plateNumber: randomPlate(),
  brand: 'Renault',
  model: 'Kangoo',
  vehicleType: 'Hafif Ticari',
  kilometer: 45210,
  ownerName: 'Ayşe Yılmaz',
  driverPhone: '0 (533) 444 55 66',
  companyId,
  ...overrides,
});

for (const kind of DATABASES) {
  describe(`vehicles on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    it('creates a vehicle: plate normalised, phone encrypted and hashed, returned formatted', async () => {
      const input = body(shopA.companyId, { plateNumber: '06 abc 4321' });
      const reply = await server.request('POST', '/api/vehicles', { token: shopA.token, body: input });
      assert.equal(reply.status, 201);
      assert.equal(reply.body.plateNumber, '06ABC4321');
      assert.equal(reply.body.driverPhone, '0533 444 55 66');
      assert.equal(reply.body.companyId, shopA.companyId);
      assert.equal(reply.body.repairFormCount, 0);
      assert.equal(reply.body.contactHidden, false);
      assert.equal(reply.body.companyEmail, 'filo@firma.com');
      const [row] = await server.app.db.select().from(vehicles).where(eq(vehicles.id, reply.body.id));
      assert.ok(!row.driverPhoneEnc.includes('5334445566'));
      assert.equal(server.app.fieldCrypto.decrypt(row.driverPhoneEnc), '05334445566');
      assert.equal(row.driverPhoneHash, server.app.fieldCrypto.hash('05334445566'));

      const fetched = await server.request('GET', `/api/vehicles/${reply.body.id}`, { token: shopA.token });
      assert.equal(fetched.status, 200);
      assert.deepEqual(fetched.body, reply.body);
    });

    it('reports every validation message of the vehicle form and writes nothing', async () => {
      const before = await countRows(server, 'vehicles');
      const reply = await server.request('POST', '/api/vehicles', {
        token: admin,
        body: { plateNumber: 'ABC', brand: '  ', kilometer: -5, ownerName: '', driverPhone: '123', companyId: 0 },
      });
      assert.equal(reply.status, 400);
      assert.equal(reply.body.message, MSG.validationFailed);
      assert.deepEqual(reply.body.errors, {
        plateNumber: [MSG.plateInvalid],
        brand: [MSG.brandModelRequired],
        kilometer: [MSG.kilometerMin],
        ownerName: [MSG.ownerNameRequired],
        driverPhone: [MSG.driverPhoneInvalid],
        companyId: [MSG.companyRequired],
      });
      const blank = await server.request('POST', '/api/vehicles', {
        token: admin,
        body: { plateNumber: '', brand: 'Fiat', kilometer: 'abc', ownerName: 'x', driverPhone: '', companyId: 'x' },
      });
      assert.deepEqual(blank.body.errors, {
        plateNumber: [MSG.plateRequired],
        kilometer: [MSG.kilometerMin],
        driverPhone: [MSG.driverPhoneRequired],
        companyId: [MSG.companyRequired],
      });
      const missing = await server.request('POST', '/api/vehicles', { token: admin, body: {} });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, {
        plateNumber: [MSG.plateRequired],
        brand: [MSG.brandModelRequired],
        kilometer: [MSG.kilometerMin],
        ownerName: [MSG.ownerNameRequired],
        driverPhone: [MSG.driverPhoneRequired],
        companyId: [MSG.companyRequired],
      });
      const tooLong = await server.request('POST', '/api/vehicles', {
        token: admin,
        body: body(shopA.companyId, { brand: 'x'.repeat(101), ownerName: 'y'.repeat(201) }),
      });
      assert.deepEqual(tooLong.body.errors, { brand: [MSG.tooLong(100)], ownerName: [MSG.tooLong(200)] });
      const wrongTypes = await server.request('POST', '/api/vehicles', {
        token: admin,
        body: body(shopA.companyId, { kilometer: 1.5, plateNumber: 34, companyId: true }),
      });
      assert.deepEqual(wrongTypes.body.errors, { kilometer: [MSG.kilometerMin], plateNumber: [MSG.plateInvalid], companyId: [MSG.companyRequired] });
      assert.equal(await countRows(server, 'vehicles'), before);
    });

    it('answers 409 for a duplicate plate, on create and on update', async () => {
      const first = await server.request('POST', '/api/vehicles', { token: admin, body: body(shopA.companyId, { plateNumber: '35 KL 900' }) });
      assert.equal(first.status, 201);
      const duplicate = await server.request('POST', '/api/vehicles', { token: admin, body: body(shopB.companyId, { plateNumber: '35kl900' }) });
      assert.equal(duplicate.status, 409);
      assert.deepEqual(duplicate.body, { message: MSG.plateExists });
      const other = await server.request('POST', '/api/vehicles', { token: admin, body: body(shopA.companyId) });
      const clash = await server.request('PUT', `/api/vehicles/${other.body.id}`, { token: admin, body: body(shopA.companyId, { plateNumber: '35KL900' }) });
      assert.equal(clash.status, 409);
    });

    it('finds a plate system-wide and hides contact details across shops', async () => {
      const companyOfB = await createCompany(server, { email: 'gizli@firma.com', phone: '0212 999 88 77', address: 'Gizli adres', linkTo: [shopB.shopId] });
      const vehicle = await createVehicle(server, { companyId: companyOfB, plate: '34 GZL 77', phone: '05321234567', ownerName: 'Gizli Şoför' });

      const byB = await server.request('GET', '/api/vehicles/search/34gzl77', { token: shopB.token });
      assert.equal(byB.status, 200);
      assert.equal(byB.body.contactHidden, false);
      assert.equal(byB.body.driverPhone, '0532 123 45 67');
      assert.equal(byB.body.companyEmail, 'gizli@firma.com');

      const byA = await server.request('GET', '/api/vehicles/search/34GZL77', { token: shopA.token });
      assert.equal(byA.status, 200);
      assert.equal(byA.body.id, vehicle.id);
      assert.equal(byA.body.contactHidden, true);
      assert.equal(byA.body.driverPhone, null);
      assert.equal(byA.body.companyEmail, null);
      assert.equal(byA.body.companyPhone, null);
      assert.equal(byA.body.companyAddress, null);
      assert.equal(byA.body.ownerName, 'Gizli Şoför');
      assert.ok(!byA.text.includes('gizli@firma.com') && !byA.text.includes('1234567'));

      // By id only within tenancy (issue "Hardened and proven", hole 4): the plate is the way in.
      const getByA = await server.request('GET', `/api/vehicles/${vehicle.id}`, { token: shopA.token });
      assert.equal(getByA.status, 404);
      assert.ok(!getByA.text.includes('Gizli Şoför'));

      const byAdmin = await server.request('GET', '/api/vehicles/search/34GZL77', { token: admin });
      assert.equal(byAdmin.body.contactHidden, false);
      assert.equal(byAdmin.body.driverPhone, '0532 123 45 67');
    });

    it('answers 404 with the plate in the message, and 400 for an invalid plate', async () => {
      const missing = await server.request('GET', '/api/vehicles/search/34ZZZ999', { token: shopA.token });
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.body, { message: '34 ZZZ 999 plakalı araç sistemde kayıtlı değil.' });
      const invalid = await server.request('GET', '/api/vehicles/search/ABC', { token: shopA.token });
      assert.equal(invalid.status, 400);
      assert.equal(invalid.body.message, MSG.plateInvalid);
      assert.equal((await server.request('GET', '/api/vehicles/999999', { token: admin })).body.message, MSG.vehicleNotFound);
      assert.equal((await server.request('GET', '/api/vehicles/99999999999', { token: admin })).status, 404);
      assert.equal((await server.request('GET', '/api/vehicles/abc', { token: admin })).status, 404);
    });

    it('keeps a Tamirci to the companies of their shop', async () => {
      const unlinked = await createCompany(server, { linkTo: [shopB.shopId] });
      const create = await server.request('POST', '/api/vehicles', { token: shopA.token, body: body(unlinked) });
      assert.equal(create.status, 403);
      assert.deepEqual(create.body, { message: MSG.forbidden });
      const noCompany = await server.request('POST', '/api/vehicles', { token: shopA.token, body: body(987654) });
      assert.equal(noCompany.status, 400);
      assert.deepEqual(noCompany.body.errors, { companyId: [MSG.companyNotFound] });

      const ofB = await createVehicle(server, { companyId: shopB.companyId });
      const before = await server.app.db.select().from(vehicles).where(eq(vehicles.id, ofB.id));
      const putByA = await server.request('PUT', `/api/vehicles/${ofB.id}`, { token: shopA.token, body: body(shopB.companyId, { plateNumber: ofB.plate }) });
      assert.equal(putByA.status, 403);
      assert.deepEqual(await server.app.db.select().from(vehicles).where(eq(vehicles.id, ofB.id)), before);
    });

    it('lets only an admin move a vehicle to another company', async () => {
      const secondOfA = await createCompany(server, { linkTo: [shopA.shopId] });
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const move = await server.request('PUT', `/api/vehicles/${vehicle.id}`, { token: shopA.token, body: body(secondOfA, { plateNumber: vehicle.plate }) });
      assert.equal(move.status, 403);

      const edit = await server.request('PUT', `/api/vehicles/${vehicle.id}`, {
        token: shopA.token,
        body: body(shopA.companyId, { plateNumber: vehicle.plate, kilometer: '130.500', driverPhone: '5421112233' }),
      });
      assert.equal(edit.status, 400, 'a dotted kilometre string is not an integer');
      const ok = await server.request('PUT', `/api/vehicles/${vehicle.id}`, {
        token: shopA.token,
        body: body(shopA.companyId, { plateNumber: vehicle.plate, kilometer: '130500', driverPhone: '5421112233' }),
      });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.kilometer, 130500);
      assert.equal(ok.body.driverPhone, '0542 111 22 33');

      const byAdmin = await server.request('PUT', `/api/vehicles/${vehicle.id}`, { token: admin, body: body(shopB.companyId, { plateNumber: vehicle.plate }) });
      assert.equal(byAdmin.status, 200);
      assert.equal(byAdmin.body.companyId, shopB.companyId);
      assert.equal((await server.request('PUT', '/api/vehicles/424242', { token: admin, body: body(shopB.companyId) })).status, 404);
    });
  });
}
