import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MSG, NO_EMAIL_PLACEHOLDER, NO_PHONE_PLACEHOLDER } from '@tamir/shared-api/domain';
import { companies, repairShopCompanies, systemLogs, vehicles } from '../src/db/schema/index';
import {
  countRows,
  createCompany,
  createForm,
  createShop,
  createUser,
  createVehicle,
  randomPlate,
  withTenants,
  type Tenant,
  ORGANISATION_KEYS,
} from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

for (const kind of DATABASES) {
  describe(`companies on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    it('shows a Tamirci only the companies linked to their shop; an admin all', async () => {
      const listA = await server.request('GET', '/api/company', { token: shopA.token });
      assert.equal(listA.status, 200);
      assert.deepEqual(
        listA.body.map((c: { id: number }) => c.id),
        [shopA.companyId],
      );
      assert.deepEqual(
        Object.keys(listA.body[0]).sort(),
        [...ORGANISATION_KEYS, 'taxOffice', 'eInvoiceUser', 'reminderEmailsOptOut', 'userCount', 'vehicleCount'].sort(),
      );
      const all = await server.request('GET', '/api/company', { token: admin });
      const ids = all.body.map((c: { id: number }) => c.id);
      assert.ok(ids.includes(shopA.companyId) && ids.includes(shopB.companyId));
    });

    it('filters by name case-insensitively, Turkish letters included, at most 20 for autocomplete', async () => {
      const istanbul = await createCompany(server, { name: 'İSTANBUL Lojistik', linkTo: [shopA.shopId] });
      const sahin = await createCompany(server, { name: 'Şahin Taşımacılık', linkTo: [shopA.shopId] });
      await createCompany(server, { name: 'İstanbul Gizli (B)', linkTo: [shopB.shopId] });
      const names = async (query: string) =>
        (await server.request('GET', `/api/company?name=${encodeURIComponent(query)}`, { token: shopA.token })).body.map((c: { id: number }) => c.id);
      assert.deepEqual(await names('istanbul'), [istanbul]);
      assert.deepEqual(await names('ıstanbul'), [istanbul]);
      assert.deepEqual(await names('lojİstİk'), [istanbul]);
      assert.deepEqual(await names('ŞAHİN'), [sahin]);
      assert.deepEqual(await names('tasima'), [sahin]);
      assert.deepEqual(await names('%'), []);

      for (let i = 0; i < 22; i++) await createCompany(server, { name: `Toplu Filo ${i}`, linkTo: [shopA.shopId] });
      assert.equal((await names('toplu')).length, 20);
      assert.ok((await server.request('GET', '/api/company', { token: shopA.token })).body.length > 22);
    });

    it('reports the company form messages and writes nothing', async () => {
      const before = await countRows(server, 'companies');
      const check = async (payload: Record<string, unknown>, errors: Record<string, string[]>) => {
        const reply = await server.request('POST', '/api/company', { token: shopA.token, body: payload });
        assert.equal(reply.status, 400, JSON.stringify(payload));
        assert.deepEqual(reply.body.errors, errors);
      };
      await check({}, { name: [MSG.companyNameRequired] });
      await check({ name: '  ', contactEmail: 'a@b.co' }, { name: [MSG.companyNameRequired] });
      await check({ name: 'x'.repeat(201), contactEmail: 'a@b.co' }, { name: [MSG.companyNameMax] });
      await check({ name: 'Adresli', contactEmail: 'a@b.co', address: 'y'.repeat(501) }, { address: [MSG.addressMax] });
      await check({ name: 'İletişimsiz' }, { contactEmail: [MSG.contactRequired] });
      await check({ name: 'Yer tutucu', contactEmail: NO_EMAIL_PLACEHOLDER, contactPhone: NO_PHONE_PLACEHOLDER }, { contactEmail: [MSG.contactRequired] });
      await check({ name: 'Kötü e-posta', contactEmail: 'not-an-email' }, { contactEmail: [MSG.emailInvalid] });
      await check({ name: 'Kötü telefon', contactPhone: '12345' }, { contactPhone: [MSG.phoneInvalid] });
      await check({ name: 'Vergi', contactPhone: '0212 111 22 33', taxNumber: '123' }, { taxNumber: [MSG.taxNumberInvalid] });
      await check({ name: 5, contactEmail: ['x'] }, { name: ['Geçersiz değer'], contactEmail: ['Geçersiz değer'] });
      assert.equal(await countRows(server, 'companies'), before);
    });

    it('links a company created by a Tamirci to their shop and logs it', async () => {
      const reply = await server.request('POST', '/api/company', {
        token: shopA.token,
        body: {
          name: '  Yeni Müşteri A.Ş. ',
          contactEmail: NO_EMAIL_PLACEHOLDER,
          contactPhone: '5324445566',
          taxNumber: '1234567890',
          authorizedPerson: 'Can Bey',
        },
      });
      assert.equal(reply.status, 201);
      assert.deepEqual(Object.keys(reply.body), ['id']);
      const id = reply.body.id;
      const links = await server.app.db.select().from(repairShopCompanies).where(eq(repairShopCompanies.companyId, id));
      assert.deepEqual(
        links.map((link) => link.repairShopId),
        [shopA.shopId],
      );
      const listed = (await server.request('GET', '/api/company?name=yeni', { token: shopA.token })).body;
      assert.equal(listed[0].name, 'Yeni Müşteri A.Ş.');
      assert.equal(listed[0].contactPhone, '0532 444 55 66');
      assert.equal(listed[0].contactEmail, NO_EMAIL_PLACEHOLDER);
      assert.deepEqual((await server.request('GET', '/api/company?name=yeni', { token: shopB.token })).body, []);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'Company'), eq(systemLogs.entityId, String(id))));
      assert.equal(logs.length, 1);
      assert.equal(logs[0].action, 'Create');
    });

    it('refuses a duplicate name among visible companies only', async () => {
      await createCompany(server, { name: 'Ortak Nakliyat', linkTo: [shopB.shopId] });
      const byB = await server.request('POST', '/api/company', { token: shopB.token, body: { name: 'ORTAK nakliyat', contactPhone: '02121112233' } });
      assert.equal(byB.status, 409);
      assert.deepEqual(byB.body, { message: MSG.companyExists });
      const byA = await server.request('POST', '/api/company', { token: shopA.token, body: { name: 'Ortak Nakliyat', contactPhone: '02121112233' } });
      assert.equal(byA.status, 201, 'a name used only by another shop does not block (and is not revealed)');
      const byAdmin = await server.request('POST', '/api/company', { token: admin, body: { name: 'ortak NAKLİYAT', contactPhone: '02121112233' } });
      assert.equal(byAdmin.status, 409);
    });

    it('filters by phone, e-mail and tax number, pages with x-total-count, and counts staff and vehicles', async () => {
      const shop = await createShop(server);
      await createUser(server, { repairShopId: shop });
      await createUser(server, { repairShopId: shop });
      const ids: number[] = [];
      for (let i = 0; i < 3; i++)
        ids.push(await createCompany(server, { name: `Sayfa Filo ${i}`, phone: `0216 555 10 ${10 + i}`, email: `sayfa${i}@filo.example`, linkTo: [shop] }));
      await server.app.db.update(companies).set({ taxNumber: '9876543210' }).where(eq(companies.id, ids[1]));
      await createVehicle(server, { companyId: ids[0], plate: randomPlate() });
      await createVehicle(server, { companyId: ids[0], plate: randomPlate() });

      const page1 = await server.request('GET', `/api/company?repairShopId=${shop}&page=1&pageSize=2`, { token: admin });
      assert.equal(page1.status, 200, page1.text);
      assert.equal(page1.headers.get('x-total-count'), '3');
      assert.deepEqual(
        page1.body.map((c: { name: string }) => c.name),
        ['Sayfa Filo 0', 'Sayfa Filo 1'],
      );
      assert.equal(page1.body[0].vehicleCount, 2);
      assert.equal(page1.body[0].userCount, 2);
      const page2 = await server.request('GET', `/api/company?repairShopId=${shop}&page=2&pageSize=2`, { token: admin });
      assert.deepEqual(
        page2.body.map((c: { name: string }) => c.name),
        ['Sayfa Filo 2'],
      );

      const byPhone = await server.request('GET', `/api/company?repairShopId=${shop}&phone=5551011`, { token: admin });
      assert.deepEqual(
        byPhone.body.map((c: { id: number }) => c.id),
        [ids[1]],
      );
      const byEmail = await server.request('GET', `/api/company?repairShopId=${shop}&email=SAYFA2@`, { token: admin });
      assert.deepEqual(
        byEmail.body.map((c: { id: number }) => c.id),
        [ids[2]],
      );
      const byTax = await server.request('GET', `/api/company?repairShopId=${shop}&taxNumber=98765`, { token: admin });
      assert.deepEqual(
        byTax.body.map((c: { id: number }) => c.id),
        [ids[1]],
      );

      const stats = await server.request('GET', `/api/company/statistics?repairShopId=${shop}`, { token: admin });
      assert.deepEqual(stats.body, { totalCompanies: 3, activeCompanies: 3, totalStaff: 2, totalVehicles: 2 });
      // A Tamirci's repairShopId is ignored: their own shop.
      const own = await server.request('GET', `/api/company/statistics?repairShopId=${shop}`, { token: shopA.token });
      const ownList = await server.request('GET', '/api/company?page=1&pageSize=1', { token: shopA.token });
      assert.equal(String(own.body.totalCompanies), ownList.headers.get('x-total-count'));
      assert.notEqual(own.body.totalCompanies, 3);
      const users = await server.request('GET', `/api/company/${ids[0]}/users`, { token: admin });
      assert.equal(users.body.length, 2);
    });

    it('updates partially: only sent fields change, e-mail and phone always; the placeholders stay', async () => {
      const id = await createCompany(server, {
        name: 'Kısmi Güncelleme',
        email: 'kismi@filo.example',
        phone: '0216 111 22 33',
        address: 'Eski Adres',
        linkTo: [shopA.shopId],
      });
      const put = await server.request('PUT', `/api/company/${id}`, {
        token: shopA.token,
        body: { contactEmail: NO_EMAIL_PLACEHOLDER, contactPhone: '0216 999 88 77', taxNumber: '1234567890' },
      });
      assert.equal(put.status, 200, put.text);
      assert.equal(put.body.name, 'Kısmi Güncelleme');
      assert.equal(put.body.address, 'Eski Adres');
      assert.equal(put.body.taxNumber, '1234567890');
      assert.equal(put.body.contactEmail, NO_EMAIL_PLACEHOLDER);
      assert.equal(put.body.contactPhone, '0216 999 88 77');
      const bad = await server.request('PUT', `/api/company/${id}`, {
        token: shopA.token,
        body: { name: '', contactEmail: NO_EMAIL_PLACEHOLDER, contactPhone: NO_PHONE_PLACEHOLDER },
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors.name, [MSG.companyNameRequired]);
      assert.deepEqual(bad.body.errors.contactEmail, [MSG.contactRequired]);
      const tax = await server.request('PUT', `/api/company/${id}`, {
        token: shopA.token,
        body: { taxNumber: '12', contactEmail: 'a@b.example', contactPhone: '' },
      });
      assert.deepEqual(tax.body.errors.taxNumber, [MSG.taxNumberInvalid]);
      const other = await server.request('PUT', `/api/company/${id}`, { token: shopB.token, body: { contactEmail: 'x@y.example', contactPhone: '' } });
      assert.equal(other.status, 404);
      const [row] = await server.app.db.select().from(companies).where(eq(companies.id, id));
      assert.equal(row.contactPhone, '0216 999 88 77', 'refused updates changed nothing');
    });

    it('deletes a company with its vehicles, and refuses (409, nothing deleted) while a vehicle has forms', async () => {
      const id = await createCompany(server, { name: 'Silinecek Filo', linkTo: [shopA.shopId] });
      const v1 = await createVehicle(server, { companyId: id, plate: randomPlate() });
      const v2 = await createVehicle(server, { companyId: id, plate: randomPlate() });
      await createForm(server, {
        vehicleId: v2.id,
        plate: v2.plate,
        companyId: id,
        companyName: 'Silinecek Filo',
        repairShopId: shopA.shopId,
        customerName: 'Şoför',
      });
      const refused = await server.request('DELETE', `/api/company/${id}`, { token: shopA.token });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.message, MSG.companyHasFormVehicles);
      assert.equal((await server.app.db.select().from(vehicles).where(eq(vehicles.companyId, id))).length, 2, 'nothing half-deleted');

      const id2 = await createCompany(server, { name: 'Boş Filo', linkTo: [shopA.shopId] });
      const v3 = await createVehicle(server, { companyId: id2, plate: randomPlate() });
      assert.equal((await server.request('DELETE', `/api/company/${id2}`, { token: shopB.token })).status, 404);
      const list = await server.request('GET', `/api/company/${id2}/vehicles`, { token: shopA.token });
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('x-total-count'), '1');
      assert.equal(list.body[0].plateNumber, v3.plate);
      const deleted = await server.request('DELETE', `/api/company/${id2}`, { token: shopA.token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.equal((await server.app.db.select().from(vehicles).where(eq(vehicles.companyId, id2))).length, 0);
      assert.equal((await server.request('GET', `/api/company/${id2}`, { token: admin })).status, 404);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'Company'), eq(systemLogs.entityId, String(id2)), eq(systemLogs.action, 'Delete')));
      assert.equal(logs.length, 1);
      void v1;
    });

    it('lets an Admin create a company for a chosen shop, and refuses an unknown shop', async () => {
      const shop = await createShop(server);
      const created = await server.request('POST', '/api/company', {
        token: admin,
        body: { name: 'Seçili Tamirhane Firması', contactEmail: 'secili@filo.example', repairShopId: shop },
      });
      assert.equal(created.status, 201, created.text);
      const links = await server.app.db.select().from(repairShopCompanies).where(eq(repairShopCompanies.companyId, created.body.id));
      assert.deepEqual(
        links.map((l) => l.repairShopId),
        [shop],
      );
      const unknown = await server.request('POST', '/api/company', {
        token: admin,
        body: { name: 'Hayalet', contactEmail: 'h@filo.example', repairShopId: 99999999 },
      });
      assert.equal(unknown.status, 400);
    });
  });
}
