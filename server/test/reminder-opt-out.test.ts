import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies, reminderNotices } from '../src/db/schema/index';
import { countRows, createCompany, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { istanbulDay } from './helpers/reminders';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 44: 'a company can be opted out' of reminder e-mails through the company API (POST/PUT
// /company, in every company answer as reminderEmailsOptOut); the daily check then mails it nothing,
// and mails it again once the tick is taken away.
for (const kind of DATABASES) {
  describe(`reminder e-mail opt-out through the company API on ${kind}`, () => {
    let server: TestServer, admin: string, shop: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA: shop } = cast), { env: { REMINDER_CHECK_MS: '0', NOTIFICATION_POLL_MS: '0' } });

    const check = async () => {
      const reply = await server.request('POST', '/api/reminders/check', { token: admin });
      assert.equal(reply.status, 200, reply.text);
      return reply.body as { checked: number; queued: number };
    };
    const noticesOf = (reminderId: number) => server.app.db.select().from(reminderNotices).where(eq(reminderNotices.reminderId, reminderId));
    const soonReminder = async (companyId: number) => {
      const v = await createVehicle(server, { companyId });
      const rem = await server.request('POST', `/api/vehicles/${v.id}/reminders`, { token: admin, body: { kind: 'Kasko', dueDate: istanbulDay(20) } });
      assert.equal(rem.status, 201, rem.text);
      assert.equal(rem.body.urgency, 'Yakın');
      return rem.body.id as number;
    };

    it('created opted out: shown in the answers, no e-mail from the daily check; taken off: mailed', async () => {
      const created = await server.request('POST', '/api/company', {
        token: shop.token,
        body: { name: 'Sessiz Lojistik', contactEmail: 'filo@sessiz.example', reminderEmailsOptOut: true },
      });
      assert.equal(created.status, 201, created.text);
      const id = created.body.id as number;
      const one = await server.request('GET', `/api/company/${id}`, { token: shop.token });
      assert.equal(one.body.reminderEmailsOptOut, true);
      const list = await server.request('GET', '/api/company?name=Sessiz', { token: shop.token });
      assert.deepEqual(
        list.body.map((c: { reminderEmailsOptOut: boolean }) => c.reminderEmailsOptOut),
        [true],
      );

      const reminderId = await soonReminder(id);
      await check();
      assert.deepEqual(await noticesOf(reminderId), [], 'opted out: no notice, no e-mail');

      // A PUT without the field leaves it as it is.
      const untouched = await server.request('PUT', `/api/company/${id}`, {
        token: shop.token,
        body: { contactEmail: 'filo@sessiz.example', address: 'Tuzla' },
      });
      assert.equal(untouched.status, 200, untouched.text);
      assert.equal(untouched.body.reminderEmailsOptOut, true);
      await check();
      assert.deepEqual(await noticesOf(reminderId), []);

      const back = await server.request('PUT', `/api/company/${id}`, {
        token: shop.token,
        body: { contactEmail: 'filo@sessiz.example', reminderEmailsOptOut: false },
      });
      assert.equal(back.status, 200, back.text);
      assert.equal(back.body.reminderEmailsOptOut, false);
      assert.equal((await check()).queued, 1);
      assert.deepEqual(
        (await noticesOf(reminderId)).map((n) => [n.urgency, n.channel]),
        [['Yakın', 'email']],
      );
    });

    it('opted out by a PUT: the next daily check mails the company nothing', async () => {
      const id = await createCompany(server, { name: 'Sonradan Sessiz', email: 'filo@sonra.example', linkTo: [shop.shopId] });
      const plain = await server.request('GET', `/api/company/${id}`, { token: shop.token });
      assert.equal(plain.body.reminderEmailsOptOut, false, 'a company takes reminder e-mails unless ticked');
      const put = await server.request('PUT', `/api/company/${id}`, { token: admin, body: { contactEmail: 'filo@sonra.example', reminderEmailsOptOut: true } });
      assert.equal(put.status, 200, put.text);
      const [row] = await server.app.db.select().from(companies).where(eq(companies.id, id));
      assert.equal(row.reminderEmailsOptOut, true);
      const reminderId = await soonReminder(id);
      await check();
      assert.deepEqual(await noticesOf(reminderId), []);
    });

    it('refuses a flag that is not true/false, in Turkish, writing nothing', async () => {
      const before = await countRows(server, 'companies');
      for (const reminderEmailsOptOut of ['true', 1, 'evet', { a: 1 }]) {
        const bad = await server.request('POST', '/api/company', {
          token: shop.token,
          body: { name: 'Bayraklı Filo', contactEmail: 'a@b.example', reminderEmailsOptOut },
        });
        assert.equal(bad.status, 400, JSON.stringify(reminderEmailsOptOut));
        assert.deepEqual(bad.body.errors, { reminderEmailsOptOut: ['Geçersiz değer'] });
      }
      assert.equal(await countRows(server, 'companies'), before);
    });
  });
}
