import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { RETENTION_MARK } from '../src/modules/system-logs/retention';
import { call, launchThree, loginTo, type ChildServer } from './helpers/child-server';
import { adminUserBody } from './helpers/fixtures';
import { waitFor } from './helpers/notifications';
import { createPostgresDatabase, postgresOnly } from './helpers/server';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Issue 32: three API processes (real OS processes running src/server.ts, each on its own port) on
// one PostgreSQL database, requests spread across them. PostgreSQL only: PGlite serves one process
// by design (the server refuses a second one, and WORKERS above 1), as in notifications-two-dispatchers.

const PUBLIC_LIMIT = 9;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';
let plateSeq = 0;
const nextPlate = () => {
  const n = ++plateSeq;
  return `${10 + (n % 80)}${LETTERS[n % 21]}${LETTERS[Math.floor(n / 21) % 21]}P${1000 + n}`;
};

interface Written {
  companyId: number;
  vehicleId: number;
  formId: number;
  email: string;
}

/** Company (with its own address), vehicle and form: the form queues one e-mail to the company. */
async function writeForm(url: string, token: string, tag: string): Promise<Written> {
  const email = `filo.${tag}@uc-surec.example`;
  const company = await call(url, 'POST', '/api/company', token, { name: `Üç Süreç ${tag}`, contactEmail: email });
  if (company.status !== 201) throw new Error(`company ${company.status} ${company.text}`);
  const vehicle = await call(url, 'POST', '/api/vehicles', token, {
    plateNumber: nextPlate(),
    brand: 'Ford',
    model: 'Transit',
    kilometer: 1000,
    ownerName: 'Üç Süreç Şoför',
    driverPhone: '0532 111 22 33',
    companyId: company.body.id,
  });
  if (vehicle.status !== 201) throw new Error(`vehicle ${vehicle.status} ${vehicle.text}`);
  const form = await call(url, 'POST', '/api/repairform', token, { vehicleId: vehicle.body.id, descriptionLines: [`Arıza ${tag}`] });
  if (form.status !== 201) throw new Error(`form ${form.status} ${form.text}`);
  return { companyId: company.body.id, vehicleId: vehicle.body.id, formId: form.body.id, email };
}

