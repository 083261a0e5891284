import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { call, launchServer, launchThree, loginTo, type ChildServer } from './helpers/child-server';
import { waitFor } from './helpers/notifications';
import { istanbulDay } from './helpers/reminders';
import { createPostgresDatabase, postgresOnly } from './helpers/server';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Issue 44: three API processes (real OS processes) on one PostgreSQL run the reminders' daily
// check at once, by their timers and by hand, again and again: each reminder e-mail is recorded
// and sent exactly once, and a process started later (a restart) sends nothing twice.
for (const kind of postgresOnly('reminder e-mails across three processes')) {
  describe(`reminder e-mails from three processes on one ${kind} database`, () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let smtp: TestSmtp;
    let sql: pg.Client;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-reminders-three-'));
    let servers: ChildServer[] = [];
    let env: Record<string, string>;

    before(async () => {
      database = await createPostgresDatabase();
      smtp = await startSmtp();
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        NOTIFICATION_POLL_MS: '200',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        REMINDER_CHECK_MS: '300',
      };
      servers = await launchThree(env);
    });
    after(async () => {
      for (const server of servers) await server.stop();
      await sql?.end();
      await smtp?.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends each Yakın and Çok Yakın e-mail exactly once, also after a restart', async () => {
      const urls = servers.map((s) => s.url);
      const admin = await loginTo(urls[0]);
      const company = await call(urls[0], 'POST', '/api/company', admin, { name: 'Üç Süreç Hatırlatma', contactEmail: 'bakim@uc-surec.example' });
      assert.equal(company.status, 201, company.text);
      const vehicle = await call(urls[1], 'POST', '/api/vehicles', admin, {
        plateNumber: '06HTR044',
        brand: 'Fiat',
        model: 'Doblo',
        kilometer: 1000,
        ownerName: 'Hatırlatma Şoför',
        driverPhone: '0532 111 22 33',
        companyId: company.body.id,
      });
      assert.equal(vehicle.status, 201, vehicle.text);
      // 12 reminders: 6 'Yakın' (20 days), 6 'Çok Yakın' (3 days), 4 'Uzak' that send nothing.
      const days = [...Array(6).fill(20), ...Array(6).fill(3), ...Array(4).fill(90)] as number[];
      for (const [i, d] of days.entries()) {
        const r = await call(urls[i % 3], 'POST', `/api/vehicles/${vehicle.body.id}/reminders`, admin, { kind: 'Periyodik Bakım', dueDate: istanbulDay(d) });
        assert.equal(r.status, 201, r.text);
      }
      // Every process checks by hand too, several times at once, besides their timers.
      await Promise.all(Array.from({ length: 9 }, (_, i) => call(urls[i % 3], 'POST', '/api/reminders/check', admin)));
      await waitFor('12 e-mails sent', async () => smtp.received.length >= 12, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      const notices = (await sql.query('select reminder_id, cycle, urgency, channel from reminder_notices')).rows;
      assert.equal(notices.length, 12);
      assert.equal(notices.filter((n) => n.urgency === 'Yakın').length, 6);
      assert.equal(notices.filter((n) => n.urgency === 'Çok Yakın').length, 6);
      const mails = (await sql.query(`select status, vehicle_id from notifications where subject like 'Bakım hatırlatması%'`)).rows;
      assert.equal(mails.length, 12);
      assert.ok(mails.every((m) => m.vehicle_id === vehicle.body.id));
      assert.equal(smtp.received.length, 12);

      // A restart: one process killed, a new one started on the same database; nothing is sent twice.
      await servers[2].stop();
      servers[2] = await launchServer(env);
      await servers[2].ready();
      await call(servers[2].url, 'POST', '/api/reminders/check', admin);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal((await sql.query('select count(*)::int as n from reminder_notices')).rows[0].n, 12);
      assert.equal(smtp.received.length, 12);
    });
  });
}
