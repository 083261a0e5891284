import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { authSessions, notifications, users } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { adminUserBody, createUser, withMailingServer } from './helpers/fixtures';
import { waitFor } from './helpers/notifications';
import { DATABASES, type TestServer } from './helpers/server';
import { decodedText, startSmtp, type TestSmtp } from './helpers/smtp';

const { systemVersion: _readOnly, ...GENERAL } = DEFAULT_SETTINGS.general;
let seq = 0;
const fresh = () => `ayar${Date.now().toString(36)}${++seq}`;
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };

for (const kind of DATABASES) {
  describe(`settings take effect without a restart, on ${kind}`, () => {
    let server: TestServer;
    let smtp: TestSmtp;
    let admin: string;

    const general = (values: Record<string, unknown>) => server.request('PUT', '/api/settings', { token: admin, body: { general: { ...GENERAL, ...values } } });
    const login = (username: string, password: string) => server.request('POST', '/api/auth/login', { body: { username, password } });
    const change = (token: string, body: Record<string, unknown>) => server.request('POST', '/api/settings/change-password', { token, body });

    withMailingServer(kind, (cast) => ({ server, smtp, admin } = cast), { NOTIFICATION_POLL_MS: '100', MAIL_FROM: 'kurulum@tamir.example' });
    beforeEach(async () => {
      assert.equal((await general({})).status, 200);
    });

    it('maxLoginAttempts: a lower threshold locks sooner', async () => {
      const user = await createUser(server, { role: 'Admin' });
      for (let attempt = 1; attempt <= 3; attempt++) assert.equal((await login(user.username, 'yanlis')).status, 401, `default 5, attempt ${attempt}`);
      await general({ maxLoginAttempts: 3 });
      const other = await createUser(server, { role: 'Admin' });
      assert.equal((await login(other.username, 'yanlis')).status, 401);
      assert.equal((await login(other.username, 'yanlis')).status, 401);
      const third = await login(other.username, 'yanlis');
      assert.equal(third.status, 423);
      assert.equal((await login(other.username, other.password)).status, 423, 'locked even with the right password');
    });

    it('sessionTimeoutMinutes: the token and the session live that long, and an expired session is refused', async () => {
      await general({ sessionTimeoutMinutes: 5 });
      const user = await createUser(server, { role: 'Admin' });
      const reply = await login(user.username, user.password);
      assert.equal(reply.status, 200);
      const { iat, exp } = claims(reply.body.token);
      assert.equal(exp - iat, 5 * 60);
      const [session] = await server.app.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
      assert.ok(Math.abs(session.expiresAt.getTime() - (Date.now() + 5 * 60_000)) < 30_000);
      assert.equal((await server.request('GET', '/api/settings', { token: reply.body.token })).status, 200);
      await server.app.db
        .update(authSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authSessions.userId, user.id));
      // Written straight to the database: on PostgreSQL the session cache hears of it by NOTIFY, which
      // arrives a moment later (docs/decisions.md "Fast and light"), so the refusal is waited for.
      await waitFor(
        'the expired session to be refused',
        async () => (await server.request('GET', '/api/settings', { token: reply.body.token })).status === 401,
      );
      await general({ sessionTimeoutMinutes: 1440 });
      const longer = await login(user.username, user.password);
      assert.equal(claims(longer.body.token).exp - claims(longer.body.token).iat, 1440 * 60);
    });

    it('passwordMinLength applies to a new user, a new shop login and a password change', async () => {
      await general({ passwordMinLength: 8 });
      const created = await server.request('POST', '/api/users', { token: admin, body: adminUserBody({ password: 'Kisa!12' }) });
      assert.equal(created.status, 400);
      assert.deepEqual(created.body.errors.password, ['Şifre en az 8 karakter olmalıdır']);
      assert.equal((await server.request('POST', '/api/users', { token: admin, body: adminUserBody({ password: 'Uzun!123' }) })).status, 201);
      const user = await createUser(server, { role: 'Admin', password: 'Eski!Sifre1' });
      const token = await server.login(user.username, user.password);
      const short = await change(token, { currentPassword: user.password, newPassword: 'Kisa!12', confirmPassword: 'Kisa!12' });
      assert.equal(short.status, 400);
      assert.deepEqual(short.body.errors.newPassword, ['Şifre en az 8 karakter olmalıdır']);
      const settingsView = await server.request('GET', '/api/settings', { token });
      assert.equal(settingsView.body.general.passwordMinLength, 8, 'the change form reads the minimum');
    });

    it('change-password: every error, then the change ends the other sessions and keeps this one', async () => {
      const user = await createUser(server, { role: 'Admin', password: 'Eski!Sifre1' });
      const here = await server.login(user.username, user.password);
      const elsewhere = await server.login(user.username, user.password);
      const missing = await change(here, {});
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, {
        currentPassword: ['Mevcut şifre zorunludur'],
        newPassword: ['Yeni şifre zorunludur'],
        confirmPassword: ['Yeni şifre tekrarı zorunludur'],
      });
      const mismatch = await change(here, { currentPassword: user.password, newPassword: 'Yeni!Sifre1', confirmPassword: 'Yeni!Sifre2' });
      assert.deepEqual(mismatch.body.errors.confirmPassword, ['Şifreler eşleşmiyor']);
      const short = await change(here, { currentPassword: user.password, newPassword: 'a1!', confirmPassword: 'a1!' });
      assert.deepEqual(short.body.errors.newPassword, ['Şifre en az 6 karakter olmalıdır']);
      const wrong = await change(here, { currentPassword: 'Bilinmeyen1', newPassword: 'Yeni!Sifre1', confirmPassword: 'Yeni!Sifre1' });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, 'Mevcut şifre yanlış');
      const same = await change(here, { currentPassword: user.password, newPassword: user.password, confirmPassword: user.password });
      assert.equal(same.status, 400);
      assert.equal((await change('', { currentPassword: user.password, newPassword: 'Yeni!Sifre1', confirmPassword: 'Yeni!Sifre1' })).status, 401);
      assert.equal((await login(user.username, user.password)).status, 200, 'no failed attempt changed the password');

      const done = await change(here, { currentPassword: user.password, newPassword: 'Yeni!Sifre1', confirmPassword: 'Yeni!Sifre1' });
      assert.equal(done.status, 200);
      assert.match(done.body.message, /Şifreniz değiştirildi/);
      assert.equal((await server.request('GET', '/api/settings', { token: here })).status, 200, 'this session stays');
      assert.equal((await server.request('GET', '/api/settings', { token: elsewhere })).status, 401, 'the other session ended');
      assert.equal((await login(user.username, user.password)).status, 401);
      assert.equal((await login(user.username, 'Yeni!Sifre1')).status, 200);
      const logged = await server.app.db.execute(
        sql`select count(*)::int as n from system_logs where action = 'PasswordChange' and entity_id = ${String(user.id)}`,
      );
      assert.ok(Number((logged.rows[0] as { n: number }).n) >= 2, 'the failed and the done change are in the log');
      const secrets = await server.app.db.execute(
        sql`select count(*)::int as n from system_logs where description like '%Yeni!Sifre1%' or description like '%Eski!Sifre1%'`,
      );
      assert.equal(Number((secrets.rows[0] as { n: number }).n), 0);
    });

    it('requirePasswordChange: a user an admin creates must change the password before anything else', async () => {
      await general({ requirePasswordChange: true });
      const body = adminUserBody({ password: 'Ilk!Sifre1' });
      assert.equal((await server.request('POST', '/api/users', { token: admin, body })).status, 201);
      const shop = await server.request('POST', '/api/repairshop', {
        token: admin,
        body: { name: `Zorunlu ${fresh()}`, contactPhone: '0532 111 22 33', contactEmail: 'dukkan@example.com', username: fresh(), password: 'Ilk!Sifre1' },
      });
      assert.equal(shop.status, 201, shop.text);
      const first = await login(body.username, 'Ilk!Sifre1');
      assert.equal(first.status, 200);
      assert.equal(first.body.user.mustChangePassword, true);
      const token = first.body.token;
      for (const [method, path] of [
        ['GET', '/api/users'],
        ['GET', '/api/dashboard/admin'],
        ['GET', '/api/vehicles'],
      ] as const) {
        const refused = await server.request(method, path, { token });
        assert.equal(refused.status, 403, path);
        assert.equal(refused.body.message, 'Devam etmeden önce şifrenizi değiştirmeniz gerekiyor');
      }
      assert.equal((await server.request('GET', '/api/settings', { token })).status, 200, 'the form may read the minimum');
      assert.equal((await change(token, { currentPassword: 'Ilk!Sifre1', newPassword: 'Yeni!Sifre1', confirmPassword: 'Yeni!Sifre1' })).status, 200);
      assert.equal((await server.request('GET', '/api/users', { token })).status, 200, 'free once changed');
      assert.equal((await login(body.username, 'Yeni!Sifre1')).body.user.mustChangePassword, false);
      const shopUser = shop.body.username ?? (await server.app.db.select().from(users).where(eq(users.repairShopId, shop.body.id)))[0].username;
      assert.equal((await login(shopUser, 'Ilk!Sifre1')).body.user.mustChangePassword, true, 'a shop login made by an admin too');
    });

    it('passwordExpiryDays: an older password must be changed at the next sign-in; 0 never expires', async () => {
      const user = await createUser(server, { role: 'Admin', password: 'Eski!Sifre1' });
      await server.app.db
        .update(users)
        .set({ passwordChangedAt: sql`now() - interval '40 days'` })
        .where(eq(users.id, user.id));
      assert.equal((await login(user.username, user.password)).body.user.mustChangePassword, false, '0 = never');
      await general({ passwordExpiryDays: 30 });
      const expired = await login(user.username, user.password);
      assert.equal(expired.body.user.mustChangePassword, true);
      assert.equal((await server.request('GET', '/api/vehicles', { token: expired.body.token })).status, 403);
      const done = await change(expired.body.token, { currentPassword: user.password, newPassword: 'Yeni!Sifre1', confirmPassword: 'Yeni!Sifre1' });
      assert.equal(done.status, 200);
      assert.equal((await login(user.username, 'Yeni!Sifre1')).body.user.mustChangePassword, false, 'the clock restarted');
      const fresh40 = await createUser(server, { role: 'Admin' });
      await server.app.db
        .update(users)
        .set({ passwordChangedAt: sql`now() - interval '20 days'` })
        .where(eq(users.id, fresh40.id));
      assert.equal((await login(fresh40.username, fresh40.password)).body.user.mustChangePassword, false, 'younger than the limit');
    });

    it('e-mail: the test goes over SMTP; switched off, nothing is sent; the tab’s server is used on the next send', async () => {
      const at = await server.request('POST', '/api/settings/test-email', { token: admin, body: { toEmail: 'adres-yok' } });
      assert.equal(at.status, 400);
      assert.deepEqual(at.body.errors.toEmail, ['Geçerli bir e-posta adresi giriniz']);

      // Never saved: the install's SMTP_URL sends.
      const before = smtp.received.length;
      const viaEnv = await server.request('POST', '/api/settings/test-email', { token: admin, body: { toEmail: 'alici@example.com' } });
      assert.equal(viaEnv.status, 200, viaEnv.text);
      assert.equal(smtp.received.length, before + 1);
      assert.deepEqual(smtp.received.at(-1)!.to, ['alici@example.com']);
      assert.match(decodedText(smtp.received.at(-1)!.raw), /e-posta ayarlarını denemek için/);

      // Saved switched off: the test is refused and a queued e-mail fails instead of going out.
      const off = await server.request('PUT', '/api/settings', { token: admin, body: { email: { ...DEFAULT_SETTINGS.email, enabled: false } } });
      assert.equal(off.status, 200);
      const refused = await server.request('POST', '/api/settings/test-email', { token: admin, body: { toEmail: 'alici@example.com' } });
      assert.equal(refused.status, 400);
      assert.match(refused.body.message, /^Test e-postası gönderilemedi: E-posta gönderimi kapalı/);
      const queued = await server.request('POST', '/api/notification/test-email', {
        token: admin,
        body: { type: 'Email', recipient: 'kuyruk@example.com', subject: 'Kapalı', body: 'Gitmemeli' },
      });
      assert.equal(queued.status, 200, queued.text);
      const [row] = await waitFor('the e-mail to fail while sending is off', async () => {
        const rows = await server.app.db.select().from(notifications).where(eq(notifications.subject, 'Kapalı'));
        return rows[0]?.status === 'Failed' && rows;
      });
      assert.match(String(row.errorMessage), /devre dışı/);
      assert.ok(!smtp.received.some((mail) => mail.to.includes('kuyruk@example.com')));

      // The tab's own server and sender, with a password that never shows.
      const other = await startSmtp({ credentials: { user: 'bildirim', pass: 'Smtp!Gizli9' } });
      try {
        const on = await server.request('PUT', '/api/settings', {
          token: admin,
          body: {
            email: {
              enabled: true,
              smtpHost: '127.0.0.1',
              smtpPort: other.port,
              username: 'bildirim',
              password: 'Smtp!Gizli9',
              fromEmail: 'ayarlar@tamir.example',
              fromName: 'Tamir Formu',
              useSsl: false,
            },
          },
        });
        assert.equal(on.status, 200, on.text);
        assert.ok(!on.text.includes('Smtp!Gizli9'));
        const sent = await server.request('POST', '/api/settings/test-email', { token: admin, body: { toEmail: 'alici@example.com' } });
        assert.equal(sent.status, 200, sent.text);
        assert.equal(other.received.length, 1);
        assert.equal(other.received[0].user, 'bildirim');
        assert.match(other.received[0].from, /ayarlar@tamir\.example/);
        await other.stop();
        const down = await server.request('POST', '/api/settings/test-email', { token: admin, body: { toEmail: 'alici@example.com' } });
        assert.equal(down.status, 422);
        assert.match(down.body.message, /^Test e-postası gönderilemedi: SMTP hatası: /);
        assert.ok(!down.text.includes('Smtp!Gizli9'));
        const logged = await server.app.db.execute(
          sql`select log_level, action, request_path from system_logs where description = ${down.body.message} and entity_type = 'SystemSetting'`,
        );
        assert.deepEqual(logged.rows, [{ log_level: 'Error', action: 'Send', request_path: '/api/settings/test-email' }]);
      } finally {
        await other.stop().catch(() => undefined);
        await server.request('PUT', '/api/settings', { token: admin, body: { email: DEFAULT_SETTINGS.email } });
      }
    });
  });
}
