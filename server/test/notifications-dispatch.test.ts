import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { NO_EMAIL_PLACEHOLDER } from '@tamir/shared-api/domain';
import { notifications, settings, systemLogs } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { ConfigError, loadConfig } from '../src/config';
import { renderEmailHtml } from '../src/modules/notifications/form-email';
import { markSent, renewClaim } from '../src/modules/notifications/claims';
import { describeSmtpError, EMAIL_DISABLED_REASON } from '../src/modules/notifications/smtp';
import { createCompany, createTenant, createVehicle, withMailingServer, KNOWN_DRIVER } from './helpers/fixtures';
import { formEmailOfNewTenant, notificationById, notificationsOfForm, queueEmail, waitFor } from './helpers/notifications';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { decodedText, startSmtp, type TestSmtp } from './helpers/smtp';

const BASE_URL = 'https://tamir.example.com';
const dispatching = (env: Record<string, string> = {}) => ({ env: { NOTIFICATION_POLL_MS: '100', ...env } });

for (const kind of DATABASES) {
  describe(`e-mail outbox on ${kind}: delivery over SMTP`, () => {
    let smtp: TestSmtp;
    let server: TestServer;
    let tenant: Awaited<ReturnType<typeof createTenant>>;

    // A poll of a minute: every e-mail below goes out because queuing it woke the dispatcher.
    withMailingServer(kind, (cast) => ({ server, smtp, tenant } = cast), { MAIL_FROM: 'Tamir Formu <bildirim@tamir.example.com>', PUBLIC_BASE_URL: BASE_URL });

    it('sends the form e-mail with its number, contents and absolute public link, in Turkish, text and HTML', async () => {
      const vehicle = await createVehicle(server, {
        companyId: tenant.companyId,
        plate: '34 TF 201',
        ...KNOWN_DRIVER,
      });
      const created = await server.request('POST', '/api/repairform', {
        token: tenant.token,
        body: { vehicleId: vehicle.id, descriptionLines: ['Fren sesi', 'Yağ kaçağı'], partsUsed: '' },
      });
      assert.equal(created.status, 201);
      const form = created.body;
      const token = form.formLinks[0].token;

      const [queued] = await notificationsOfForm(server, form.id);
      const sent = await waitFor('the e-mail to be sent', async () => {
        const row = await notificationById(server, queued.id);
        return row.status === 'Sent' && row;
      });
      assert.ok(sent.sentAt instanceof Date);
      assert.equal(sent.retryCount, 0);
      assert.equal(sent.errorMessage, null);

      const mails = smtp.received.filter((mail) => mail.notificationId === queued.id);
      assert.equal(mails.length, 1);
      const [mail] = mails;
      assert.deepEqual(mail.to, ['filo@firma.com']);
      assert.equal(mail.from, 'bildirim@tamir.example.com');
      assert.match(mail.raw, new RegExp(`^Subject: Tamir Formu ${form.formNumber} - 34 TF 201\\r?$`, 'm'));
      assert.match(mail.raw, /^Content-Type: text\/plain; charset=utf-8/im);
      assert.match(mail.raw, /^Content-Type: text\/html; charset=utf-8/im);
      const text = decodedText(mail.raw);
      assert.ok(text.includes(`${BASE_URL}/forms/view/${token}`), 'absolute public link');
      assert.ok(text.includes(`<a href="${BASE_URL}/forms/view/${token}">`), 'clickable link in the HTML part');
      for (const expected of [
        `Form No: ${form.formNumber}`,
        'Plaka: 34 TF 201',
        'Marka / Model: Ford Transit',
        'Kilometre: 98.765 km',
        'Şoför: Veli Kaya',
        '1. Fren sesi',
        '2. Yağ kaçağı',
        'Sayın',
      ]) {
        assert.ok(text.includes(expected), `e-mail shows "${expected}"`);
      }
      assert.match(text, /Tarih: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      assert.ok(!/0535\D?000\D?11\D?22/.test(text), "the driver's phone is not in the e-mail");
    });

    it('delivers a link shared with POST /repairform/{id}/send at once', async () => {
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const form = (
        await server.request('POST', '/api/repairform', {
          token: tenant.token,
          body: { vehicleId: vehicle.id, descriptionLines: ['Lastik değişimi'], partsUsed: '' },
        })
      ).body;
      const reply = await server.request('POST', `/api/repairform/${form.id}/send`, {
        token: tenant.token,
        body: { email: 'musteri@ornek.com.tr', phone: '', sendEmail: true, sendSms: false },
      });
      assert.equal(reply.status, 200);
      const mail = await waitFor('the shared link to arrive', async () => smtp.received.find((m) => m.to.includes('musteri@ornek.com.tr')), 5000);
      assert.ok(decodedText(mail.raw).includes(`${BASE_URL}/forms/view/${form.formLinks[0].token}`));
      assert.ok(mail.raw.includes(form.formNumber));
    });

    it('queues nothing for a company with the "E-posta yok" placeholder', async () => {
      const companyId = await createCompany(server, { email: NO_EMAIL_PLACEHOLDER, linkTo: [tenant.shopId] });
      const vehicle = await createVehicle(server, { companyId });
      const created = await server.request('POST', '/api/repairform', {
        token: tenant.token,
        body: { vehicleId: vehicle.id, descriptionLines: ['Far ayarı'], partsUsed: '' },
      });
      assert.equal(created.status, 201);
      assert.deepEqual(await notificationsOfForm(server, created.body.id), []);
      assert.ok(!smtp.received.some((mail) => mail.to.includes(NO_EMAIL_PLACEHOLDER)));
    });

    it('takes over a claim left by a dead process, never one that is still fresh', async () => {
      const stale = await queueEmail(server, { recipient: 'eski@example.com', lockedBy: 'olu-surec', lockedAt: new Date(Date.now() - 10 * 60_000) });
      const fresh = await queueEmail(server, { recipient: 'taze@example.com', lockedBy: 'calisan-surec', lockedAt: new Date(Date.now() - 60_000) });
      server.app.notificationOutbox.notifyQueued();
      await waitFor('the stale claim to be sent', async () => (await notificationById(server, stale)).status === 'Sent');
      await new Promise((resolve) => setTimeout(resolve, 400));
      const untouched = await notificationById(server, fresh);
      assert.equal(untouched.status, 'Pending');
      assert.equal(untouched.lockedBy, 'calisan-surec');
      assert.ok(!smtp.received.some((mail) => mail.notificationId === fresh));
      await server.app.db.delete(notifications).where(eq(notifications.id, fresh));
    });

    it('lets only the holder of a claim renew or finish it', async () => {
      const id = await queueEmail(server, { recipient: 'sahip@example.com', nextAttemptAt: new Date(Date.now() + 60 * 60_000) });
      await server.app.db
        .update(notifications)
        .set({ nextAttemptAt: sql`now()`, lockedBy: 'surec-a', lockedAt: sql`now()` })
        .where(eq(notifications.id, id));
      assert.equal(await renewClaim(server.app.db, id, 'surec-b'), false);
      assert.equal(await markSent(server.app.db, id, 'surec-b'), false);
      assert.equal(await renewClaim(server.app.db, id, 'surec-a'), true);
      assert.equal((await notificationById(server, id)).status, 'Pending');
      await server.app.db.delete(notifications).where(eq(notifications.id, id));
    });

    it('uses the enabled e-mail settings (encrypted password) before SMTP_URL', async () => {
      const credentials = { user: 'smtp-kullanici', pass: 'Gizli!Sifre42' };
      const authSmtp = await startSmtp({ credentials });
      try {
        await server.app.db
          .update(settings)
          .set({
            value: {
              ...DEFAULT_SETTINGS.email,
              enabled: true,
              smtpHost: '127.0.0.1',
              smtpPort: authSmtp.port,
              username: credentials.user,
              password: server.app.fieldCrypto.encrypt(credentials.pass),
              fromEmail: 'servis@yildiz.example.com',
              fromName: 'Yıldız Oto Servis',
              useSsl: false,
            },
          })
          .where(eq(settings.section, 'email'));
        const id = await queueEmail(server, { recipient: 'ayar@example.com' });
        server.app.notificationOutbox.notifyQueued();
        await waitFor('the e-mail to be sent', async () => (await notificationById(server, id)).status === 'Sent');
        const mails = authSmtp.received.filter((mail) => mail.notificationId === id);
        assert.equal(mails.length, 1);
        assert.equal(mails[0].user, credentials.user);
        assert.equal(mails[0].from, 'servis@yildiz.example.com');
        assert.match(mails[0].raw, /^From: =\?UTF-8\?.+<servis@yildiz\.example\.com>/m);
        assert.ok(!smtp.received.some((mail) => mail.notificationId === id), 'not sent through SMTP_URL');

        const admin = await server.login(ADMIN.username, ADMIN.password);
        const view = await server.request('GET', '/api/settings', { token: admin });
        assert.equal(view.body.email.password, '********');
        assert.ok(!view.text.includes(credentials.pass) && !view.text.includes('v1:'));
      } finally {
        await server.app.db.update(settings).set({ value: DEFAULT_SETTINGS.email }).where(eq(settings.section, 'email'));
        await authSmtp.stop();
      }
    });
  });

  describe(`e-mail outbox on ${kind}: SMTP down, retries, Failed for good`, () => {
    let smtp: TestSmtp;
    let server: TestServer;

    before(async () => {
      smtp = await startSmtp();
      await smtp.stop();
      server = await startServer(kind, dispatching({ SMTP_URL: `smtp://kullanici:S3cret%21Pass@127.0.0.1:${smtp.port}` }));
    });
    after(async () => {
      await server?.close();
      await smtp?.stop();
    });

    it('records a failed attempt with the error and a 30 s back-off, then sends on the retry once SMTP is up', async () => {
      const queued = await formEmailOfNewTenant(server, 'Motor ısınıyor');

      const failed = await waitFor('the first attempt to fail', async () => {
        const row = await notificationById(server, queued.id);
        return row.retryCount === 1 && row;
      });
      assert.equal(failed.status, 'Pending');
      assert.match(failed.errorMessage ?? '', /^SMTP hatası: .*ECONNREFUSED/);
      assert.ok(!(failed.errorMessage ?? '').includes('S3cret'), 'no SMTP password in the stored error');
      assert.equal(failed.lockedBy, null);
      const [{ waitS }] = (
        await server.app.db.execute(
          sql`select extract(epoch from ${notifications.nextAttemptAt} - now())::float as "waitS" from ${notifications} where ${notifications.id} = ${queued.id}`,
        )
      ).rows as Array<{ waitS: number }>;
      assert.ok(waitS > 25 && waitS <= 30, `next attempt in about 30 s (${waitS})`);

      await smtp.start();
      // The back-off has passed: made due now instead of waiting 30 s.
      await server.app.db
        .update(notifications)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(notifications.id, queued.id));
      const sent = await waitFor('the retry to be sent', async () => {
        const row = await notificationById(server, queued.id);
        return row.status === 'Sent' && row;
      });
      assert.equal(sent.retryCount, 1);
      assert.equal(sent.errorMessage, null);
      assert.equal(smtp.received.filter((mail) => mail.notificationId === queued.id).length, 1);
      await smtp.stop();
    });

    it('marks a notification Failed for good after the 5th failed attempt and writes it to the system log', async () => {
      const id = await queueEmail(server, { recipient: 'bes@example.com', recipientMasked: 'be***@example.com', retryCount: 4 });
      server.app.notificationOutbox.notifyQueued();
      const failed = await waitFor('the 5th attempt to fail', async () => {
        const row = await notificationById(server, id);
        return row.status === 'Failed' && row;
      });
      assert.equal(failed.retryCount, 5);
      assert.match(failed.errorMessage ?? '', /ECONNREFUSED/);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityType, 'Notification'), eq(systemLogs.entityId, String(id))));
      assert.equal(logs.length, 1);
      assert.equal(logs[0].action, 'Send');
      assert.equal(logs[0].logLevel, 'Error');
      assert.ok(logs[0].description?.includes('be***@example.com'));
      assert.ok(!logs[0].description?.includes('bes@example.com'));
    });
  });

  describe(`e-mail outbox on ${kind}: e-mail not configured`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(kind, dispatching());
    });
    after(() => server?.close());

    it('marks due e-mails Failed with the reason, keeping them', async () => {
      const queued = await formEmailOfNewTenant(server, 'Klima çalışmıyor');
      const failed = await waitFor('the e-mail to be marked Failed', async () => {
        const row = await notificationById(server, queued.id);
        return row.status === 'Failed' && row;
      });
      assert.equal(failed.errorMessage, EMAIL_DISABLED_REASON);
      assert.equal(failed.errorMessage, 'E-posta gönderimi devre dışı: SMTP ayarları yapılandırılmamış');
      assert.equal(failed.retryCount, 0);
      assert.equal(failed.sentAt, null);
    });
  });

  describe(`e-mail outbox on ${kind}: shutdown`, () => {
    it('finishes the e-mail in flight, hands back the rest of its batch and leaves nothing running', async () => {
      const smtp = await startSmtp({ delayMs: 300 });
      const first = await startServer(kind, { ...dispatching({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }), keepData: true });
      const ids: number[] = [];
      try {
        for (let i = 0; i < 3; i++) ids.push(await queueEmail(first, { recipient: `kapanis${i}@example.com` }));
        first.app.notificationOutbox.notifyQueued();
        await waitFor('the first message to reach the SMTP server', async () => smtp.received.length > 0, 5000);
      } finally {
        await first.close();
      }
      const again = await startServer(kind, { dataDir: first.dataDir, databaseUrl: first.databaseUrl ?? undefined });
      try {
        const rows = await Promise.all(ids.map((id) => notificationById(again, id)));
        const sent = rows.filter((row) => row.status === 'Sent');
        assert.equal(sent.length, smtp.received.length, 'every e-mail the SMTP server got is marked Sent');
        assert.ok(sent.length >= 1 && sent.length < 3);
        for (const row of rows.filter((r) => r.status !== 'Sent')) {
          assert.equal(row.status, 'Pending');
          assert.equal(row.lockedBy, null, 'handed back for another process');
        }
      } finally {
        await again.close();
        await smtp.stop();
        if (first.databaseUrl) await dropDatabase(first.databaseUrl);
        else (await import('node:fs')).rmSync(first.dataDir, { recursive: true, force: true });
      }
    });
  });
}

