import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MSG, NO_EMAIL_PLACEHOLDER } from '@tamir/shared-api/domain';
import { notifications, systemLogs } from '../src/db/schema/index';
import { createCompany, createForm, createShop, createUser, createVehicle, randomPlate } from './helpers/fixtures';
import { notificationById, waitFor } from './helpers/notifications';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { decodedText, startSmtp, type TestSmtp } from './helpers/smtp';

const DAY_MS = 86_400_000;
const ids = (body: Array<{ id: number }>) => body.map((n) => n.id);
const istanbulDay = (instant: number) => new Date(instant).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

for (const kind of DATABASES) {
  describe(`notification history on ${kind}`, () => {
    let smtp: TestSmtp;
    let server: TestServer;
    let admin: string;
    type Shop = { id: number; token: string; companyId: number };
    let shop: Shop & { formId: number; formNumber: string; plate: string };
    let other: Shop;

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
    const makeShop = async (email?: string): Promise<Shop> => {
      const id = await createShop(server);
      const user = await createUser(server, { repairShopId: id });
      const companyId = await createCompany(server, { linkTo: [id], email: email ?? `filo${id}@firma.example` });
      return { id, token: await server.login(user.username, user.password), companyId };
    };
    const testEmail = (token: string, body: Record<string, unknown>) => server.request('POST', '/api/notification/test-email', { token, body });

    before(async () => {
      smtp = await startSmtp();
      await smtp.stop();
      server = await startServer(kind, {
        env: { NOTIFICATION_POLL_MS: '100', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'bildirim@tamir.example' },
      });
      admin = await server.login(ADMIN.username, ADMIN.password);
      const a = await makeShop();
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
      other = await makeShop();
    });
    after(async () => {
      await server?.close();
      await smtp?.stop();
    });

    it('lists newest first with form number and plate, masks recipient and customer name, and pages with x-total-count', async () => {
      const sms = await insert({ type: 'SMS', recipient: 'enc', recipientMasked: '*******2233', repairShopId: shop.id, status: 'Failed' });
      const mail = await insert({
        recipient: 'ozel.adres@filo.example',
        recipientMasked: 'oz***@filo.example',
        customerName: 'Yılmaz Lojistik A.Ş.',
        repairShopId: shop.id,
        repairFormId: shop.formId,
      });
      const old = await insert({ repairShopId: shop.id, status: 'Pending', createdAt: new Date(Date.now() - 40 * DAY_MS) });
      const first = await server.request('GET', '/api/notification?page=1&pageSize=2', { token: shop.token });
      assert.equal(first.status, 200, first.text);
      assert.equal(first.headers.get('x-total-count'), '3');
      assert.deepEqual(ids(first.body), [mail, sms]);
      const second = await server.request('GET', '/api/notification?page=2&pageSize=2', { token: shop.token });
      assert.equal(second.headers.get('x-total-count'), '3');
      assert.deepEqual(ids(second.body), [old]);
      const beyond = await server.request('GET', '/api/notification?page=9&pageSize=2', { token: shop.token });
      assert.deepEqual(beyond.body, []);
      assert.equal(beyond.headers.get('x-total-count'), '3');

      const row = first.body[0];
      assert.equal(row.repairFormId, shop.formId);
      assert.equal(row.repairFormNumber, shop.formNumber);
      assert.equal(row.vehiclePlateNumber, shop.plate);
      assert.equal(row.recipientMasked, 'oz***@filo.example');
      assert.equal(row.customerName, 'Y*** L*** A***');
      assert.equal(row.status, 'Sent');
      assert.equal(row.retryCount, 0);
      assert.ok(!first.text.includes('ozel.adres@filo.example'), 'the recipient is never in clear');
      assert.ok(!first.text.includes('Yılmaz Lojistik'), 'nor the customer name');
      assert.ok(!('recipient' in row) && !('sealedBody' in row), 'the real recipient and the sealed body are not in the shape');
      assert.equal(first.body[1].repairFormNumber, null);
    });

    it('filters by type, recipient (the address, case-insensitive), status and İstanbul days; a bad day is a 400', async () => {
      const get = (query: string, token = shop.token) => server.request('GET', `/api/notification?${query}`, { token });
      const all = await get('');
      const [mail, sms] = ids(all.body);
      const old = ids(all.body)[2];
      assert.deepEqual(ids((await get('type=SMS')).body), [sms]);
      assert.deepEqual(ids((await get('type=Email')).body), [mail, old]);
      assert.deepEqual(ids((await get('recipient=OZEL.ADRES')).body), [mail]);
      assert.deepEqual(ids((await get('recipient=%40filo.example')).body), [mail], 'matched on the address itself');
      assert.deepEqual(ids((await get('recipient=2233')).body), [], 'an SMS number is stored encrypted and not matched');
      assert.deepEqual(ids((await get('status=Pending')).body), [old]);
      const oldDay = istanbulDay(Date.now() - 40 * DAY_MS);
      assert.deepEqual(ids((await get(`startDate=${oldDay}&endDate=${oldDay}`)).body), [old], 'both ends inclusive');
      assert.deepEqual(ids((await get(`startDate=${istanbulDay(Date.now())}`)).body), [mail, sms]);
      assert.deepEqual(ids((await get(`endDate=${istanbulDay(Date.now() - DAY_MS)}`)).body), [old]);

      const bad = await get('startDate=2026-02-31');
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors.startDate, [MSG.dateInvalid]);
      const badEnd = await get('endDate=23.11.2026');
      assert.deepEqual(badEnd.body.errors.endDate, [MSG.dateInvalid]);
      const reversed = await get('startDate=2026-03-02&endDate=2026-03-01');
      assert.equal(reversed.status, 400);
      assert.deepEqual(reversed.body.errors.endDate, [MSG.dateRangeInvalid]);
      const badType = await get('type=Fax');
      assert.equal(badType.status, 400);
      assert.ok(badType.body.message);
    });

    it('scopes by tenancy: a Tamirci sees only their shop’s rows, an Admin every row including those of no shop', async () => {
      const adminsOwn = await insert({ subject: 'Yönetici formu', repairShopId: null });
      const theirs = await server.request('GET', '/api/notification', { token: other.token });
      assert.deepEqual(theirs.body, [], 'another shop sees none of these');
      const shops = await server.request('GET', '/api/notification?pageSize=200', { token: shop.token });
      assert.ok(!ids(shops.body).includes(adminsOwn));
      const admins = await server.request('GET', '/api/notification?pageSize=200', { token: admin });
      assert.equal(ids(admins.body)[0], adminsOwn);
      assert.ok(Number(admins.headers.get('x-total-count')) >= 4);
    });

    it('counts the last 7 İstanbul days with every day present, zero days included, per type; the totals cover the same days', async () => {
      const fresh = await makeShop();
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
      await insert({ repairShopId: fresh.id, status: 'Sent', createdAt: at(0) });
      await insert({ repairShopId: fresh.id, status: 'Failed', type: 'SMS', recipient: 'enc', createdAt: at(0) });
      await insert({ repairShopId: fresh.id, status: 'Pending', createdAt: at(2) });
      await insert({ repairShopId: fresh.id, status: 'Failed', createdAt: at(6) });
      await insert({ repairShopId: fresh.id, status: 'Sent', createdAt: at(7) });
      await insert({ repairShopId: other.id, status: 'Sent', createdAt: at(1) });
      const stats = await server.request('GET', '/api/notification/statistics', { token: fresh.token });
      assert.equal(stats.status, 200, stats.text);
      const expected = Array.from({ length: 7 }, (_, i) => ({ date: istanbulDay(Date.now() - (6 - i) * DAY_MS), totalCount: 0, emailCount: 0, smsCount: 0 }));
      expected[6] = { ...expected[6], totalCount: 2, emailCount: 1, smsCount: 1 };
      expected[4] = { ...expected[4], totalCount: 1, emailCount: 1 };
      expected[0] = { ...expected[0], totalCount: 1, emailCount: 1 };
      assert.deepEqual(stats.body.dailyCounts, expected, 'oldest first, today last, another shop’s row not counted');
      assert.deepEqual(
        { total: stats.body.totalNotifications, sent: stats.body.sentCount, pending: stats.body.pendingCount, failed: stats.body.failedCount },
        { total: 4, sent: 1, pending: 1, failed: 2 },
        'the 7-day-old row is outside',
      );
      const adminStats = await server.request('GET', '/api/notification/statistics', { token: admin });
      assert.ok(adminStats.body.totalNotifications >= stats.body.totalNotifications + 1, 'an Admin counts every shop');
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
      assert.equal(other404.body.message, MSG.notificationNotFound);
      assert.equal((await notificationById(server, failed)).retryCount, 3, 'a refused resend changes nothing');
      const missing = await server.request('POST', '/api/notification/resend', { token: admin, body: { notificationId: 2_000_000_000 } });
      assert.equal(missing.status, 404);
      const badBody = await server.request('POST', '/api/notification/resend', { token: admin, body: { notificationId: 'x' } });
      assert.equal(badBody.status, 400);
      assert.ok(badBody.body.errors.notificationId);

      const resent = await server.request('POST', '/api/notification/resend', { token: shop.token, body: { notificationId: failed } });
      assert.equal(resent.status, 200, resent.text);
      assert.equal(resent.body.message, MSG.notificationResent);
      const row = await waitFor('the resent e-mail is sent', async () => {
        const current = await notificationById(server, failed);
        return current.status === 'Sent' ? current : undefined;
      });
      assert.equal(row.retryCount, 4);
      assert.equal(row.errorMessage, null);
      assert.ok(smtp.received.some((m) => m.notificationId === failed && decodedText(m.raw).includes('Yeniden gönderilen metin')));
      const again = await server.request('POST', '/api/notification/resend', { token: shop.token, body: { notificationId: failed } });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, MSG.notificationAlreadySent);

      const pending = await insert({ status: 'Pending', recipient: 'bekleyen@filo.example', body: 'Bekleyen metin', repairShopId: shop.id });
      const resentPending = await server.request('POST', '/api/notification/resend', { token: admin, body: { notificationId: pending } });
      assert.equal(resentPending.status, 200, 'a Pending one may be resent too');
      const sentPending = await waitFor('the pending one is sent', async () => {
        const current = await notificationById(server, pending);
        return current.status === 'Sent' ? current : undefined;
      });
      assert.equal(sentPending.retryCount, 1);

      const sms = await insert({ type: 'SMS', status: 'Failed', recipient: 'enc', recipientMasked: '***', repairShopId: shop.id });
      const smsResend = await server.request('POST', '/api/notification/resend', { token: shop.token, body: { notificationId: sms } });
      assert.equal(smsResend.status, 409);
      assert.equal(smsResend.body.message, MSG.smsInactive);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityId, String(failed)), eq(systemLogs.entityType, 'Notification')));
      assert.equal(logs.filter((l) => l.action === 'Send').length, 1, 'one Send row for the one resend');
    });

    it('checks a test e-mail in the spec’s order with Turkish texts', async () => {
      const expect400 = async (token: string, body: Record<string, unknown>, message: string, field?: string) => {
        const reply = await testEmail(token, body);
        assert.equal(reply.status, 400, reply.text);
        assert.equal(reply.body.message, message, JSON.stringify(body));
        if (field) assert.deepEqual(reply.body.errors[field], [message]);
      };
      const before = (await server.app.db.select({ id: notifications.id }).from(notifications)).length;
      await expect400(admin, { type: 'Email', recipient: 'a@b.example', subject: '', body: 'x' }, MSG.fillAllFields, 'subject');
      await expect400(admin, { type: 'Email', recipient: '  ', subject: 'S', body: 'B' }, MSG.fillAllFields, 'recipient');
      await expect400(admin, { type: 'Email', recipient: 'a@b.example', subject: 'S' }, MSG.fillAllFields, 'body');
      await expect400(admin, { type: 'Email', recipient: 'adres-degil', subject: 'S', body: 'B' }, MSG.emailInvalid, 'recipient');
      await expect400(admin, { type: 'SMS', recipient: '05321112233', subject: 'S', body: 'B' }, MSG.smsInactive, 'type');
      await expect400(shop.token, { type: 'Email', subject: 'S', body: 'B' }, MSG.chooseCompany, 'companyId');
      await expect400(shop.token, { type: 'Email' }, MSG.chooseCompany, 'companyId');
      await expect400(shop.token, { type: 'Email', companyId: shop.companyId, subject: '', body: 'B' }, MSG.fillAllFields, 'subject');
      const tooLong = await testEmail(admin, { type: 'Email', recipient: 'a@b.example', subject: 'x'.repeat(301), body: 'B' });
      assert.equal(tooLong.status, 400);
      assert.deepEqual(tooLong.body.errors.subject, [MSG.tooLong(300)]);
      const badType = await testEmail(admin, { type: 'Fax', recipient: 'a@b.example', subject: 'S', body: 'B' });
      assert.equal(badType.status, 400);
      assert.deepEqual(badType.body.errors.type, [MSG.invalidValue]);
      const badCompany = await testEmail(shop.token, { type: 'Email', subject: 'S', body: 'B', companyId: 'abc' });
      assert.equal(badCompany.status, 400);
      assert.deepEqual(badCompany.body.errors.companyId, [MSG.invalidValue]);
      const foreign = await testEmail(shop.token, { type: 'Email', subject: 'S', body: 'B', companyId: other.companyId });
      assert.equal(foreign.status, 404, 'another shop’s company is not found');
      assert.equal(foreign.body.message, MSG.companyNotFound);
      // A company marked 'E-posta yok' has no address to lock to.
      const noMail = await createCompany(server, { linkTo: [shop.id], email: NO_EMAIL_PLACEHOLDER });
      await expect400(shop.token, { type: 'Email', companyId: noMail, recipient: 'x@y.example', subject: 'S', body: 'B' }, MSG.fillAllFields, 'recipient');
      const after = (await server.app.db.select({ id: notifications.id }).from(notifications)).length;
      assert.equal(after, before, 'nothing refused was queued');
    });

    it('sends a test e-mail over SMTP: an Admin to anyone, a Tamirci only to their company’s address', async () => {
      const byAdmin = await testEmail(admin, {
        type: 'Email',
        recipient: ' herhangi@alici.example ',
        subject: 'Yönetici testi',
        body: 'Yönetici deneme metni',
      });
      assert.equal(byAdmin.status, 200, byAdmin.text);
      assert.equal(byAdmin.body.message, MSG.testEmailQueued);
      const locked = await testEmail(shop.token, {
        type: 'Email',
        recipient: 'baska@alici.example',
        subject: 'Tamirci testi',
        body: 'Tamirci deneme metni',
        companyId: shop.companyId,
      });
      assert.equal(locked.status, 200, locked.text);
      await waitFor('both test e-mails arrive', async () => smtp.received.filter((m) => /deneme metni/.test(decodedText(m.raw))).length === 2 || undefined);
      const tamirciMail = smtp.received.find((m) => decodedText(m.raw).includes('Tamirci deneme metni'))!;
      assert.deepEqual(tamirciMail.to, [`filo${shop.id}@firma.example`], 'the recipient is locked to the company’s e-mail');
      assert.ok(!smtp.received.some((m) => m.to.includes('baska@alici.example')));
      const adminMail = smtp.received.find((m) => decodedText(m.raw).includes('Yönetici deneme metni'))!;
      assert.deepEqual(adminMail.to, ['herhangi@alici.example']);

      // The SMTP server has the mail before the dispatcher records it as sent: wait for that write.
      const test = await waitFor('the test is Sent in the shop’s history', async () => {
        const list = await server.request('GET', `/api/notification?recipient=filo${shop.id}@`, { token: shop.token });
        const row = list.body.find((n: { subject: string; status: string }) => n.subject === 'Tamirci testi');
        return row?.status === 'Sent' ? row : undefined;
      });
      assert.ok(test.sentAt);
      assert.equal(test.recipientMasked, `fi***@firma.example`);
      assert.match(test.customerName, /^F\*\*\*/);
      const adminsTest = (await server.request('GET', '/api/notification?recipient=herhangi', { token: admin })).body;
      assert.equal(adminsTest.length, 1);
      assert.equal((await server.request('GET', '/api/notification?recipient=herhangi', { token: shop.token })).body.length, 0, 'an Admin’s test is no shop’s');
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'Notification'), eq(systemLogs.entityId, String(test.id))));
      assert.deepEqual(
        logs.map((l) => l.action),
        ['Send'],
      );
    });
  });
}
