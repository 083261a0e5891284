import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { notifications, systemLogs } from '../src/db/schema/index';
import { createCompany, createForm, createShop, createUser, createVehicle, randomPlate } from './helpers/fixtures';
import { notificationById, waitFor } from './helpers/notifications';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { decodedText, startSmtp, type TestSmtp } from './helpers/smtp';

const DAY_MS = 86_400_000;

for (const kind of DATABASES) {
  describe(`notification history on ${kind}`, () => {
    let smtp: TestSmtp;
    let server: TestServer;
    let admin: string;
    let shop: { id: number; token: string; companyId: number; formId: number; formNumber: string; plate: string };
    let other: { id: number; token: string; companyId: number };

    const insert = async (values: Partial<typeof notifications.$inferInsert>) => {
      const [row] = await server.app.db
        .insert(notifications)
        .values({
          type: 'Email',
          status: 'Sent',
          recipient: 'filo@firma.example',
          recipientMasked: 'fi***@firma.example',
          subject: 'Konu',
          body: 'Metin',
          // Far ahead, so the dispatcher leaves Pending rows of this test alone.
          nextAttemptAt: new Date(Date.now() + 365 * DAY_MS),
          ...values,
        })
        .returning({ id: notifications.id });
      return row.id;
    };

    before(async () => {
      smtp = await startSmtp();
      await smtp.stop();
      server = await startServer(kind, {
        env: { NOTIFICATION_POLL_MS: '100', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'bildirim@tamir.example' },
      });
      admin = await server.login(ADMIN.username, ADMIN.password);
      const make = async () => {
        const id = await createShop(server);
        const user = await createUser(server, { repairShopId: id });
        const companyId = await createCompany(server, { linkTo: [id], email: `filo${id}@firma.example` });
        return { id, token: await server.login(user.username, user.password), companyId };
      };
      const a = await make();
      const v = await createVehicle(server, { companyId: a.companyId, plate: randomPlate() });
      const form = await createForm(server, {
        vehicleId: v.id,
        plate: v.plate,
        companyId: a.companyId,
        companyName: 'Firma',
        repairShopId: a.id,
        customerName: 'Şoför',
      });
      shop = { ...a, formId: form.id, formNumber: form.formNumber, plate: v.plate };
      other = await make();
    });
    after(async () => {
      await server?.close();
      await smtp?.stop();
    });

    it('lists newest first with form number and plate, filters by type, recipient and days, and pages with x-total-count', async () => {
      const sms = await insert({ type: 'SMS', recipient: 'enc', recipientMasked: '*******2233', repairShopId: shop.id, status: 'Failed' });
      const mail = await insert({
        recipient: 'ozel.adres@filo.example',
        recipientMasked: 'oz***@filo.example',
        repairShopId: shop.id,
        repairFormId: shop.formId,
      });
      const old = await insert({ repairShopId: shop.id, createdAt: new Date(Date.now() - 40 * DAY_MS) });
      const page = await server.request('GET', '/api/notification?page=1&pageSize=2', { token: shop.token });
      assert.equal(page.status, 200, page.text);
      assert.equal(page.headers.get('x-total-count'), '3');
      assert.deepEqual(
        page.body.map((n: { id: number }) => n.id),
        [mail, sms],
      );
      assert.equal(page.body[0].repairFormNumber, shop.formNumber);
      assert.equal(page.body[0].vehiclePlateNumber, shop.plate);
      assert.ok(!page.text.includes('ozel.adres@filo.example'), 'the recipient is never in clear');
      const byType = await server.request('GET', '/api/notification?type=SMS', { token: shop.token });
      assert.deepEqual(
        byType.body.map((n: { id: number }) => n.id),
        [sms],
      );
      const byRecipient = await server.request('GET', '/api/notification?recipient=OZEL.ADRES', { token: shop.token });
      assert.deepEqual(
        byRecipient.body.map((n: { id: number }) => n.id),
        [mail],
      );
      const day = new Date(Date.now() - 40 * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
      const byDays = await server.request('GET', `/api/notification?startDate=${day}&endDate=${day}`, { token: shop.token });
      assert.deepEqual(
        byDays.body.map((n: { id: number }) => n.id),
        [old],
      );
      const bad = await server.request('GET', '/api/notification?startDate=2026-02-31', { token: shop.token });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors.startDate, [MSG.dateInvalid]);
      const theirs = await server.request('GET', '/api/notification', { token: other.token });
      assert.deepEqual(theirs.body, [], 'another shop sees none of these');
    });

    it('counts the last 7 days with every day present, zero days included, per type', async () => {
      const stats = await server.request('GET', '/api/notification/statistics', { token: shop.token });
      assert.equal(stats.status, 200, stats.text);
      assert.equal(stats.body.dailyCounts.length, 7);
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
      assert.equal(stats.body.dailyCounts[6].date, today);
      assert.deepEqual(stats.body.dailyCounts[6], { date: today, totalCount: 2, emailCount: 1, smsCount: 1 });
      assert.ok(stats.body.dailyCounts.slice(0, 6).every((d: { totalCount: number }) => d.totalCount === 0));
      assert.equal(stats.body.totalNotifications, 2, 'the 40-day-old one is outside the 7 days');
      assert.equal(stats.body.sentCount, 1);
      assert.equal(stats.body.failedCount, 1);
    });

    it('resends a failed e-mail once SMTP is back: retry counted, delivered; a sent one and an SMS are refused', async () => {
      const failed = await insert({
        status: 'Failed',
        recipient: 'yeniden@filo.example',
        recipientMasked: 'ye***@filo.example',
        subject: 'Yeniden gönderim',
        body: 'Yeniden gönderilen metin',
        retryCount: 3,
        errorMessage: 'SMTP kapalı',
        repairShopId: shop.id,
      });
      await smtp.start();
      const other404 = await server.request('POST', '/api/notification/resend', { token: other.token, body: { notificationId: failed } });
      assert.equal(other404.status, 404);
      const resent = await server.request('POST', '/api/notification/resend', { token: shop.token, body: { notificationId: failed } });
      assert.equal(resent.status, 200, resent.text);
      assert.equal(resent.body.message, MSG.notificationResent);
      const row = await waitFor('the resent e-mail is sent', async () => {
        const current = await notificationById(server, failed);
        return current.status === 'Sent' ? current : undefined;
      });
      assert.equal(row.retryCount, 4);
      assert.ok(smtp.received.some((m) => m.notificationId === failed && decodedText(m.raw).includes('Yeniden gönderilen metin')));
      const again = await server.request('POST', '/api/notification/resend', { token: shop.token, body: { notificationId: failed } });
      assert.equal(again.status, 409);
      const sms = await insert({ type: 'SMS', status: 'Failed', recipient: 'enc', recipientMasked: '***', repairShopId: shop.id });
      assert.equal((await server.request('POST', '/api/notification/resend', { token: shop.token, body: { notificationId: sms } })).status, 409);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.entityId, String(failed)));
      assert.ok(logs.some((l) => l.action === 'Send' && l.entityType === 'Notification'));
    });

    it('sends a test e-mail over SMTP: an Admin to anyone, a Tamirci only to their company’s address', async () => {
      const missing = await server.request('POST', '/api/notification/test-email', {
        token: admin,
        body: { type: 'Email', recipient: 'a@b.example', subject: '', body: 'x' },
      });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, MSG.fillAllFields);
      const noCompany = await server.request('POST', '/api/notification/test-email', { token: shop.token, body: { type: 'Email', subject: 'S', body: 'B' } });
      assert.equal(noCompany.status, 400);
      assert.deepEqual(noCompany.body.errors.companyId, [MSG.chooseCompany]);
      const foreign = await server.request('POST', '/api/notification/test-email', {
        token: shop.token,
        body: { type: 'Email', subject: 'S', body: 'B', companyId: other.companyId },
      });
      assert.equal(foreign.status, 404);

      const byAdmin = await server.request('POST', '/api/notification/test-email', {
        token: admin,
        body: { type: 'Email', recipient: 'herhangi@alici.example', subject: 'Yönetici testi', body: 'Yönetici deneme metni' },
      });
      assert.equal(byAdmin.status, 200, byAdmin.text);
      const locked = await server.request('POST', '/api/notification/test-email', {
        token: shop.token,
        body: { type: 'Email', recipient: 'baska@alici.example', subject: 'Tamirci testi', body: 'Tamirci deneme metni', companyId: shop.companyId },
      });
      assert.equal(locked.status, 200, locked.text);
      await waitFor('both test e-mails arrive', async () => smtp.received.filter((m) => /deneme metni/.test(decodedText(m.raw))).length === 2 || undefined);
      const tamirciMail = smtp.received.find((m) => decodedText(m.raw).includes('Tamirci deneme metni'))!;
      assert.deepEqual(tamirciMail.to, [`filo${shop.id}@firma.example`], 'the recipient is locked to the company’s e-mail');
      const adminMail = smtp.received.find((m) => decodedText(m.raw).includes('Yönetici deneme metni'))!;
      assert.deepEqual(adminMail.to, ['herhangi@alici.example']);
      const list = await server.request('GET', '/api/notification?recipient=filo', { token: shop.token });
      assert.ok(
        list.body.some((n: { subject: string }) => n.subject === 'Tamirci testi'),
        'the test is in the shop’s history',
      );
    });
  });
}
