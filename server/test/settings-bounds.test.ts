import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { settings } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
import { createTenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const { systemVersion: _readOnly, ...GENERAL } = DEFAULT_SETTINGS.general;
const { lastBackupDate: _date, lastBackupFile: _file, ...BACKUP } = DEFAULT_SETTINGS.backup;
const EMAIL = { ...DEFAULT_SETTINGS.email };
const LOGGING = { ...DEFAULT_SETTINGS.logging };

/** administration §5 'Settings bounds': [section, field, min, max, the field's Turkish name]. */
const BOUNDS: Array<[section: 'general' | 'logging' | 'backup', field: string, min: number, max: number, label: string]> = [
  ['general', 'sessionTimeoutMinutes', 5, 1440, 'Oturum zaman aşımı (dakika)'],
  ['general', 'maxLoginAttempts', 3, 10, 'Maksimum giriş denemesi'],
  ['general', 'passwordMinLength', 6, 20, 'Minimum şifre uzunluğu'],
  ['general', 'passwordExpiryDays', 0, 365, 'Şifre geçerlilik süresi (gün)'],
  ['general', 'formRedirectTimeoutSeconds', 0, 600, 'Form yönlendirme süresi (saniye)'],
  ['logging', 'retentionDays', 1, 365, 'Log saklama süresi (gün)'],
  ['logging', 'maxFileSizeMB', 1, 1000, 'Maksimum dosya boyutu (MB)'],
  ['backup', 'retentionCount', 1, 30, 'Saklanacak yedek sayısı'],
];
const FULL = { general: GENERAL, logging: LOGGING, backup: BACKUP } as const;

for (const kind of DATABASES) {
  describe(`settings: bounds, secrets and who may call, on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let tamirci: string;

    const stored = async (section: string) =>
      (await server.app.db.select().from(settings).where(eq(settings.section, section)))[0]?.value as Record<string, unknown>;
    const put = (body: unknown, token = admin) => server.request('PUT', '/api/settings', { token, body });

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tamirci = (await createTenant(server)).token;
    });
    after(() => server?.close());

    for (const [section, field, min, max, label] of BOUNDS) {
      it(`${section}.${field}: ${min}–${max} accepted on and inside each edge, refused outside with the field's text and nothing saved`, async () => {
        const message = `${label} ${min} ile ${max} arasında olmalıdır`;
        for (const value of [min, min + 1, max - 1, max]) {
          const reply = await put({ [section]: { ...FULL[section], [field]: value } });
          assert.equal(reply.status, 200, `${field}=${value}: ${reply.text}`);
          assert.equal(reply.body[section][field], value);
          assert.equal((await stored(section))[field], value);
        }
        const before = await stored(section);
        for (const value of [min - 1, max + 1, 2.5, '12a', null, '']) {
          const reply = await put({ [section]: { ...FULL[section], [field]: value } });
          assert.equal(reply.status, 400, `${field}=${JSON.stringify(value)} → ${reply.status}`);
          assert.deepEqual(reply.body.errors?.[`${section}.${field}`], [message], JSON.stringify(reply.body));
          assert.deepEqual(await stored(section), before, 'nothing saved');
        }
        await put({ [section]: FULL[section] });
      });
    }

    it('takes exactly one section, refuses unknown choices and a malformed backup time', async () => {
      assert.equal((await put({})).status, 400);
      const two = await put({ general: GENERAL, logging: LOGGING });
      assert.equal(two.status, 400);
      assert.match(two.body.errors.section[0], /tek bir ayar bölümü/);
      const level = await put({ logging: { ...LOGGING, logLevel: 'Critical' } });
      assert.equal(level.status, 400);
      assert.deepEqual(level.body.errors['logging.logLevel'], ['Geçerli bir log seviyesi seçiniz']);
      const schedule = await put({ backup: { ...BACKUP, backupSchedule: 'Hourly' } });
      assert.deepEqual(schedule.body.errors['backup.backupSchedule'], ['Geçerli bir yedekleme sıklığı seçiniz']);
      for (const time of ['24:00', '3:00', '03:60', 'x']) {
        const reply = await put({ backup: { ...BACKUP, backupTime: time } });
        assert.deepEqual(reply.body.errors['backup.backupTime'], ['Yedekleme saati SS:DD biçiminde olmalıdır'], time);
      }
      assert.equal((await put({ backup: { ...BACKUP, backupTime: '23:59', backupSchedule: 'Weekly' } })).status, 200);
      await put({ backup: BACKUP });
    });

    it('keeps systemVersion and the last backup read-only', async () => {
      const reply = await put({ general: { ...GENERAL, systemVersion: '9.9.9' } });
      assert.equal(reply.status, 200);
      assert.notEqual(reply.body.general.systemVersion, '9.9.9');
      const backup = await put({ backup: { ...BACKUP, lastBackupFile: '../../etc/passwd', lastBackupDate: '2020-01-01' } });
      assert.equal(backup.body.backup.lastBackupFile, null);
      assert.equal(backup.body.backup.lastBackupDate, null);
    });

    it('stores the e-mail password encrypted, never answers it, and keeps it when left blank', async () => {
      const secret = 'SmtpSifresi!42';
      const saved = await put({ email: { ...EMAIL, smtpHost: 'smtp.ornek.com', username: 'bildirim', password: secret } });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.email.password, '********');
      assert.ok(!saved.text.includes(secret));
      const row = await stored('email');
      assert.notEqual(row.password, secret);
      assert.equal(server.app.fieldCrypto.decrypt(String(row.password)), secret);
      for (const blank of ['', '********', undefined]) {
        const reply = await put({ email: { ...EMAIL, smtpHost: 'smtp2.ornek.com', password: blank } });
        assert.equal(reply.status, 200);
        assert.equal(server.app.fieldCrypto.decrypt(String((await stored('email')).password)), secret, `blank ${JSON.stringify(blank)} keeps it`);
      }
      const view = await server.request('GET', '/api/settings', { token: admin });
      assert.ok(!view.text.includes(secret) && !view.text.includes(String(row.password)) && !view.text.includes('configuredAt'));
      const invalid = await put({ email: { ...EMAIL, enabled: true, smtpHost: '', fromEmail: 'x' } });
      assert.equal(invalid.status, 400);
      assert.deepEqual(invalid.body.errors['email.smtpHost'], ['SMTP sunucusu zorunludur']);
      assert.deepEqual(invalid.body.errors['email.fromEmail'], ['Geçerli bir e-posta adresi giriniz']);
      for (const port of [0, 65536]) assert.equal((await put({ email: { ...EMAIL, smtpPort: port } })).status, 400);
    });

    it('SMS: every field, Netgsm by default, the sender at most 11, the keys encrypted and never answered', async () => {
      const first = await server.request('GET', '/api/settings/sms', { token: admin });
      assert.equal(first.status, 200);
      assert.equal(first.body.provider, 'Netgsm');
      assert.equal(first.body.smsLanguage, 'TR');
      assert.deepEqual(Object.keys(first.body).sort(), Object.keys(DEFAULT_SETTINGS.sms).sort());
      const sms = {
        enableSmsNotifications: true,
        sendSmsOnFormCreate: true,
        sendSmsOnFormComplete: false,
        provider: 'Twilio',
        sender: 'TAMIRFORMU1',
        smsLanguage: 'EN',
        apiKey: 'anahtar-123',
        apiSecret: 'gizli-456',
        fromNumber: '+905321112233',
      };
      const saved = await server.request('PUT', '/api/settings/sms', { token: admin, body: sms });
      assert.equal(saved.status, 200, saved.text);
      assert.deepEqual(saved.body, { ...sms, apiKey: '********', apiSecret: '********' });
      for (const provider of ['Twilio', 'Netgsm', 'Mutlucell', 'Turatel']) {
        assert.equal((await server.request('PUT', '/api/settings/sms', { token: admin, body: { ...sms, provider, apiKey: '', apiSecret: '' } })).status, 200);
      }
      const row = await stored('sms');
      assert.equal(server.app.fieldCrypto.decrypt(String(row.apiKey)), 'anahtar-123', 'blank keys keep the stored ones');
      const long = await server.request('PUT', '/api/settings/sms', { token: admin, body: { ...sms, sender: 'TAMIRFORMU12' } });
      assert.equal(long.status, 400);
      assert.deepEqual(long.body.errors.sender, ['Gönderici adı en fazla 11 karakter olabilir']);
      const provider = await server.request('PUT', '/api/settings/sms', { token: admin, body: { ...sms, provider: 'Vodafone' } });
      assert.deepEqual(provider.body.errors.provider, ['Geçerli bir SMS sağlayıcısı seçiniz']);
      const language = await server.request('PUT', '/api/settings/sms', { token: admin, body: { ...sms, smsLanguage: 'DE' } });
      assert.deepEqual(language.body.errors.smsLanguage, ['Geçerli bir SMS dili seçiniz']);
      const all = await server.request('GET', '/api/settings', { token: admin });
      for (const secret of ['anahtar-123', 'gizli-456', String(row.apiKey)]) assert.ok(!all.text.includes(secret));
    });

    it('system info: version, environment, time, provider, database size, memory and the four totals', async () => {
      const reply = await server.request('GET', '/api/settings/system-info', { token: admin });
      assert.equal(reply.status, 200);
      const info = reply.body;
      assert.equal(info.databaseProvider, kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
      assert.equal(info.version, (await server.request('GET', '/api/settings', { token: admin })).body.general.systemVersion);
      assert.ok(Math.abs(Date.parse(info.serverTime) - Date.now()) < 60_000);
      assert.ok(info.memory.usedMemoryBytes > 0 && info.memory.totalMemoryBytes >= info.memory.usedMemoryBytes);
      assert.ok(info.memory.usagePercentage > 0 && info.memory.usagePercentage <= 100);
      assert.equal(typeof info.environment, 'string');
      const users = await server.app.db.execute('select count(*)::int as n from users');
      assert.equal(info.totalUsers, Number((users.rows[0] as { n: number }).n));
      for (const key of ['totalCompanies', 'totalVehicles', 'totalRepairForms']) assert.ok(Number.isInteger(info[key]) && info[key] >= 0);
      // The database's size on disk (issue 26: the admin dashboard's system block shows it).
      const size = await server.app.db.execute('select pg_database_size(current_database())::bigint as n');
      assert.ok(Number.isInteger(info.databaseSizeBytes) && info.databaseSizeBytes > 1024 * 1024, `size ${info.databaseSizeBytes}`);
      assert.ok(Math.abs(info.databaseSizeBytes - Number((size.rows[0] as { n: string }).n)) < 8 * 1024 * 1024);
    });

    it('refuses a Tamirci every admin call here, and gives them only what their screens need', async () => {
      const calls: Array<[string, string, unknown?]> = [
        ['PUT', '/api/settings', { general: GENERAL }],
        ['GET', '/api/settings/sms'],
        ['PUT', '/api/settings/sms', DEFAULT_SETTINGS.sms],
        ['POST', '/api/settings/test-email', { toEmail: 'a@b.co' }],
        ['GET', '/api/settings/system-info'],
        ['GET', '/api/settings/backups'],
        ['POST', '/api/settings/backup', { description: 'x' }],
        ['POST', '/api/settings/restore', { fileName: 'x.sql.gz' }],
        ['GET', '/api/settings/logs'],
        ['POST', '/api/logs/search', {}],
        ['GET', '/api/logs/statistics'],
        ['DELETE', '/api/logs/clean?daysToKeep=90'],
      ];
      for (const [method, path, body] of calls) {
        const reply = await server.request(method, path, { token: tamirci, body });
        assert.equal(reply.status, 403, `${method} ${path}`);
        assert.match(reply.body.message, /yetki/i);
      }
      const mine = await server.request('GET', '/api/settings', { token: tamirci });
      assert.deepEqual(mine.body, { general: { systemName: 'Tamir Formu', formRedirectTimeoutSeconds: 120, passwordMinLength: 6, publicBaseUrl: '' } });
    });
  });
}
