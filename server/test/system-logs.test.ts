import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNotNull } from 'drizzle-orm';
import { systemLogs } from '../src/db/schema/index';
import { createTenant, createVehicle } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

for (const kind of DATABASES) {
  describe(`system logs on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(kind);
    });
    after(() => server.close());

    it('writes a row per API request and never a password or token', async () => {
      const wrongPassword = 'Yanlis-Sifre-77';
      await server.request('POST', '/api/auth/login', { body: { username: ADMIN.username, password: wrongPassword } });
      const passwordInUsernameField = 'Parola-Yanlis-Alanda-1';
      await server.request('POST', '/api/auth/login', { body: { username: passwordInUsernameField, password: 'x' } });
      const admin = await server.login(ADMIN.username, ADMIN.password);
      const tenant = await createTenant(server);
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const form = await server.request('POST', '/api/repairform', { token: tenant.token, body: { vehicleId: vehicle.id, descriptionLines: ['Fren'] } });
      const linkToken = form.body.formLinks[0].token as string;
      assert.equal((await server.request('GET', `/api/repairform/public/${linkToken}`)).status, 200);
      await server.request('GET', '/api/company?name=gizli-sorgu', { token: admin });
      const refreshed = await server.request('POST', '/api/auth/refresh-token', { token: admin });
      await server.request('POST', '/api/auth/logout', { token: refreshed.body.token });
      // A path named after Object's prototype is logged as any unknown resource, and does not spoil its batch.
      assert.equal((await server.request('GET', '/api/constructor', { token: admin })).status, 404);
      await server.app.systemLog.flush();

      const rows = await server.app.db.select().from(systemLogs);
      const requests = rows.filter((row) => row.statusCode !== null);
      const find = (method: string, path: string, status: number) =>
        requests.find((row) => row.httpMethod === method && row.requestPath === path && row.statusCode === status);

      const okLogin = find('POST', '/api/auth/login', 200);
      assert.ok(okLogin, 'successful login request row');
      assert.equal(okLogin.username, ADMIN.username);
      assert.equal(okLogin.logLevel, 'Information');
      assert.equal(okLogin.ipAddress, '127.0.0.1');
      assert.ok(okLogin.durationMs !== null && okLogin.durationMs >= 0);
      assert.equal(okLogin.entityType, 'Authentication');
      assert.equal(okLogin.action, 'Login');

      const badLogin = find('POST', '/api/auth/login', 401);
      assert.ok(badLogin);
      assert.equal(badLogin.logLevel, 'Warning');
      assert.equal(badLogin.username, ADMIN.username);

      const publicRow = find('GET', '/api/repairform/public/***', 200);
      assert.ok(publicRow, 'public form path logged with the token masked');
      assert.equal(publicRow.username, null);
      assert.ok(find('GET', '/api/company', 200), 'query string dropped');
      assert.equal(find('GET', '/api/constructor', 404)?.entityType, 'System');
      const formRow = find('POST', '/api/repairform', 201);
      assert.equal(formRow?.username, tenant.user.username);
      assert.equal(formRow?.action, 'Create');
      assert.equal(formRow?.entityType, 'RepairForm');

      const changes = rows.filter((row) => row.statusCode === null);
      assert.ok(changes.some((row) => row.action === 'Login' && row.entityType === 'Authentication' && row.username === ADMIN.username));
      assert.ok(changes.some((row) => row.action === 'Logout' && row.entityType === 'Authentication'));
      assert.ok(changes.some((row) => row.action === 'Create' && row.entityType === 'RepairForm' && row.entityId === String(form.body.id)));

      const everything = JSON.stringify(rows);
      for (const secret of [
        ADMIN.password,
        wrongPassword,
        passwordInUsernameField,
        tenant.user.password,
        admin,
        refreshed.body.token,
        tenant.token,
        linkToken,
        'gizli-sorgu',
      ]) {
        assert.ok(!everything.includes(secret), `system_logs must not contain ${secret.slice(0, 12)}…`);
      }
    });

    it('does not make the response wait for the log write', async () => {
      const token = await server.login(ADMIN.username, ADMIN.password);
      await server.request('GET', '/api/company', { token });
      const pending = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.httpMethod, 'GET'), isNotNull(systemLogs.statusCode)));
      await server.app.systemLog.flush();
      const flushed = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.httpMethod, 'GET'), isNotNull(systemLogs.statusCode)));
      assert.ok(flushed.length > pending.length, 'the row arrives after the response, on flush');
    });
  });
}
