import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { systemLogs } from '../src/db/schema/index';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 42 item 6: the request log names the entity of the module a route belongs to; the old
// hand-kept table left kvkk, logs, drivers and dashboard out and logged them as System.
for (const kind of DATABASES) {
  describe(`request log entity on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(kind);
    });
    after(() => server.close());

    it('names the module’s entity for kvkk, logs, drivers and dashboard', async () => {
      const admin = await server.login(ADMIN.username, ADMIN.password);
      await server.request('POST', '/api/kvkk/requests/999999/erase', { token: admin });
      await server.request('GET', '/api/kvkk/requests', { token: admin });
      await server.request('POST', '/api/logs/search', { token: admin, body: {} });
      await server.request('GET', '/api/drivers/statistics', { token: admin });
      await server.request('GET', '/api/dashboard/admin', { token: admin });
      await server.request('GET', '/api/no-such-module', { token: admin });
      await server.app.systemLog.flush();
      const rows = (await server.app.db.select().from(systemLogs)).filter((row) => row.statusCode !== null);
      const entityOf = (method: string, path: string) => rows.find((row) => row.httpMethod === method && row.requestPath === path)?.entityType;
      assert.equal(entityOf('POST', '/api/kvkk/requests/999999/erase'), 'SystemSetting');
      assert.equal(entityOf('GET', '/api/kvkk/requests'), 'SystemSetting');
      assert.equal(entityOf('POST', '/api/logs/search'), 'System');
      assert.equal(entityOf('GET', '/api/drivers/statistics'), 'Vehicle');
      assert.equal(entityOf('GET', '/api/dashboard/admin'), 'RepairForm');
      assert.equal(entityOf('GET', '/api/no-such-module'), 'System');
      assert.equal(entityOf('POST', '/api/auth/login'), 'Authentication');
    });
  });
}