async function dropDatabase(url: string) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

describe('e-mail configuration and rendering', () => {
  it('reads NOTIFICATION_POLL_MS, SMTP_URL and MAIL_FROM, and refuses a bad SMTP_URL without echoing it', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.notificationPollMs, 2000);
    assert.equal(defaults.smtpUrl, null);
    assert.equal(defaults.mailFrom, null);
    const set = loadConfig({ NOTIFICATION_POLL_MS: '0', SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Tamir <a@b.com>' });
    assert.deepEqual([set.notificationPollMs, set.smtpUrl, set.mailFrom], [0, 'smtps://u:p@mail.example.com:465', 'Tamir <a@b.com>']);
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail.example.com' }), ConfigError);
    assert.throws(
      () => loadConfig({ SMTP_URL: 'smtp://kullanici:GizliParola@:::' }),
      (error: Error) => error instanceof ConfigError && !error.message.includes('GizliParola'),
    );
  });

  it('escapes what users typed in the HTML part and keeps secrets out of stored SMTP errors', () => {
    const html = renderEmailHtml(
      'Arızalar / şikayetler:\n1. <script>alert(1)</script> & "ses"\n\nFormu görüntülemek için: https://tamir.example.com/forms/view/abc_-1',
    );
    assert.ok(html.includes('1. &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;ses&quot;'));
    assert.ok(!html.includes('<script>'));
    assert.ok(html.includes('<a href="https://tamir.example.com/forms/view/abc_-1">'));
    const stored = describeSmtpError(Object.assign(new Error('Invalid login: 535 bad password Parola!1 for user'), { code: 'EAUTH' }), ['Parola!1']);
    assert.equal(stored, 'SMTP hatası: EAUTH: Invalid login: 535 bad password *** for user');
  });
});
