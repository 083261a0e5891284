import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies, notifications, reminderNotices, repairShops } from '../src/db/schema/index';
import { createCompany, createShop, createUser, createVehicle, withServer } from './helpers/fixtures';
import { istanbulDay, readAt } from './helpers/reminders';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 44: the daily check e-mails the company when a reminder becomes 'Yakın' and again at 'Çok
// Yakın', once per reminder, cycle, urgency and channel (the database's unique key), through the
// outbox; opted-out companies get none; the notification history names the vehicle.
for (const kind of DATABASES) {
  describe(`reminder e-mails on ${kind}`, () => {
    let server: TestServer, admin: string;
    // The test runs the check itself; no timer of the server runs it meanwhile.
    withServer(kind, (cast) => ({ server, admin } = cast), { env: { REMINDER_CHECK_MS: '0', NOTIFICATION_POLL_MS: '0' } });

    const check = async () => {
      const reply = await server.request('POST', '/api/reminders/check', { token: admin });
      assert.equal(reply.status, 200, reply.text);
      return reply.body as { checked: number; queued: number };
    };
    const noticesOf = (reminderId: number) =>
      server.app.db.select().from(reminderNotices).where(eq(reminderNotices.reminderId, reminderId)).orderBy(reminderNotices.id);

    it("e-mails at 'Yakın' once, again at 'Çok Yakın' once, with the vehicle, the reason and the shop's contact", async () => {
      const shopId = await createShop(server, 'Usta Oto Servis');
      await server.app.db.update(repairShops).set({ contactPhone: '0212 555 44 33' }).where(eq(repairShops.id, shopId));
      const user = await createUser(server, { repairShopId: shopId });
      const token = await server.login(user.username, user.password);
      const companyId = await createCompany(server, { name: 'Yıldız Lojistik', email: 'filo@yildiz.example', linkTo: [shopId] });
      const v = await createVehicle(server, { companyId, plate: '34YLD044' });
      await readAt(server, { vehicleId: v.id, plate: v.plate, companyId, shopId }, 3, 70000);
      const rem = await server.request('POST', `/api/vehicles/${v.id}/reminders`, {
        token,
        body: { kind: 'Araç Muayenesi', description: 'TÜVTÜRK randevusu', dueDate: istanbulDay(20) },
      });
      assert.equal(rem.body.urgency, 'Yakın');

      const first = await check();
      assert.ok(first.queued >= 1);
      assert.equal((await check()).queued, 0, 'a second run sends nothing more');
      let notices = await noticesOf(rem.body.id);
      assert.deepEqual(
        notices.map((n) => [n.cycle, n.urgency, n.channel]),
        [[0, 'Yakın', 'email']],
      );
      const [mail] = await server.app.db.select().from(notifications).where(eq(notifications.id, notices[0].notificationId!));
      assert.equal(mail.recipient, 'filo@yildiz.example');
      assert.equal(mail.subject, 'Bakım hatırlatması: 34 YLD 044 – Araç Muayenesi');
      assert.match(mail.body, /34 YLD 044 plakalı aracınızın Araç Muayenesi zamanı yaklaşıyor \(Yakın\)/);
      assert.match(mail.body, /Yapılacak iş: TÜVTÜRK randevusu/);
      assert.match(mail.body, /Durum: 20 gün kaldı/);
      assert.match(mail.body, /Usta Oto Servis/);
      assert.match(mail.body, /Telefon: 0212 555 44 33/);
      assert.equal(mail.repairShopId, shopId);

      // The shop's notification history shows it with the vehicle's plate.
      const history = await server.request('GET', '/api/notification?pageSize=200', { token });
      const row = history.body.find((n: { id: number }) => n.id === mail.id);
      assert.equal(row.vehiclePlateNumber, '34YLD044');

      // Five days left: 'Çok Yakın', one more e-mail.
      await server.request('PUT', `/api/reminders/${rem.body.id}`, {
        token,
        body: { kind: 'Araç Muayenesi', description: 'TÜVTÜRK randevusu', dueDate: istanbulDay(5) },
      });
      await check();
      await check();
      notices = await noticesOf(rem.body.id);
      assert.deepEqual(
        notices.map((n) => [n.cycle, n.urgency]),
        [
          [0, 'Yakın'],
          [0, 'Çok Yakın'],
        ],
      );
    });

    it('an opted-out company, and one without an address, get no reminder e-mail', async () => {
      const optedOut = await createCompany(server, { name: 'Sessiz Filo', email: 'sessiz@filo.example' });
      await server.app.db.update(companies).set({ reminderEmailsOptOut: true }).where(eq(companies.id, optedOut));
      const noAddress = await createCompany(server, { name: 'Adressiz Filo' });
      await server.app.db.update(companies).set({ contactEmail: null }).where(eq(companies.id, noAddress));
      for (const companyId of [optedOut, noAddress]) {
        const v = await createVehicle(server, { companyId });
        const rem = await server.request('POST', `/api/vehicles/${v.id}/reminders`, { token: admin, body: { kind: 'Kasko', dueDate: istanbulDay(3) } });
        assert.equal(rem.status, 201);
        await check();
        assert.deepEqual(await noticesOf(rem.body.id), []);
      }
    });

    it('a thresholds change in the reminders settings section takes effect on the next answer', async () => {
      const companyId = await createCompany(server, { name: 'Eşik Filo' });
      const v = await createVehicle(server, { companyId });
      const rem = await server.request('POST', `/api/vehicles/${v.id}/reminders`, { token: admin, body: { kind: 'Kasko', dueDate: istanbulDay(45) } });
      assert.equal(rem.body.urgency, 'Uzak');
      const put = await server.request('PUT', '/api/settings', {
        token: admin,
        body: { reminders: { soonDays: 60, verySoonDays: 10, soonKilometers: 1000, verySoonKilometers: 300 } },
      });
      assert.equal(put.status, 200, put.text);
      assert.deepEqual(put.body.reminders, { soonDays: 60, verySoonDays: 10, soonKilometers: 1000, verySoonKilometers: 300 });
      const after = await server.request('GET', `/api/vehicles/${v.id}/reminders`, { token: admin });
      assert.equal(after.body.reminders[0].urgency, 'Yakın');
      const bad = await server.request('PUT', '/api/settings', {
        token: admin,
        body: { reminders: { soonDays: 5, verySoonDays: 10, soonKilometers: 1000, verySoonKilometers: 300 } },
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors['reminders.verySoonDays'], ['Çok yakın eşiği yakın eşiğinden küçük olmalıdır']);
    });
  });
}
