import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { MSG, NO_EMAIL_PLACEHOLDER, NO_PHONE_PLACEHOLDER } from '@tamir/shared-api/domain';
import { formLinks, notifications, repairForms, systemLogs } from '../src/db/schema/index';
import { countRows, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { notificationsOfForm } from './helpers/notifications';
import { DATABASES, type TestServer } from './helpers/server';

const DAY = 86_400_000;

for (const kind of DATABASES) {
  describe(`POST /repairform/{id}/send on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;

    const newForm = async (tenant = shopA) => {
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const reply = await server.request('POST', '/api/repairform', {
        token: tenant.token,
        body: { vehicleId: vehicle.id, descriptionLines: ['Fren sesi'], partsUsed: '' },
      });
      assert.equal(reply.status, 201);
      // The creation e-mail to the company is not what these tests look at.
      await server.app.db.delete(notifications).where(eq(notifications.repairFormId, reply.body.id));
      return reply.body as { id: number; formNumber: string; formLinks: Array<{ token: string }> };
    };
    const send = (id: number, body: Record<string, unknown>, token: string | null = shopA.token) =>
      server.request('POST', `/api/repairform/${id}/send`, { token, body });

    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    it('queues a Pending e-mail with the active link and writes a Send entry to the system log', async () => {
      const form = await newForm();
      const linksBefore = await countRows(server, 'form_links');
      const reply = await send(form.id, { repairFormId: form.id, email: ' musteri@ornek.com.tr ', phone: '', sendEmail: true, sendSms: false });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { message: 'Form linki e-posta ile gönderilmek üzere sıraya alındı' });

      const [queued] = await notificationsOfForm(server, form.id);
      assert.equal(queued.type, 'Email');
      assert.equal(queued.status, 'Pending');
      assert.equal(queued.recipient, 'musteri@ornek.com.tr');
      assert.equal(queued.recipientMasked, 'mu***@ornek.com.tr');
      assert.ok(queued.subject.startsWith(`Tamir Formu ${form.formNumber} - `));
      assert.ok(queued.body.includes(`/forms/view/${form.formLinks[0].token}`));
      assert.equal(await countRows(server, 'form_links'), linksBefore, 'the active link is reused');

      const [log] = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'Notification'), eq(systemLogs.entityId, String(queued.id))));
      assert.equal(log.action, 'Send');
      assert.equal(log.username, shopA.user.username);
      assert.ok(log.description?.includes('mu***@ornek.com.tr') && !log.description.includes('musteri@'));
    });

    it('opens a new 7-day link when the form has no active one', async () => {
      const form = await newForm();
      await server.app.db
        .update(formLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(formLinks.repairFormId, form.id));
      const reply = await send(form.id, { email: 'filo@ornek.com', sendEmail: true, sendSms: false });
      assert.equal(reply.status, 200);
      const links = await server.app.db.select().from(formLinks).where(eq(formLinks.repairFormId, form.id)).orderBy(desc(formLinks.id));
      assert.equal(links.length, 2);
      assert.equal(links[0].isActive, true);
      assert.ok(Math.abs((links[0].expiresAt.getTime() - Date.now()) / DAY - 7) < 0.01);
      assert.equal(links[1].isActive, false);
      const [queued] = await notificationsOfForm(server, form.id);
      assert.ok(queued.body.includes(`/forms/view/${links[0].token}`));
      assert.equal((await server.request('GET', `/api/repairform/public/${links[0].token}`)).status, 200);
    });

    it('records an SMS as not sent (SMS is not active), the phone stored encrypted and masked', async () => {
      const form = await newForm();
      const reply = await send(form.id, { email: null, phone: '0532 111 22 33', sendEmail: false, sendSms: true });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { message: 'SMS gönderimi aktif değil; telefon numarası kaydedildi' });
      const [sms] = await notificationsOfForm(server, form.id);
      assert.equal(sms.type, 'SMS');
      assert.equal(sms.status, 'Failed');
      assert.equal(sms.errorMessage, 'SMS gönderimi aktif değil; telefon numarası kaydedildi');
      assert.equal(sms.recipientMasked, '*******2233');
      assert.ok(!sms.recipient.includes('05321112233'));
      assert.equal(server.app.fieldCrypto.decrypt(sms.recipient), '05321112233');
      assert.ok(sms.body.includes(`/forms/view/${form.formLinks[0].token}`));
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'Notification'), eq(systemLogs.entityId, String(sms.id))));
      assert.equal(logs.length, 1);
      assert.ok(!logs[0].description?.includes('05321112233') && !logs[0].description?.includes('0532 111'));
    });

    it('does both in one call and says so', async () => {
      const form = await newForm();
      const reply = await send(form.id, { email: 'iki@ornek.com', phone: '5321112233', sendEmail: true, sendSms: true });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.message, 'Form linki e-posta ile gönderilmek üzere sıraya alındı. SMS gönderimi aktif değil; telefon numarası kaydedildi');
      assert.deepEqual(
        (await notificationsOfForm(server, form.id)).map((row) => `${row.type}:${row.status}`),
        ['Email:Pending', 'SMS:Failed'],
      );
    });

    it('refuses bad input with Turkish messages and writes nothing', async () => {
      const form = await newForm();
      const before = await countRows(server, 'notifications');
      const cases: Array<[Record<string, unknown>, string, Record<string, string[]> | undefined]> = [
        [{ email: '', phone: '', sendEmail: true, sendSms: true }, MSG.shareContactRequired, undefined],
        [{ email: '  ', sendEmail: true, sendSms: false }, 'Lütfen en az bir iletişim bilgisi girin', undefined],
        [{ email: NO_EMAIL_PLACEHOLDER, phone: NO_PHONE_PLACEHOLDER, sendEmail: true, sendSms: true }, MSG.shareContactRequired, undefined],
        [{ email: 'gecersiz-adres', sendEmail: true, sendSms: false }, MSG.validationFailed, { email: ['Geçerli bir e-posta adresi giriniz'] }],
        [{ email: 'a@b.co', phone: '123', sendEmail: true, sendSms: true }, MSG.validationFailed, { phone: ['Geçerli bir telefon numarası giriniz'] }],
        [
          { email: 'x y@z.com', phone: '0532 11', sendEmail: true, sendSms: true },
          MSG.validationFailed,
          { email: [MSG.emailInvalid], phone: [MSG.phoneInvalid] },
        ],
        [{ email: 'a@b.co', sendEmail: false, sendSms: false }, MSG.shareChannelRequired, undefined],
        [{ phone: '0532 111 22 33', sendEmail: true, sendSms: false }, MSG.shareContactRequired, { email: [MSG.shareContactRequired] }],
        [{ email: `${'a'.repeat(195)}@b.com`, sendEmail: true, sendSms: false }, MSG.validationFailed, { email: ['En fazla 200 karakter olabilir'] }],
        [{ email: 42, sendEmail: true, sendSms: false }, MSG.validationFailed, { email: [MSG.emailInvalid] }],
        [{ email: 'a@b.co', sendSms: false }, MSG.validationFailed, { sendEmail: ['Bu alan zorunludur'] }],
        [{ repairFormId: form.id + 1, email: 'a@b.co', sendEmail: true, sendSms: false }, MSG.invalidRequest, { repairFormId: [MSG.invalidRequest] }],
      ];
      for (const [body, message, errors] of cases) {
        const reply = await send(form.id, body);
        assert.equal(reply.status, 400, JSON.stringify(body));
        assert.equal(reply.body.message, message, JSON.stringify(body));
        assert.deepEqual(reply.body.errors, errors, JSON.stringify(body));
      }
      const raw = await server.request('POST', `/api/repairform/${form.id}/send`, { token: shopA.token, rawBody: '{"email":' });
      assert.equal(raw.status, 400);
      assert.equal(await countRows(server, 'notifications'), before);
    });

    it('keeps a form of another shop out of reach (404), lets the admin send any, and needs a session', async () => {
      const form = await newForm(shopB);
      const body = { email: 'b@ornek.com', sendEmail: true, sendSms: false };
      const foreign = await send(form.id, body, shopA.token);
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.message, 'Form bulunamadı');
      assert.equal((await send(999_999, body)).status, 404);
      assert.equal((await send(form.id, body, null)).status, 401);
      assert.deepEqual(await notificationsOfForm(server, form.id), []);
      assert.equal((await send(form.id, body, shopB.token)).status, 200);
      assert.equal((await send(form.id, body, admin)).status, 200);
      assert.equal((await notificationsOfForm(server, form.id)).length, 2);
    });

    it('does not share a form older than the 30-day public window', async () => {
      const form = await newForm();
      await server.app.db
        .update(repairForms)
        .set({ createdAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(repairForms.id, form.id));
      const reply = await send(form.id, { email: 'eski@ornek.com', sendEmail: true, sendSms: false });
      assert.equal(reply.status, 400);
      assert.equal(reply.body.message, MSG.shareFormTooOld);
      assert.deepEqual(await notificationsOfForm(server, form.id), []);
    });
  });
}
