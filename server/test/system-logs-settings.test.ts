import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, gte, like } from 'drizzle-orm';
import { systemLogs } from '../src/db/schema/index';
import { LogFileSink } from '../src/modules/system-logs/file-sink';
import { createTenant, createUser, createVehicle, type Tenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { setLogging, settleLogs } from './helpers/system-log-fixtures';
import { element, LOG_COLUMNS, unnestInsert } from '../src/modules/system-logs/batch-insert';
import { LogRowColumns } from '../src/modules/system-logs/row-columns';
import { PgDialect } from 'drizzle-orm/pg-core';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The batch statement built from whole rows at once, column by column: what LogRowColumns must give. */
const insertLogRows = (rows: Parameters<LogRowColumns['add']>[0][]) =>
  unnestInsert(LOG_COLUMNS.map(([, , read]) => `{${rows.map((row) => element(read(row))).join(',')}}`));

for (const kind of DATABASES) {
  describe(`logging settings on ${kind}`, () => {
    let server: TestServer, admin: string, tenant: Tenant;

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
    });
    after(() => server.close());

    /** The rows written since `since` for requests to `path` (request rows carry a status code). */
    const requestRows = async (since: Date, requestPath: string) => {
      await settleLogs(server);
      const rows = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(gte(systemLogs.createdAt, since), eq(systemLogs.requestPath, requestPath)));
      return rows.filter((row) => row.statusCode !== null);
    };
    const changeRows = async (since: Date, action: string, entityType: string) =>
      (
        await server.app.db
          .select()
          .from(systemLogs)
          .where(and(gte(systemLogs.createdAt, since), eq(systemLogs.action, action), eq(systemLogs.entityType, entityType)))
      ).filter((row) => row.statusCode === null);
    const createCompany = (name: string) =>
      server.request('POST', '/api/company', { token: tenant.token, body: { name, contactEmail: 'filo@example.com', contactPhone: '0216 444 33 22' } });

    it('logLevel: request rows below the level are not written; change rows always are', async () => {
      await setLogging(server, { logLevel: 'Warning' });
      const since = new Date();
      assert.equal((await server.request('GET', '/api/company', { token: admin })).status, 200);
      assert.equal((await server.request('GET', '/api/logs/987654321', { token: admin })).status, 404);
      const created = await createCompany('Seviye Filtresi Lojistik');
      assert.equal(created.status, 201);
      assert.deepEqual(await requestRows(since, '/api/company'), [], '200 and 201 (Information) dropped');
      const warnings = await requestRows(since, '/api/logs/987654321');
      assert.equal(warnings.length, 1);
      assert.equal(warnings[0].logLevel, 'Warning');
      const audit = await changeRows(since, 'Create', 'Company');
      assert.equal(audit.length, 1, 'the change row is the audit trail: always written');

      await setLogging(server, { logLevel: 'Information' });
      const later = new Date();
      await server.request('GET', '/api/company', { token: admin });
      await server.request('GET', '/api/health');
      assert.equal((await requestRows(later, '/api/company')).length, 1);
      assert.deepEqual(await requestRows(later, '/api/health'), [], 'health checks are Debug');

      await setLogging(server, { logLevel: 'Debug' });
      const debug = new Date();
      await server.request('GET', '/api/health');
      const health = await requestRows(debug, '/api/health');
      assert.equal(health.length, 1);
      assert.equal(health[0].logLevel, 'Debug');
      await setLogging(server, { logLevel: 'Information' });
    });

    it('enableDatabaseLogging false: no request rows; change rows still written', async () => {
      await setLogging(server, { enableDatabaseLogging: false });
      const since = new Date();
      await server.request('GET', '/api/company', { token: admin });
      await server.request('GET', '/api/logs/987654322', { token: admin });
      assert.equal((await createCompany('Veritabanı Kapalı Lojistik')).status, 201);
      assert.deepEqual(await requestRows(since, '/api/company'), []);
      assert.deepEqual(await requestRows(since, '/api/logs/987654322'), []);
      assert.equal((await changeRows(since, 'Create', 'Company')).length, 1);

      await setLogging(server, { enableDatabaseLogging: true });
      const again = new Date();
      await server.request('GET', '/api/company', { token: admin });
      assert.equal((await requestRows(again, '/api/company')).length, 1);
    });

    it('a saved change applies within two seconds without a restart (no reload call)', async () => {
      await setLogging(server, { logLevel: 'Error' }, { reload: false });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await server.request('GET', '/api/company', { token: admin }); // this request's batch re-reads the settings
      const since = new Date();
      await server.request('GET', '/api/company', { token: admin });
      assert.deepEqual(await requestRows(since, '/api/company'), []);
      await setLogging(server, { logLevel: 'Information' });
    });

    it('a lower level saved elsewhere applies within two seconds even while no row was being kept', async () => {
      // Rows below the level are not built, so no batch re-reads the settings: the check itself must.
      await setLogging(server, { logLevel: 'Error' });
      await server.request('GET', '/api/company', { token: admin });
      await setLogging(server, { logLevel: 'Information' }, { reload: false });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await server.request('GET', '/api/company', { token: admin }); // finds the settings old and reads them again
      await new Promise((resolve) => setTimeout(resolve, 50));
      const since = new Date();
      await server.request('GET', '/api/company?name=sonra', { token: admin });
      await settleLogs(server);
      assert.equal((await requestRows(since, '/api/company')).length, 1);
    });

    it('a batch waiting when the level is raised keeps only the rows at the new level', async () => {
      const row = (logLevel: string, requestPath: string) => ({
        logLevel,
        action: 'View' as const,
        entityType: 'System' as const,
        httpMethod: 'GET',
        requestPath,
        statusCode: 200,
      });
      server.app.systemLog.enqueue(row('Information', '/api/batch/info'));
      server.app.systemLog.enqueue(row('Warning', '/api/batch/warning'));
      server.app.systemLog.enqueue(row('Error', '/api/batch/error'));
      await setLogging(server, { logLevel: 'Warning' });
      await server.app.systemLog.flush();
      const written = await server.app.db.select().from(systemLogs).where(like(systemLogs.requestPath, '/api/batch/%'));
      assert.deepEqual(written.map((r) => r.requestPath).sort(), ['/api/batch/error', '/api/batch/warning']);
      await setLogging(server, { logLevel: 'Information' });
    });

    it('a batch carries every text as sent: quotes, backslashes, braces, commas, NULL as a word, line breaks, Turkish letters, and empty text beside no text', async () => {
      const awkward = ['say "hi"', 'C:\\yol\\dosya', '{a,b}', 'NULL', 'satır 1\nsatır 2\t', 'Çağrı Şimşek İĞÜ', '', ' boşluklu ', '\\"'];
      awkward.forEach((description, i) =>
        server.app.systemLog.enqueue({
          logLevel: 'Information',
          action: 'View',
          entityType: 'System',
          description,
          username: i % 2 ? null : description,
          httpMethod: 'GET',
          requestPath: `/api/batch-text/${i}`,
          statusCode: 200 + i,
          durationMs: i % 3 ? i : null,
        }),
      );
      await server.app.systemLog.flush();
      const written = await server.app.db.select().from(systemLogs).where(like(systemLogs.requestPath, '/api/batch-text/%'));
      const byPath = new Map(written.map((row) => [row.requestPath, row]));
      awkward.forEach((description, i) => {
        const row = byPath.get(`/api/batch-text/${i}`);
        assert.ok(row, `row ${i} written`);
        assert.equal(row.description, description);
        assert.equal(row.username, i % 2 ? null : description);
        assert.equal(row.statusCode, 200 + i);
        assert.equal(row.durationMs, i % 3 ? i : null);
      });
    });

    it('a batch of 450 rows with quotes, backslashes and Turkish letters writes each row once, each with its own values', async () => {
      const count = 450;
      for (let i = 0; i < count; i++) {
        server.app.systemLog.enqueue({
          logLevel: 'Information',
          action: 'View',
          entityType: 'System',
          description: `adım "${i}" \\ ${i % 7 ? 'Şişli' : 'NULL'}`,
          username: i % 5 ? `kullanıcı${i}` : null,
          httpMethod: 'GET',
          requestPath: `/api/batch-steps/${i}`,
          statusCode: 200,
          durationMs: i,
        });
      }
      await server.app.systemLog.flush();
      const written = await server.app.db.select().from(systemLogs).where(like(systemLogs.requestPath, '/api/batch-steps/%'));
      assert.equal(written.length, count);
      for (const row of written) {
        const i = Number(row.requestPath!.split('/').pop());
        assert.equal(row.description, `adım "${i}" \\ ${i % 7 ? 'Şişli' : 'NULL'}`);
        assert.equal(row.username, i % 5 ? `kullanıcı${i}` : null);
        assert.equal(row.durationMs, i);
      }
    });

    it('escaped as the rows arrive or all at once, a batch is the same statement, with or without the rows a level leaves out', async () => {
      const dialect = new PgDialect();
      const rows = Array.from({ length: 530 }, (_, i) => ({
        createdAt: new Date(Date.UTC(2026, 10, 28, 0, 0, i)),
        logLevel: i % 3 ? 'Information' : 'Warning',
        username: i % 4 ? `u${i}` : null,
        description: `"${i}" {${i}} \\ ${'ğüşıöç'.repeat(i % 50)}`,
        statusCode: 200 + (i % 5),
      }));
      const columns = new LogRowColumns();
      rows.forEach((row) => columns.add(row));
      assert.equal(columns.size, rows.length);
      assert.deepEqual(dialect.sqlToQuery(unnestInsert(columns.literals())), dialect.sqlToQuery(insertLogRows(rows)));
      const warnings = (i: number) => columns.levels[i] === 'Warning';
      const kept = rows.filter((_, i) => warnings(i));
      assert.deepEqual(dialect.sqlToQuery(unnestInsert(columns.literals(warnings))), dialect.sqlToQuery(insertLogRows(kept)));
      // Cleared, it starts a new batch.
      columns.clear();
      columns.add(rows[7]);
      assert.deepEqual(dialect.sqlToQuery(unnestInsert(columns.literals())), dialect.sqlToQuery(insertLogRows([rows[7]])));
    });

    it('enableFileLogging: JSON lines in DATA_DIR/logs, change rows too; off again stops them', async () => {
      const dir = path.join(server.dataDir, 'logs');
      rmSync(dir, { recursive: true, force: true });
      await setLogging(server, { enableFileLogging: true });
      await server.request('GET', '/api/company?name=dosya', { token: admin });
      assert.equal((await createCompany('Dosya Günlüğü Lojistik')).status, 201);
      await settleLogs(server);
      const files = readdirSync(dir);
      assert.deepEqual(files, ['system-logs.1.jsonl']);
      const lines = readFileSync(path.join(dir, files[0]), 'utf8').trimEnd().split('\n');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const request = entries.find((e) => e.requestPath === '/api/company' && e.httpMethod === 'GET');
      assert.ok(request, 'the request row is a line');
      assert.equal(request.logLevel, 'Information');
      assert.equal(request.username, ADMIN.username);
      assert.equal(request.statusCode, 200);
      assert.match(String(request.time), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.ok(!lines.some((line) => line.includes('dosya')), 'no query string');
      assert.ok(entries.some((e) => e.action === 'Create' && e.entityType === 'Company' && e.statusCode === undefined));

      await setLogging(server, { enableFileLogging: false });
      await server.request('GET', '/api/company', { token: admin });
      await settleLogs(server);
      assert.equal(readFileSync(path.join(dir, files[0]), 'utf8').trimEnd().split('\n').length, lines.length);
    });

    it('the file rolls over at maxFileSizeMB; a size change goes on in the last file', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tamir-log-files-'));
      try {
        const sink = new LogFileSink(dir, quiet);
        const line = JSON.stringify({ time: new Date().toISOString(), description: 'x'.repeat(1000) });
        // ~1.5 MB in batches of 50 lines, each flushed as the writer's batches are: a file ends within a batch of the size.
        for (let i = 0; i < 30; i++) {
          await sink.write(
            Array.from({ length: 50 }, () => line),
            1,
          );
          await sink.flush();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sink.write([line], 2);
        await sink.close();
        const files = await sink.files();
        assert.deepEqual(
          files.map((f) => path.basename(f)),
          ['system-logs.1.jsonl', 'system-logs.2.jsonl'],
        );
        const sizes = files.map((f) => readFileSync(f).length);
        assert.ok(sizes[0] >= 1024 * 1024 && sizes[0] <= 1024 * 1024 + 51 * line.length + 51, `first file ${sizes[0]}`);
        assert.ok(sizes[1] > 400 * 1000, 'the second file has the rest, and the line written after the size change');
        const all = files.flatMap((f) => readFileSync(f, 'utf8').trimEnd().split('\n'));
        assert.equal(all.length, 1501);
        for (const text of all) assert.equal(JSON.parse(text).description.length, 1000);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('a login, a password change and a public-link view leave no secret in any column or file line', async () => {
      const dir = path.join(server.dataDir, 'logs');
      rmSync(dir, { recursive: true, force: true });
      await setLogging(server, { enableFileLogging: true, logLevel: 'Debug' });
      const wrong = 'Yanlis-Parola-4455';
      await server.request('POST', '/api/auth/login', { body: { username: ADMIN.username, password: wrong } });
      const fresh = await server.login(ADMIN.username, ADMIN.password);

      const user = await createUser(server, { role: 'Tamirci', repairShopId: tenant.shopId, password: 'Eski-Parola-1122' });
      const userToken = await server.login(user.username, user.password);
      const newPassword = 'Yeni-Parola-9988';
      await server.request('POST', '/api/settings/change-password', {
        token: userToken,
        body: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      });

      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const form = await server.request('POST', '/api/repairform', {
        token: tenant.token,
        body: { vehicleId: vehicle.id, descriptionLines: ['Yağ değişimi'] },
      });
      assert.equal(form.status, 201);
      const linkToken = form.body.formLinks[0].token as string;
      assert.equal((await server.request('GET', `/api/repairform/public/${linkToken}`)).status, 200);
      assert.equal((await server.request('GET', `/api/RepairForm/public/${linkToken}`)).status, 404);
      await server.request('GET', `/forms/view/${linkToken}`);

      await settleLogs(server);
      await setLogging(server, { enableFileLogging: false, logLevel: 'Information' });
      const rows = JSON.stringify(await server.app.db.select().from(systemLogs));
      const files = readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
      assert.ok(files.join('').includes('/api/repairform/public/***'), 'the public view is in the file, masked');
      for (const secret of [ADMIN.password, wrong, user.password, newPassword, fresh, userToken, tenant.token, linkToken, linkToken.slice(0, 12)]) {
        assert.ok(!rows.includes(secret), `system_logs must not contain ${secret.slice(0, 6)}…`);
        for (const file of files) assert.ok(!file.includes(secret), `the log file must not contain ${secret.slice(0, 6)}…`);
      }
    });
  });
}
