import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { repairForms } from '../src/db/schema/index';
import { createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 43 screens: GET /api/invoices?repairFormId= finds a form's invoice for its detail screen,
// ?repairShopId= one shop's for an Admin's list; a Tamirci never leaves their shop with either.

const ITEMS = [{ kind: 'Parça', description: 'Silecek lastiği', quantity: 1, unit: 'adet', unitPriceKurus: 10000, vatRate: 20 }];
const BUYER = { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul' };

for (const kind of DATABASES) {
  describe(`invoice list filters on ${kind}`, () => {
    let server: TestServer, admin: string, shop: Tenant, other: Tenant;
    const forms: number[] = [];
    const invoiceIds: number[] = [];

    const completedForm = async (tenant: Tenant) => {
      const vehicleId = (await createVehicle(server, { companyId: tenant.companyId, kilometer: 1000 })).id;
      const created = await server.request('POST', '/api/repairform', { token: tenant.token, body: { vehicleId, descriptionLines: ['Bakım'] } });
      const id = (created.body as { id: number }).id;
      const put = await server.request('PUT', `/api/repairform/${id}/items`, { token: tenant.token, body: { version: 0, items: ITEMS } });
      assert.equal(put.status, 200, put.text);
      await server.app.db.update(repairForms).set({ status: 'Tamamlandı' }).where(eq(repairForms.id, id));
      return id;
    };

    before(async () => {
      server = await startServer(kind, { env: { NOTIFICATION_POLL_MS: '600000' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
      shop = await createTenant(server);
      other = await createTenant(server);
      for (const [tenant, prefix] of [
        [shop, 'FLA'],
        [other, 'FLB'],
      ] as const) {
        const seller = { title: 'Usta Oto Ltd.', vkn: '1234567890', taxOffice: 'Kadıköy', address: 'Moda Cad. 1 Kadıköy/İstanbul', invoicePrefix: prefix };
        const saved = await server.request('PUT', `/api/repairshop/${tenant.shopId}/seller`, { token: tenant.token, body: seller });
        assert.equal(saved.status, 200, saved.text);
      }
      for (const tenant of [shop, shop, other]) {
        const formId = await completedForm(tenant);
        const issued = await server.request('POST', `/api/repairform/${formId}/invoice`, { token: tenant.token, body: { buyer: BUYER } });
        assert.equal(issued.status, 201, issued.text);
        forms.push(formId);
        invoiceIds.push((issued.body as { id: number }).id);
      }
    });
    after(() => server?.close());

    it("?repairFormId= answers that form's invoices only, with its return once there is one", async () => {
      const one = await server.request('GET', `/api/invoices?repairFormId=${forms[1]}`, { token: shop.token });
      assert.equal(one.status, 200);
      assert.deepEqual(
        one.body.map((row: { id: number }) => row.id),
        [invoiceIds[1]],
      );
      assert.equal(one.headers.get('x-total-count'), '1');
      const returned = await server.request('POST', `/api/invoices/${invoiceIds[1]}/return`, { token: shop.token });
      assert.equal(returned.status, 201, returned.text);
      const both = await server.request('GET', `/api/invoices?repairFormId=${forms[1]}`, { token: shop.token });
      assert.deepEqual(both.body.map((row: { typeCode: string }) => row.typeCode).sort(), ['IADE', 'SATIS']);
    });

    it("keeps a Tamirci inside their shop: another shop's form or shop id answers nothing", async () => {
      const theirForm = await server.request('GET', `/api/invoices?repairFormId=${forms[2]}`, { token: shop.token });
      assert.equal(theirForm.status, 200);
      assert.deepEqual(theirForm.body, []);
      const theirShop = await server.request('GET', `/api/invoices?repairShopId=${other.shopId}`, { token: shop.token });
      assert.deepEqual(theirShop.body, []);
      const adminShop = await server.request('GET', `/api/invoices?repairShopId=${other.shopId}`, { token: admin });
      assert.deepEqual(
        adminShop.body.map((row: { id: number }) => row.id),
        [invoiceIds[2]],
      );
    });

    it('refuses a filter that is not a whole number, without a 500', async () => {
      for (const query of ['repairFormId=abc', 'repairFormId=-1', 'repairShopId=1.5', `repairFormId=${'9'.repeat(13)}`]) {
        const reply = await server.request('GET', `/api/invoices?${query}`, { token: shop.token });
        assert.equal(reply.status, 400, query);
        assert.equal(typeof reply.body.message, 'string');
      }
    });
  });
}
