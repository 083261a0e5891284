import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { MSG } from '@tamir/shared-api/domain';
import { companies, settings, systemLogs, vehicles } from '../src/db/schema/index';
import { latestSlot } from '../src/modules/backups/scheduler';
import { SqlStatementSplitter, splitSqlScript } from '../src/modules/backups/sql-script';
import { countRows, createCompany, createShop, createUser, createVehicle } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const backupDirOf = (server: TestServer) => server.app.config.backupDir;
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

async function setBackupSettings(server: TestServer, value: Record<string, unknown>) {
  const [row] = await server.app.db.select({ value: settings.value }).from(settings).where(eq(settings.section, 'backup'));
  await server.app.db
    .update(settings)
    .set({ value: { ...(row?.value ?? {}), ...value } })
    .where(eq(settings.section, 'backup'));
}

async function backupSection(server: TestServer): Promise<Record<string, unknown>> {
  const [row] = await server.app.db.select({ value: settings.value }).from(settings).where(eq(settings.section, 'backup'));
  return row.value;
}

async function logRows(server: TestServer, action: string) {
  return server.app.db
    .select({ username: systemLogs.username, description: systemLogs.description })
    .from(systemLogs)
    .where(and(eq(systemLogs.action, action), eq(systemLogs.entityType, 'System')));
}

describe('splitting a dump into statements', () => {
  const script = [
    '\\restrict abc123',
    '-- a comment; with a semicolon',
    "SET client_encoding = 'UTF8';",
    "INSERT INTO public.t VALUES (1, 'it''s; here\n-- not a comment', \"odd;name\");",
    '/* block ; /* nested ; */ still ; */ SELECT 1;',
    'CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;',
    'SELECT $$a;b$$;',
    '\\unrestrict abc123',
    'SELECT 2',
  ].join('\n');
  const expected = [
    "SET client_encoding = 'UTF8';",
    "INSERT INTO public.t VALUES (1, 'it''s; here\n-- not a comment', \"odd;name\");",
    '/* block ; /* nested ; */ still ; */ SELECT 1;',
    'CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;',
    'SELECT $$a;b$$;',
    'SELECT 2',
  ];
  const strip = (statements: string[]) => statements.map((s) => s.replace(/^-- a comment; with a semicolon\n/, ''));

  it('respects quotes, comments and dollar quoting, and drops psql meta-commands', () => {
    assert.deepEqual(strip(splitSqlScript(script)), expected);
  });
  it('gives the same statements whatever the chunk size', () => {
    for (const size of [1, 2, 3, 7, 64]) {
      const splitter = new SqlStatementSplitter();
      const found: string[] = [];
      for (let at = 0; at < script.length; at += size) found.push(...splitter.push(script.slice(at, at + size)));
      found.push(...splitter.end());
      assert.deepEqual(strip(found), expected, `chunks of ${size}`);
    }
  });
});

describe('the schedule’s slots (server local time)', () => {
  const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
  it('Daily: today at backupTime once passed, else yesterday', () => {
    assert.deepEqual(latestSlot(local(2030, 1, 10, 2, 59), 'Daily', '03:00'), local(2030, 1, 9, 3, 0));
    assert.deepEqual(latestSlot(local(2030, 1, 10, 3, 0), 'Daily', '03:00'), local(2030, 1, 10, 3, 0));
    assert.deepEqual(latestSlot(local(2030, 3, 1, 1, 0), 'Daily', '23:30'), local(2030, 2, 28, 23, 30));
  });
  it('Weekly: Monday at backupTime', () => {
    // 2030-01-14 is a Monday.
    assert.deepEqual(latestSlot(local(2030, 1, 16, 12, 0), 'Weekly', '04:00'), local(2030, 1, 14, 4, 0));
    assert.deepEqual(latestSlot(local(2030, 1, 14, 3, 59), 'Weekly', '04:00'), local(2030, 1, 7, 4, 0));
    assert.deepEqual(latestSlot(local(2030, 1, 20, 23, 0), 'Weekly', '04:00'), local(2030, 1, 14, 4, 0));
  });
  it('Monthly: the 1st at backupTime', () => {
    assert.deepEqual(latestSlot(local(2030, 2, 1, 4, 59), 'Monthly', '05:00'), local(2030, 1, 1, 5, 0));
    assert.deepEqual(latestSlot(local(2030, 2, 1, 5, 0), 'Monthly', '05:00'), local(2030, 2, 1, 5, 0));
    assert.deepEqual(latestSlot(local(2030, 1, 1, 0, 0), 'Monthly', '05:00'), local(2029, 12, 1, 5, 0));
  });
  it('no slot for a malformed time or an unknown schedule', () => {
    assert.equal(latestSlot(new Date(), 'Daily', '3:00'), null);
    assert.equal(latestSlot(new Date(), 'Daily', '24:00'), null);
    assert.equal(latestSlot(new Date(), 'Hourly', '03:00'), null);
  });
});

