import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema/index';
import { countRows, createCompany, withTenants, type Tenant } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';

/** The buyer's 'Vergi dairesi' and 'e-Fatura mükellefi' on a company (issue 43): saved, shown, checked. */
for (const kind of DATABASES) {
  describe(`company invoice fields on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    it('creates a company with its tax office and e-Fatura flag, and shows them in the list and the detail', async () => {
      const created = await server.request('POST', '/api/company', {
        token: shopA.token,
        body: { name: 'Kaya Lojistik A.Ş.', contactEmail: 'muhasebe@kaya.example', taxNumber: '9876543210', taxOffice: 'Maltepe', eInvoiceUser: true },
      });
      assert.equal(created.status, 201, created.text);
      const one = await server.request('GET', `/api/company/${created.body.id}`, { token: shopA.token });
      assert.equal(one.body.taxOffice, 'Maltepe');
      assert.equal(one.body.eInvoiceUser, true);
      const list = await server.request('GET', '/api/company?name=Kaya', { token: shopA.token });
      assert.deepEqual(
        list.body.map((c: { taxOffice: string; eInvoiceUser: boolean }) => [c.taxOffice, c.eInvoiceUser]),
        [['Maltepe', true]],
      );
      const plain = await server.request('POST', '/api/company', { token: admin, body: { name: 'Bireysel Müşteri', contactPhone: '0216 111 22 33' } });
      const plainOne = await server.request('GET', `/api/company/${plain.body.id}`, { token: admin });
      assert.equal(plainOne.body.taxOffice, null);
      assert.equal(plainOne.body.eInvoiceUser, false, 'not an e-Fatura user unless ticked');
    });

    it('changes them only when sent, and clears the tax office with an empty text', async () => {
      const id = await createCompany(server, { name: 'Güncel Filo', email: 'filo@guncel.example', linkTo: [shopA.shopId] });
      const set = await server.request('PUT', `/api/company/${id}`, {
        token: shopA.token,
        body: { contactEmail: 'filo@guncel.example', taxOffice: 'Kadıköy', eInvoiceUser: true },
      });
      assert.equal(set.status, 200, set.text);
      assert.equal(set.body.taxOffice, 'Kadıköy');
      assert.equal(set.body.eInvoiceUser, true);
      const untouched = await server.request('PUT', `/api/company/${id}`, {
        token: shopA.token,
        body: { contactEmail: 'filo@guncel.example', address: 'Yeni Adres' },
      });
      assert.equal(untouched.body.taxOffice, 'Kadıköy');
      assert.equal(untouched.body.eInvoiceUser, true);
      const cleared = await server.request('PUT', `/api/company/${id}`, {
        token: admin,
        body: { contactEmail: 'filo@guncel.example', taxOffice: '', eInvoiceUser: false },
      });
      assert.equal(cleared.body.taxOffice, null);
      assert.equal(cleared.body.eInvoiceUser, false);
      const [row] = await server.app.db.select().from(companies).where(eq(companies.id, id));
      assert.equal(row.taxOffice, null);
      assert.equal(row.eInvoiceUser, false);
    });

    it('refuses a too long tax office and a flag that is not true/false, in Turkish, writing nothing', async () => {
      const before = await countRows(server, 'companies');
      const long = await server.request('POST', '/api/company', {
        token: shopA.token,
        body: { name: 'Uzun Daire', contactEmail: 'a@b.example', taxOffice: 'V'.repeat(101) },
      });
      assert.equal(long.status, 400);
      assert.deepEqual(long.body.errors, { taxOffice: ['Vergi dairesi en fazla 100 karakter olabilir'] });
      for (const eInvoiceUser of ['true', 1, 'evet', { a: 1 }]) {
        const bad = await server.request('POST', '/api/company', { token: shopA.token, body: { name: 'Bayrak', contactEmail: 'a@b.example', eInvoiceUser } });
        assert.equal(bad.status, 400, JSON.stringify(eInvoiceUser));
        assert.deepEqual(bad.body.errors, { eInvoiceUser: ['Geçersiz değer'] });
      }
      assert.equal(await countRows(server, 'companies'), before);
      const id = await createCompany(server, { name: 'Değişmeyen', email: 'd@e.example', linkTo: [shopA.shopId] });
      const badPut = await server.request('PUT', `/api/company/${id}`, {
        token: shopA.token,
        body: { contactEmail: 'd@e.example', taxOffice: 7, eInvoiceUser: 'yes' },
      });
      assert.equal(badPut.status, 400);
      assert.deepEqual(Object.keys(badPut.body.errors).sort(), ['eInvoiceUser', 'taxOffice']);
      const other = await server.request('PUT', `/api/company/${id}`, { token: shopB.token, body: { contactEmail: 'd@e.example', eInvoiceUser: true } });
      assert.equal(other.status, 404, 'another shop’s Tamirci cannot set it');
      const [row] = await server.app.db.select().from(companies).where(eq(companies.id, id));
      assert.equal(row.eInvoiceUser, false);
      assert.equal(row.taxOffice, null);
    });
  });
}
