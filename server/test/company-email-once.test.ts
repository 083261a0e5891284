import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema/index';
import { createCompany, createTenant, createVehicle } from './helpers/fixtures';
import { DATABASES, startServer, type TestServer } from './helpers/server';

// Issue "Operations, walked", deviation 3: the company receives exactly one e-mail with the link
// per created form, whichever path the user takes; the share dialog sends what the user asks.
for (const kind of DATABASES) {
  describe(`one company e-mail per form on ${kind}`, () => {
    let server: TestServer;
    let shop: Awaited<ReturnType<typeof createTenant>>;
    before(async () => {
      server = await startServer(kind);
      shop = await createTenant(server);
    });
    after(() => server.close());

    const mailsTo = async (formId: number, recipient: string) =>
      (
        await server.app.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.repairFormId, formId), eq(notifications.type, 'Email'), eq(notifications.recipient, recipient)))
      ).length;
    const createForm = async (companyId: number) => {
      const vehicle = await createVehicle(server, { companyId });
      const reply = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId: vehicle.id, descriptionLines: ['Fren'] } });
      assert.equal(reply.status, 201, reply.text);
      return reply.body.id as number;
    };
    const companyCopy = (formId: number) =>
      server.request('POST', `/api/repairform/${formId}/send`, {
        token: shop.token,
        body: { email: 'ignored@example.com', phone: null, sendEmail: true, sendSms: false, companyCopy: true },
      });

    it('creation queues the one copy; web-view prints and a normal print add none', async () => {
      const companyId = await createCompany(server, { email: 'filo@tekmail.com.tr', linkTo: [shop.shopId] });
      const formId = await createForm(companyId);
      assert.equal(await mailsTo(formId, 'filo@tekmail.com.tr'), 1);
      for (let print = 0; print < 2; print++) assert.equal((await companyCopy(formId)).status, 200);
      assert.equal(await mailsTo(formId, 'filo@tekmail.com.tr'), 1);
      assert.equal(await mailsTo(formId, 'ignored@example.com'), 0, 'the copy goes to the form company, not to the body');
    });

    it('a company without an e-mail at creation gets nothing, and a web-view print is refused clearly', async () => {
      const companyId = await createCompany(server, { email: null, linkTo: [shop.shopId] });
      const formId = await createForm(companyId);
      const reply = await companyCopy(formId);
      assert.equal(reply.status, 400);
      assert.equal(typeof reply.body.message, 'string');
      const rows = await server.app.db.select().from(notifications).where(eq(notifications.repairFormId, formId));
      assert.equal(rows.length, 0);
    });

    it('the share dialog still sends what the user asks, to the address typed', async () => {
      const companyId = await createCompany(server, { email: 'paylas@tekmail.com.tr', linkTo: [shop.shopId] });
      const formId = await createForm(companyId);
      const share = await server.request('POST', `/api/repairform/${formId}/send`, {
        token: shop.token,
        body: { email: 'paylas@tekmail.com.tr', phone: null, sendEmail: true, sendSms: false },
      });
      assert.equal(share.status, 200);
      assert.equal(await mailsTo(formId, 'paylas@tekmail.com.tr'), 2);
    });
  });
}
