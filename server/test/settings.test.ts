import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { settings } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { createTenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

for (const kind of DATABASES) {
  describe(`GET /settings on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let tamirci: string;

    const setSection = (section: string, value: Record<string, unknown>) => server.app.db.update(settings).set({ value }).where(eq(settings.section, section));

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tamirci = (await createTenant(server)).token;
    });
    after(() => server?.close());

    it('gives the admin every section with the defaults, and no secret', async () => {
      const reply = await server.request('GET', '/api/settings', { token: admin });
      assert.equal(reply.status, 200);
      assert.deepEqual(Object.keys(reply.body).sort(), ['backup', 'email', 'general', 'logging', 'reminders', 'sms']);
      // publicBaseUrlOverride: PUBLIC_BASE_URL, read-only (unset here).
      assert.deepEqual(reply.body.general, { ...DEFAULT_SETTINGS.general, publicBaseUrlOverride: null });
      assert.equal(reply.body.general.formRedirectTimeoutSeconds, 120);
      assert.deepEqual(reply.body.email, { ...DEFAULT_SETTINGS.email, password: null });
      assert.equal(reply.body.sms.apiKey, null);
      assert.equal(reply.body.sms.apiSecret, null);
      assert.equal(reply.body.sms.provider, 'Netgsm');
      assert.deepEqual(reply.body.logging, DEFAULT_SETTINGS.logging);
      assert.deepEqual(reply.body.reminders, { soonDays: 30, verySoonDays: 7, soonKilometers: 1000, verySoonKilometers: 300 });
      assert.deepEqual(reply.body.backup, DEFAULT_SETTINGS.backup);
      assert.ok(!reply.text.includes('encryptionKeyCheck'), 'the internal security row stays internal');
    });

    it('masks stored secrets: never the value, never its ciphertext', async () => {
      const crypto = server.app.fieldCrypto;
      await setSection('email', {
        ...DEFAULT_SETTINGS.email,
        enabled: true,
        smtpHost: 'smtp.ornek.com',
        username: 'bildirim',
        password: crypto.encrypt('SmtpSifresi!1'),
      });
      await setSection('sms', { ...DEFAULT_SETTINGS.sms, apiKey: crypto.encrypt('anahtar-123'), apiSecret: crypto.encrypt('gizli-456') });
      try {
        const reply = await server.request('GET', '/api/settings', { token: admin });
        assert.equal(reply.status, 200);
        assert.equal(reply.body.email.password, '********');
        assert.equal(reply.body.email.smtpHost, 'smtp.ornek.com');
        assert.equal(reply.body.email.username, 'bildirim');
        assert.equal(reply.body.sms.apiKey, '********');
        assert.equal(reply.body.sms.apiSecret, '********');
        for (const secret of ['SmtpSifresi!1', 'anahtar-123', 'gizli-456', 'v1:']) assert.ok(!reply.text.includes(secret), secret);
      } finally {
        await setSection('email', DEFAULT_SETTINGS.email);
        await setSection('sms', DEFAULT_SETTINGS.sms);
      }
    });

    it("gives a Tamirci only the system name, form redirect timeout, password minimum and the portal's address in effect", async () => {
      const reply = await server.request('GET', '/api/settings', { token: tamirci });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { general: { systemName: 'Tamir Formu', formRedirectTimeoutSeconds: 120, passwordMinLength: 6, publicBaseUrl: '' } });

      await setSection('general', { ...DEFAULT_SETTINGS.general, formRedirectTimeoutSeconds: 45 });
      try {
        assert.deepEqual((await server.request('GET', '/api/settings', { token: tamirci })).body, {
          general: { systemName: 'Tamir Formu', formRedirectTimeoutSeconds: 45, passwordMinLength: 6, publicBaseUrl: '' },
        });
      } finally {
        await setSection('general', DEFAULT_SETTINGS.general);
      }
    });

    it('needs a session', async () => {
      const reply = await server.request('GET', '/api/settings');
      assert.equal(reply.status, 401);
    });
  });
}