for (const kind of postgresOnly('three server processes on one database')) {
  describe(`three server processes on one ${kind} database`, () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let smtp: TestSmtp;
    let sql: pg.Client;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-three-'));
    const backupDir = path.join(dataDir, 'backups');
    let servers: ChildServer[] = [];
    let urls: string[] = [];
    let admin: string;
    const written: Written[] = [];
    let turn = 0;
    /** The next process, round-robin, as a load balancer would pick it. */
    const next = () => urls[turn++ % urls.length];
    const rows = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

    before(async () => {
      database = await createPostgresDatabase();
      smtp = await startSmtp();
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        // Processes serving one database share its keys and its backup folder, as in production.
        JWT_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        BACKUP_DIR: backupDir,
        NOTIFICATION_POLL_MS: '200',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        BACKUP_CHECK_MS: '300',
        LOG_RETENTION_CHECK_MS: '1000',
        PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: String(PUBLIC_LIMIT),
      };
      servers = await launchThree(env);
      urls = servers.map((server) => server.url);
      admin = await loginTo(urls[1]);
    });
    after(async () => {
      for (const server of servers) await server.stop();
      await sql?.end();
      await smtp?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('accepts a token from one process on the others, and its logout holds on all within a second', async () => {
      const token = await loginTo(urls[0]);
      for (const url of urls) assert.equal((await call(url, 'GET', '/api/company', token)).status, 200);
      assert.equal((await call(urls[1], 'POST', '/api/auth/logout', token)).status, 200);
      const loggedOut = Date.now();
      for (const url of [urls[0], urls[2]]) {
        await waitFor('the logout to hold', async () => (await call(url, 'GET', '/api/company', token)).status === 401, 1000);
      }
      assert.ok(Date.now() - loggedOut <= 1000, `${Date.now() - loggedOut} ms`);
    });

    it('sees a settings change on every process within two seconds, and adds lock-out and rate-limit counters up across them', async () => {
      const current = await call(urls[0], 'GET', '/api/settings', admin);
      // Every process has read (and cached) the old value before the change.
      for (const url of urls)
        assert.equal((await call(url, 'GET', '/api/settings', admin)).body.general.maxLoginAttempts, current.body.general.maxLoginAttempts);
      const put = await call(urls[0], 'PUT', '/api/settings', admin, { general: { ...current.body.general, maxLoginAttempts: 4 } });
      assert.equal(put.status, 200, put.text);
      const changed = Date.now();
      for (const url of urls) {
        await waitFor('the new value', async () => (await call(url, 'GET', '/api/settings', admin)).body.general.maxLoginAttempts === 4, 2000);
      }
      assert.ok(Date.now() - changed <= 2000);

      // Four wrong passwords for one account from one address, one process after another: locked on all.
      const create = await call(urls[2], 'POST', '/api/users', admin, adminUserBody({ username: 'ucsurec', password: 'UcSurec!2026' }));
      assert.equal(create.status, 201, create.text);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(urls[i % 3], 'POST', '/api/auth/login', null, { username: 'ucsurec', password: 'yanlis-sifre' })).status);
      assert.deepEqual(statuses, [401, 401, 401, 423]);
      for (const url of urls) assert.equal((await call(url, 'POST', '/api/auth/login', null, { username: 'ucsurec', password: 'UcSurec!2026' })).status, 423);

      // The public page's limit per address is one budget for the three processes.
      const answers: number[] = [];
      for (let i = 0; i < PUBLIC_LIMIT + 3; i++) answers.push((await call(next(), 'GET', `/forms/view/yok${'x'.repeat(20)}`, null)).status);
      assert.equal(answers.filter((status) => status === 429).length, 3, answers.join(','));
      assert.ok(
        answers.slice(0, PUBLIC_LIMIT).every((status) => status !== 429),
        answers.join(','),
      );
    });

    it('sends each queued e-mail exactly once to a real SMTP server, and takes one scheduled backup and one log clean-up', async () => {
      for (let i = 0; i < 12; i++) written.push(await writeForm(next(), admin, `a${i}`));
      const settings = await call(urls[0], 'GET', '/api/settings', admin);
      const put = await call(urls[1], 'PUT', '/api/settings', admin, {
        backup: { ...settings.body.backup, autoBackupEnabled: true, backupSchedule: 'Daily', backupTime: '00:00' },
      });
      assert.equal(put.status, 200, put.text);

      await waitFor('the twelve e-mails to arrive', async () => written.every((w) => smtp.received.some((mail) => mail.to[0] === w.email)), 30_000);
      await waitFor('the automatic backup', async () => (await rows(`select id from backups where file_name like '%\\_auto.sql.gz'`)).length > 0, 30_000);
      await waitFor(
        'the log clean-up',
        async () => (await rows(`select id from system_logs where description like $1`, [`${RETENTION_MARK}%`])).length > 0,
        15_000,
      );
      // Every process has looked again several times since.
      await new Promise((resolve) => setTimeout(resolve, 2500));

      for (const w of written) assert.equal(smtp.received.filter((mail) => mail.to[0] === w.email).length, 1, `${w.email} once`);
      const sentBy = await rows<{ locked_by: string }>(`select distinct locked_by from notifications where status = 'Sent'`);
      assert.ok(sentBy.length >= 2, `more than one process sent (${sentBy.length})`);
      assert.equal((await rows(`select id from backups where file_name like '%\\_auto.sql.gz'`)).length, 1, 'one automatic backup');
      assert.equal(readdirSync(backupDir).filter((name) => name.endsWith('_auto.sql.gz')).length, 1, 'one backup file');
      assert.equal((await rows(`select id from system_logs where description like $1`, [`${RETENTION_MARK}%`])).length, 1, 'one log clean-up');
    });

    it('loses nothing acknowledged and sends nothing twice when one process is SIGKILLed mid-writes; the others keep answering', async () => {
      const victim = servers[2];
      const victimPid = victim.child.pid!;
      const acked: Written[] = [];
      const survivorErrors: string[] = [];
      let killed = false;
      let seq = 0;
      const writer = async (index: number) => {
        for (let i = 0; ; i++) {
          // A load balancer stops sending to a dead process; until then requests go everywhere.
          const target = killed ? urls[i % 2] : urls[(index + i) % 3];
          try {
            acked.push(await writeForm(target, admin, `k${index}-${++seq}`));
          } catch (error) {
            if (target === victim.url && killed) continue;
            survivorErrors.push(`${target}: ${String(error)}`);
          }
          if (stopAt && Date.now() > stopAt) return;
        }
      };
      let stopAt = 0;
      const writers = Array.from({ length: 4 }, (_, index) => writer(index));
      await new Promise((resolve) => setTimeout(resolve, 1500 + Math.floor(Math.random() * 1000)));
      victim.child.kill('SIGKILL');
      killed = true;
      await victim.exited;
      stopAt = Date.now() + 2000;
      await Promise.all(writers);
      assert.deepEqual(survivorErrors, [], 'the other processes kept answering');
      assert.ok(acked.length > 0);

      // Every acknowledged write is there, with its one e-mail row.
      const formIds = acked.map((w) => w.formId);
      const forms = await rows<{ id: number }>(`select id from repair_forms where id = any($1)`, [formIds]);
      assert.equal(forms.length, acked.length, 'every acknowledged form is kept');
      const companies = await rows(`select id from companies where id = any($1)`, [acked.map((w) => w.companyId)]);
      assert.equal(companies.length, acked.length, 'every acknowledged company is kept');
      const mails = await rows<{ recipient: string }>(`select recipient from notifications where repair_form_id = any($1) and type = 'Email'`, [formIds]);
      assert.equal(mails.length, acked.length, 'one e-mail per form');

      // E-mails the dead process had claimed are taken over once its claim is stale (five minutes;
      // here the claim is aged by hand instead of waiting), then sent by a survivor.
      await sql.query(`update notifications set locked_at = now() - interval '10 minutes' where status = 'Pending' and locked_by like $1`, [
        `%:${victimPid}:%`,
      ]);
      const all = [...written, ...acked];
      await waitFor('every e-mail to arrive', async () => all.every((w) => smtp.received.some((mail) => mail.to[0] === w.email)), 40_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const twice = all.filter((w) => smtp.received.filter((mail) => mail.to[0] === w.email).length !== 1).map((w) => w.email);
      assert.deepEqual(twice, [], 'no e-mail sent twice');
      assert.equal((await rows(`select id from notifications where status <> 'Sent' and repair_form_id = any($1)`, [formIds])).length, 0);
      for (const url of urls.slice(0, 2)) assert.equal((await call(url, 'GET', '/api/health/ready', null)).status, 200);
    });
  });
}
