import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MSG, NO_EMAIL_PLACEHOLDER, NO_PHONE_PLACEHOLDER } from '@tamir/shared-api/domain';
import { repairShopCompanies, systemLogs } from '../src/db/schema/index';
import { countRows, createCompany, withTenants, type Tenant } from './helpers/fixtures';
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
      assert.deepEqual(Object.keys(listA.body[0]).sort(), [
        'address',
        'authorizedPerson',
        'contactEmail',
        'contactPhone',
        'createdAt',
        'id',
        'isActive',
        'name',
        'taxNumber',
      ]);
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
  });
}