for (const kind of DATABASES) {
  describe(`backups on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let shopId: number;
    let tamirci: { username: string; password: string };
    let tamirciToken: string;

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      shopId = await createShop(server);
      tamirci = await createUser(server, { repairShopId: shopId });
      tamirciToken = await server.login(tamirci.username, tamirci.password);
    });
    after(() => server.close());

    const backup = async (description?: string) => {
      const reply = await server.request('POST', '/api/settings/backup', { token: admin, body: description === undefined ? {} : { description } });
      assert.equal(reply.status, 201, reply.text);
      return reply.body as { fileName: string; createdAt: string; fileSizeBytes: number; description: string | null };
    };
    const list = async (token = admin) => {
      const reply = await server.request('GET', '/api/settings/backups', { token });
      assert.equal(reply.status, 200, reply.text);
      return reply.body as Array<{ fileName: string; createdAt: string; fileSizeBytes: number; description: string | null }>;
    };

    it('is the Admin’s alone: a Tamirci gets 403 and anonymous 401 on every call, and nothing is made', async () => {
      const made = await backup('yetki testi');
      const before = filesIn(backupDirOf(server));
      const companiesBefore = await countRows(server, 'companies');
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/api/settings/backups', undefined],
        ['POST', '/api/settings/backup', { description: 'tamirci' }],
        ['POST', '/api/settings/restore', { fileName: made.fileName }],
      ];
      for (const [method, route, body] of calls) {
        const refused = await server.request(method, route, { token: tamirciToken, body });
        assert.equal(refused.status, 403, `${method} ${route}: ${refused.text}`);
        assert.equal(refused.body.message, MSG.forbidden);
        const anonymous = await server.request(method, route, { body });
        assert.equal(anonymous.status, 401, `${method} ${route} anonymous: ${anonymous.text}`);
      }
      assert.deepEqual(filesIn(backupDirOf(server)), before);
      assert.equal(await countRows(server, 'companies'), companiesBefore);
      assert.equal((await server.request('GET', '/api/company', { token: tamirciToken })).status, 200, 'the Tamirci is still signed in');
    });

    it('takes a gzip-compressed plain-SQL backup, lists it newest first with its size, records it in the settings and the system log', async () => {
      const first = await backup('Bakım öncesi');
      const second = await backup();
      const file = path.join(backupDirOf(server), first.fileName);
      assert.match(first.fileName, new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z_${kind}\\.sql\\.gz$`));
      assert.equal(first.description, 'Bakım öncesi');
      assert.equal(second.description, null);
      assert.equal(first.fileSizeBytes, statSync(file).size);
      const script = gunzipSync(readFileSync(file)).toString('utf8');
      assert.match(script, /CREATE TABLE public\.companies/);
      assert.match(script, /INSERT INTO public\.users/);
      assert.doesNotMatch(script, /^COPY /m, 'INSERTs only, so a restore needs no COPY');

      const listed = await list();
      assert.deepEqual(
        listed.slice(0, 2).map((b) => b.fileName),
        [second.fileName, first.fileName],
      );
      assert.deepEqual(Object.keys(listed[0]).sort(), ['createdAt', 'description', 'fileName', 'fileSizeBytes']);
      assert.equal(listed[1].fileSizeBytes, first.fileSizeBytes);

      const section = await backupSection(server);
      assert.equal(section.lastBackupFile, second.fileName);
      assert.equal(section.lastBackupDate, second.createdAt);
      const logged = await logRows(server, 'Backup');
      assert.ok(logged.some((row) => row.username === ADMIN.username && row.description?.includes(first.fileName)));
    });

    it('pages the list with the total in x-total-count and refuses a bad page', async () => {
      const total = (await list()).length;
      const page = await server.request('GET', '/api/settings/backups?page=2&pageSize=1', { token: admin });
      assert.equal(page.status, 200);
      assert.equal(page.headers.get('x-total-count'), String(total));
      assert.equal(page.body.length, 1);
      const bad = await server.request('GET', '/api/settings/backups?pageSize=500', { token: admin });
      assert.equal(bad.status, 400);
      assert.ok(bad.body.errors.pageSize);
    });

    it('refuses a description over the limit', async () => {
      const reply = await server.request('POST', '/api/settings/backup', { token: admin, body: { description: 'x'.repeat(501) } });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body.errors, { description: [MSG.backupDescriptionMax(500)] });
    });

    it('restores: data as at the backup, every session ended, the list of later backups kept, logged', async () => {
      const keptCompany = await createCompany(server, { name: 'Geri Gelecek Filo', linkTo: [shopId] });
      const keptVehicle = await createVehicle(server, { companyId: keptCompany, phone: '0532 444 55 66' });
      const taken = await backup('Geri yükleme noktası');

      // Afterwards: the company is deleted (its vehicle with it) and a vehicle is added.
      const otherCompany = await createCompany(server, { name: 'Sonradan Filo', linkTo: [shopId] });
      const addedVehicle = await createVehicle(server, { companyId: otherCompany });
      await server.app.db.delete(vehicles).where(eq(vehicles.companyId, keptCompany));
      await server.app.db.delete(companies).where(eq(companies.id, keptCompany));
      const later = await backup('Sonraki yedek');
      const listBefore = await list();

      const restored = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: taken.fileName } });
      assert.equal(restored.status, 200, restored.text);
      assert.deepEqual(restored.body, { message: MSG.backupRestored });

      assert.equal((await server.request('GET', '/api/settings/backups', { token: admin })).status, 401, 'the restoring admin is signed out');
      assert.equal((await server.request('GET', '/api/company', { token: tamirciToken })).status, 401, 'so is everyone else');

      admin = await server.login(ADMIN.username, ADMIN.password);
      tamirciToken = await server.login(tamirci.username, tamirci.password);
      const ids = (await server.request('GET', '/api/company', { token: admin })).body.map((c: { id: number }) => c.id);
      assert.ok(ids.includes(keptCompany), 'the deleted company is back');
      assert.ok(!ids.includes(otherCompany), 'the company made after the backup is gone');
      const vehicle = await server.request('GET', `/api/vehicles/${keptVehicle.id}`, { token: admin });
      assert.equal(vehicle.status, 200, vehicle.text);
      assert.equal(vehicle.body.driverPhone.replace(/\D/g, ''), '05324445566', 'encrypted phones read with the same key');
      assert.equal((await server.request('GET', `/api/vehicles/${addedVehicle.id}`, { token: admin })).status, 404);
      const search = await server.request('GET', `/api/vehicles/search/${keptVehicle.plate}`, { token: tamirciToken });
      assert.equal(search.status, 200, 'plate search (a prepared statement) works on the restored tables');

      assert.deepEqual(
        (await list()).map((b) => [b.fileName, b.description]),
        listBefore.map((b) => [b.fileName, b.description]),
        'the backups taken after the restored one are still listed',
      );
      assert.equal((await backupSection(server)).lastBackupFile, later.fileName);
      const restoreLog = await logRows(server, 'Restore');
      assert.equal(restoreLog.length, 1);
      assert.equal(restoreLog[0].username, ADMIN.username);
      assert.match(restoreLog[0].description ?? '', new RegExp(taken.fileName));

      // The restored database takes writes: identities and sequences carry on.
      const created = await server.request('POST', '/api/company', {
        token: admin,
        body: { name: 'Geri Yükleme Sonrası', contactEmail: 'sonra@firma.example' },
      });
      assert.equal(created.status, 201, created.text);
    });

    it('serves the requests that arrive while a restore runs: they wait for it, and none fails with a server error', async () => {
      const taken = await backup('Eşzamanlı geri yükleme');
      const statuses: number[] = [];
      let restoring = true;
      const restore = server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: taken.fileName } }).finally(() => (restoring = false));
      const traffic = Array.from({ length: 8 }, async () => {
        while (restoring) statuses.push((await server.request('GET', '/api/company', { token: tamirciToken })).status);
      });
      const reply = await restore;
      await Promise.all(traffic);
      assert.equal(reply.status, 200, reply.text);
      assert.ok(statuses.length >= 8, `requests were made during the restore (${statuses.length})`);
      assert.deepEqual(
        [...new Set(statuses)].filter((status) => status !== 200 && status !== 401),
        [],
      );
      admin = await server.login(ADMIN.username, ADMIN.password);
      tamirciToken = await server.login(tamirci.username, tamirci.password);
    });

    it('refuses names outside the backup folder (400) and unknown files (404), changing nothing', async () => {
      const real = await backup('hedef');
      // A script beside the folder that would empty the companies table if it were ever run.
      writeFileSync(path.join(server.dataDir, 'evil.sql'), 'DELETE FROM public.companies;\n');
      writeFileSync(path.join(backupDirOf(server), 'evil.sql.partial'), 'DELETE FROM public.companies;\n');
      const companiesBefore = await countRows(server, 'companies');
      const cases: Array<[unknown, number]> = [
        ['../evil.sql', 400],
        ['/etc/passwd', 400],
        ['..%2Fevil.sql', 400],
        ['%2E%2E%2Fevil.sql', 400],
        ['..\\evil.sql', 400],
        [`backups/../${real.fileName}`, 400],
        [path.join(backupDirOf(server), real.fileName), 400],
        ['evil.sql.partial', 400],
        ['.sql', 400],
        ['', 400],
        [5, 400],
        [null, 400],
        ['yok_2020-01-01.sql.gz', 404],
        [`x${real.fileName}`, 404],
      ];
      for (const [fileName, status] of cases) {
        const reply = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName } });
        assert.equal(reply.status, status, `${JSON.stringify(fileName)}: ${reply.text}`);
        assert.ok([MSG.validationFailed, MSG.backupNotFound].includes(reply.body.message), reply.text);
        if (status === 400) assert.ok(reply.body.errors.fileName, reply.text);
      }
      const noBody = await server.request('POST', '/api/settings/restore', { token: admin, body: {} });
      assert.deepEqual(noBody.body, { message: MSG.validationFailed, errors: { fileName: [MSG.backupFileRequired] } });
      assert.equal(await countRows(server, 'companies'), companiesBefore);
      assert.equal((await server.request('GET', '/api/settings/backups', { token: admin })).status, 200, 'no session was ended');
      unlinkSync(path.join(backupDirOf(server), 'evil.sql.partial'));
    });

    it('leaves the database as it was when a restore fails half-way, or the file is not a backup', async () => {
      const good = await backup('sağlam');
      const dir = backupDirOf(server);
      const script = gunzipSync(readFileSync(path.join(dir, good.fileName))).toString('utf8');
      // Fails after the schemas were dropped and most tables restored.
      writeFileSync(path.join(dir, 'yarim-kalan.sql.gz'), gzipSync(`${script}\nINSERT INTO public.companies (id) VALUES ('bozuk');\n`));
      writeFileSync(path.join(dir, 'bozuk.sql.gz'), Buffer.from('bu bir gzip dosyası değil'));
      const marker = await createCompany(server, { name: 'Değişmemeli Filo' });
      const companiesBefore = await countRows(server, 'companies');

      const half = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: 'yarim-kalan.sql.gz' } });
      assert.equal(half.status, 422, half.text);
      assert.equal(half.body.message, MSG.backupRestoreFailed);
      const corrupt = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: 'bozuk.sql.gz' } });
      assert.equal(corrupt.status, 400, corrupt.text);
      assert.equal(corrupt.body.message, MSG.backupFormatInvalid);

      assert.equal(await countRows(server, 'companies'), companiesBefore);
      const [row] = await server.app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, marker));
      assert.ok(row, 'a company made after the backup is still there');
      assert.equal((await server.request('GET', '/api/company', { token: tamirciToken })).status, 200, 'sessions are untouched');
      const searchPath = await server.app.db.execute(sql`select current_setting('search_path') as value`);
      assert.match(String((searchPath.rows[0] as { value: string }).value), /public/, 'the session settings are as before');
      unlinkSync(path.join(dir, 'yarim-kalan.sql.gz'));
      unlinkSync(path.join(dir, 'bozuk.sql.gz'));
    });

    it('keeps the list in step with the folder: a deleted file leaves the list, a copied-in file joins it', async () => {
      const gone = await backup('silinecek');
      const source = await backup('kopyalanacak');
      const dir = backupDirOf(server);
      unlinkSync(path.join(dir, gone.fileName));
      copyFileSync(path.join(dir, source.fileName), path.join(dir, 'baska-kurulumdan.sql.gz'));
      const listed = await list();
      const names = listed.map((b) => b.fileName);
      assert.ok(!names.includes(gone.fileName));
      assert.ok(names.includes('baska-kurulumdan.sql.gz'));
      assert.equal(listed.find((b) => b.fileName === 'baska-kurulumdan.sql.gz')!.fileSizeBytes, source.fileSizeBytes);
      const restored = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: 'baska-kurulumdan.sql.gz' } });
      assert.equal(restored.status, 200, restored.text);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tamirciToken = await server.login(tamirci.username, tamirci.password);
    });

    it('the schedule: runDue takes a backup when due, never twice for one slot, and keeps retentionCount automatic backups', async () => {
      const scheduler = server.app.backupScheduler;
      const local = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);
      const automatic = async () => (await list()).filter((b) => b.fileName.endsWith('_auto.sql.gz'));
      const manual = (await list()).filter((b) => !b.fileName.endsWith('_auto.sql.gz'));

      await setBackupSettings(server, { autoBackupEnabled: false, backupSchedule: 'Daily', backupTime: '03:00', retentionCount: 2 });
      assert.equal((await scheduler.runDue(local(2030, 1, 10, 4))).backup, null, 'off: nothing');

      await setBackupSettings(server, { autoBackupEnabled: true });
      const first = await scheduler.runDue(local(2030, 1, 10, 2));
      assert.ok(first.backup, 'the slot of the 9th had no automatic backup');
      assert.match(first.backup.fileName, /_auto\.sql\.gz$/);
      assert.match(first.backup.description ?? '', /Otomatik yedek/);
      assert.equal((await scheduler.runDue(local(2030, 1, 10, 2, 30))).backup, null, 'the same slot is not taken twice');
      const second = await scheduler.runDue(local(2030, 1, 10, 3));
      assert.ok(second.backup, "the 10th's 03:00");
      const third = await scheduler.runDue(local(2030, 1, 11, 3, 30));
      assert.ok(third.backup);
      assert.deepEqual(third.deleted, [first.backup.fileName], 'retentionCount 2: the oldest automatic backup goes');
      assert.ok(!existsSync(path.join(backupDirOf(server), first.backup.fileName)), 'its file too');
      assert.deepEqual(
        (await automatic()).map((b) => b.fileName),
        [third.backup.fileName, second.backup.fileName],
      );
      assert.deepEqual(
        (await list()).filter((b) => !b.fileName.endsWith('_auto.sql.gz')),
        manual,
        'manual backups do not count and are never deleted by the schedule',
      );

      // A changed setting applies at the next check, without a restart.
      await setBackupSettings(server, { backupSchedule: 'Weekly', backupTime: '04:00', retentionCount: 3 });
      assert.ok((await scheduler.runDue(local(2030, 1, 16, 12))).backup, 'Monday the 14th at 04:00 was due');
      assert.equal((await scheduler.runDue(local(2030, 1, 20, 23))).backup, null, 'nothing more that week');
      assert.ok((await scheduler.runDue(local(2030, 1, 21, 4))).backup, 'the next Monday');
      await setBackupSettings(server, { backupSchedule: 'Monthly', backupTime: '05:00' });
      assert.equal((await scheduler.runDue(local(2030, 2, 1, 4, 59))).backup, null);
      const monthly = await scheduler.runDue(local(2030, 2, 1, 5));
      assert.ok(monthly.backup, 'the 1st at 05:00');
      assert.equal((await automatic()).length, 3);
      assert.equal((await backupSection(server)).lastBackupFile, monthly.backup.fileName);
      await setBackupSettings(server, { autoBackupEnabled: false });
    });

    if (kind === 'postgres') {
      it('starts a restore again when PostgreSQL ends it for a deadlock with a request, and restores', async () => {
        const taken = await backup('Kilitlenme');
        const markerId = await createCompany(server, { name: 'Yedekten sonra kilit' });
        const other = new pg.Client({ connectionString: server.databaseUrl! });
        await other.connect();
        try {
          // A request's transaction holds the companies table…
          await other.query('begin');
          await other.query('select count(*) from public.companies');
          const restore = server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: taken.fileName } });
          // …the restore, holding the migrations table it dropped first, waits for it…
          for (let waited = 0; waited < 10_000; waited += 50) {
            const { rows } = await other.query(
              "select 1 from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'companies' and not l.granted and l.mode = 'AccessExclusiveLock'",
            );
            if (rows.length) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          // …and the request now asks for the table the restore holds: a deadlock PostgreSQL ends.
          const reading = other.query('select count(*) from drizzle.__drizzle_migrations').then(
            () => 'read',
            (error: { code?: string }) => error.code,
          );
          const outcome = await reading;
          await other.query(outcome === 'read' ? 'commit' : 'rollback');
          const reply = await restore;
          assert.equal(reply.status, 200, reply.text);
          assert.equal(outcome, 'read', 'the restore was the one cancelled, and started again');
          const [gone] = await server.app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, markerId));
          assert.equal(gone, undefined, 'the backup, taken before the company, is what the database holds');
        } finally {
          await other.end();
          admin = await server.login(ADMIN.username, ADMIN.password);
          tamirciToken = await server.login(tamirci.username, tamirci.password);
        }
      });

      it('two processes on one PostgreSQL never both take the scheduled backup', async () => {
        const second = await startServer('postgres', { databaseUrl: server.databaseUrl!, dataDir: server.dataDir, keepData: true });
        try {
          await setBackupSettings(server, { autoBackupEnabled: true, backupSchedule: 'Daily', backupTime: '06:00', retentionCount: 30 });
          const before = await countRows(server, 'backups');
          const at = new Date(2031, 0, 5, 7, 0);
          const results = await Promise.all([server.app.backupScheduler.runDue(at), second.app.backupScheduler.runDue(at)]);
          assert.equal(results.filter((r) => r.backup).length, 1, 'exactly one of them took it');
          assert.equal(await countRows(server, 'backups'), before + 1);
          assert.equal((await second.app.backupScheduler.runDue(at)).backup, null, 'and the other sees it afterwards');
        } finally {
          await setBackupSettings(server, { autoBackupEnabled: false });
          await second.close();
        }
      });
    }
  });
}
