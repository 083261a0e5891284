import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { settings, systemLogs } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { adminUserBody, createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { notificationById, notificationsOfForm, waitFor } from './helpers/notifications';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { decodedText, startSmtp, type TestSmtp } from './helpers/smtp';

const { systemVersion: _readOnly, ...GENERAL } = DEFAULT_SETTINGS.general;
const INVALID = 'Portalın genel adresi http:// veya https:// ile başlayan, yol içermeyen bir adres olmalıdır (örn. https://tamir.ornek.com)';
const PATH_ONLY = 'Formu görüntülemek için Tamir Formu portalının adresine şu yolu ekleyin';

/** The general section's stored publicBaseUrl ('' or absent: none). */
async function storedBase(server: TestServer): Promise<unknown> {
  const [row] = await server.app.db.select().from(settings).where(eq(settings.section, 'general'));
  return row?.value.publicBaseUrl;
}

/** A form written by `tenant` for its company (which has a real e-mail): its link token and the id of the e-mail queued for it. */
async function newForm(server: TestServer, tenant: Tenant, faultLine: string): Promise<{ id: number; token: string; notificationId: number }> {
  const vehicle = await createVehicle(server, { companyId: tenant.companyId });
  const created = await server.request('POST', '/api/repairform', {
    token: tenant.token,
    body: { vehicleId: vehicle.id, descriptionLines: [faultLine], partsUsed: '' },
  });
  assert.equal(created.status, 201, created.text);
  const [queued] = await notificationsOfForm(server, created.body.id);
  return { id: created.body.id, token: created.body.formLinks[0].token, notificationId: queued.id };
}

for (const kind of DATABASES) {
  describe(`the portal's public address (general.publicBaseUrl) on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let tenant: Tenant;
    const put = (general: Record<string, unknown>) => server.request('PUT', '/api/settings', { token: admin, body: { general: { ...GENERAL, ...general } } });
    const record = (origin: unknown, token = admin) => server.request('POST', '/api/settings/public-base-url', { token, body: { origin } });

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
    });
    after(() => server?.close());

    it("starts unknown, then takes the origin of the first admin's browser and keeps it", async () => {
      const first = await server.request('GET', '/api/settings', { token: admin });
      assert.equal(first.body.general.publicBaseUrl, '');
      assert.equal(first.body.general.publicBaseUrlOverride, null);

      assert.equal((await record('http://192.168.1.20:3000', tenant.token)).status, 403, 'a Tamirci records nothing');
      const bad = await record('http://192.168.1.20:3000/admin');
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors.origin, [INVALID]);
      assert.equal(await storedBase(server), '');

      const recorded = await record('http://192.168.1.20:3000');
      assert.equal(recorded.status, 200, recorded.text);
      assert.equal(recorded.body.general.publicBaseUrl, 'http://192.168.1.20:3000');
      assert.equal(await storedBase(server), 'http://192.168.1.20:3000');
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'SystemSetting'), eq(systemLogs.action, 'Update')));
      assert.deepEqual(
        logs.map((log) => log.description),
        ['Portalın genel adresi yöneticinin tarayıcısından kaydedildi: http://192.168.1.20:3000'],
      );

      // Another browser later (a second admin, another address) never replaces it.
      const again = await record('https://baska.example.com');
      assert.equal(again.status, 200);
      assert.equal(again.body.general.publicBaseUrl, 'http://192.168.1.20:3000');
      // A Tamirci reads the address in effect, for copied links and printed QR codes.
      const tamirci = await server.request('GET', '/api/settings', { token: tenant.token });
      assert.equal(tamirci.body.general.publicBaseUrl, 'http://192.168.1.20:3000');
      assert.equal(tamirci.body.general.publicBaseUrlOverride, undefined);
    });

    it('is saved on the general tab as an origin; a path, query, fragment, other scheme or credentials are a 400 with nothing saved', async () => {
      const saved = await put({ publicBaseUrl: ' HTTPS://Tamir.Example.com/ ' });
      assert.equal(saved.status, 200, saved.text);
      assert.equal(saved.body.general.publicBaseUrl, 'https://tamir.example.com');
      assert.equal(await storedBase(server), 'https://tamir.example.com');
      for (const value of [
        'tamir.example.com',
        'ftp://tamir.example.com',
        'https://tamir.example.com/panel',
        'https://tamir.example.com/?a=1',
        'https://tamir.example.com/#giris',
        'https://kullanici:sifre@tamir.example.com',
        'https://',
        7,
        null,
      ]) {
        const reply = await put({ publicBaseUrl: value });
        assert.equal(reply.status, 400, `${JSON.stringify(value)} → ${reply.status}`);
        assert.deepEqual(reply.body.errors['general.publicBaseUrl'], [INVALID], JSON.stringify(value));
        assert.equal(await storedBase(server), 'https://tamir.example.com', 'nothing saved');
      }
      const long = await put({ publicBaseUrl: `https://${'a'.repeat(200)}.com` });
      assert.equal(long.status, 400);
      assert.equal(long.body.errors['general.publicBaseUrl'].length, 1);
      // Left out of the body: the stored address stays; '' clears it (the next admin's browser records one again).
      const { publicBaseUrl: _left, ...withoutIt } = GENERAL;
      assert.equal((await server.request('PUT', '/api/settings', { token: admin, body: { general: withoutIt } })).status, 200);
      assert.equal(await storedBase(server), 'https://tamir.example.com');
      assert.equal((await put({ publicBaseUrl: '' })).status, 200);
      assert.equal(await storedBase(server), '');
    });
  });

  describe(`e-mails carry the portal's address as soon as it is known, on ${kind}`, () => {
    let smtp: TestSmtp;
    let server: TestServer;
    let admin: string;
    let tenant: Tenant;
    const mailOf = (notificationId: number) =>
      waitFor('the e-mail at the SMTP server', async () => smtp.received.find((mail) => mail.notificationId === notificationId));

    before(async () => {
      smtp = await startSmtp();
      server = await startServer(kind, {
        env: { NOTIFICATION_POLL_MS: '100', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'bildirim@tamir.example.com' },
      });
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
    });
    after(async () => {
      await server?.close();
      await smtp?.stop();
    });

    it('gives only the path while nothing is known, then a full clickable link after the setting changes, without a restart', async () => {
      const before = await newForm(server, tenant, 'Fren sesi');
      const early = decodedText((await mailOf(before.notificationId)).raw);
      assert.ok(early.includes(`${PATH_ONLY}: /forms/view/${before.token}`), early);

      const saved = await server.request('PUT', '/api/settings', {
        token: admin,
        body: { general: { ...GENERAL, publicBaseUrl: 'https://tamir.example.com' } },
      });
      assert.equal(saved.status, 200, saved.text);
      const after = await newForm(server, tenant, 'Yağ kaçağı');
      const text = decodedText((await mailOf(after.notificationId)).raw);
      assert.ok(text.includes(`Formu görüntülemek için: https://tamir.example.com/forms/view/${after.token}`), text);
      assert.ok(text.includes(`<a href="https://tamir.example.com/forms/view/${after.token}">`), 'clickable in the HTML part');
      assert.ok(!text.includes('şu yolu ekleyin'));

      // A shared link and an account's login details use it too.
      const shared = await server.request('POST', `/api/repairform/${after.id}/send`, {
        token: tenant.token,
        body: { email: 'musteri@ornek.com.tr', phone: '', sendEmail: true, sendSms: false },
      });
      assert.equal(shared.status, 200, shared.text);
      const sharedMail = await waitFor('the shared link', async () => smtp.received.find((mail) => mail.to.includes('musteri@ornek.com.tr')));
      assert.ok(decodedText(sharedMail.raw).includes(`https://tamir.example.com/forms/view/${after.token}`));
      const user = await server.request('POST', '/api/users', {
        token: admin,
        body: adminUserBody({ username: 'adres.deneme' }),
      });
      assert.equal(user.status, 201, user.text);
      const account = await waitFor('the account e-mail', async () => smtp.received.find((mail) => mail.to.includes('ayse@example.com')));
      assert.ok(decodedText(account.raw).includes('Giriş adresi: https://tamir.example.com/giris'));

      const moved = await server.request('PUT', '/api/settings', {
        token: admin,
        body: { general: { ...GENERAL, publicBaseUrl: 'https://yeni.example.com' } },
      });
      assert.equal(moved.status, 200);
      const later = await newForm(server, tenant, 'Far ayarı');
      assert.ok(decodedText((await mailOf(later.notificationId)).raw).includes(`https://yeni.example.com/forms/view/${later.token}`));
    });
  });

  describe(`PUBLIC_BASE_URL wins over the setting, on ${kind}`, () => {
    let server: TestServer;
    let admin: string;

    before(async () => {
      server = await startServer(kind, { env: { PUBLIC_BASE_URL: 'https://ortam.example.com/' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server?.close());

    it('shows the override read-only, keeps the setting, and every link and page uses the override', async () => {
      const read = await server.request('GET', '/api/settings', { token: admin });
      assert.equal(read.body.general.publicBaseUrlOverride, 'https://ortam.example.com');
      // The admin's browser has nothing to record while the variable gives the address.
      assert.equal(
        (await server.request('PUT', '/api/settings', { token: admin, body: { general: { ...GENERAL, publicBaseUrl: 'https://ayar.example.com' } } })).status,
        200,
      );
      const saved = await server.request('GET', '/api/settings', { token: admin });
      assert.equal(saved.body.general.publicBaseUrl, 'https://ayar.example.com');
      assert.equal(saved.body.general.publicBaseUrlOverride, 'https://ortam.example.com');
      // A sent override is not stored: it is the install's.
      assert.equal(
        (await server.request('PUT', '/api/settings', { token: admin, body: { general: { ...GENERAL, publicBaseUrlOverride: 'https://x.example' } } })).status,
        200,
      );
      assert.equal((await server.request('GET', '/api/settings', { token: admin })).body.general.publicBaseUrlOverride, 'https://ortam.example.com');

      assert.equal(await server.app.settingsService.publicBaseUrl(), 'https://ortam.example.com');
      const tenant = await createTenant(server);
      assert.equal((await server.request('GET', '/api/settings', { token: tenant.token })).body.general.publicBaseUrl, 'https://ortam.example.com');
      const { token, notificationId } = await newForm(server, tenant, 'Debriyaj');
      const queued = await notificationById(server, notificationId);
      assert.ok(queued.body.includes(`Formu görüntülemek için: https://ortam.example.com/forms/view/${token}`), queued.body);
    });
  });
}
