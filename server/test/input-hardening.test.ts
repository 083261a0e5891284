import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { systemLogs } from '../src/db/schema/index';
import { countRows, createTenant, createVehicle } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const TABLES = ['vehicles', 'companies', 'repair_forms', 'form_links', 'notifications', 'repair_shop_companies'];

for (const kind of DATABASES) {
  describe(`bad input and failures on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let tenant: Awaited<ReturnType<typeof createTenant>>;
    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
    });
    after(() => server.close());

    const counts = () => Promise.all(TABLES.map((table) => countRows(server, table)));

    it('rejects malformed JSON, wrong types, wrong shapes and over-long strings, writing nothing', async () => {
      const before = await counts();
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const afterFixture = await counts();
      const cases: Array<[string, string, string | undefined, unknown, number]> = [
        ['POST', '/api/vehicles', '{"plateNumber":', undefined, 400],
        ['POST', '/api/vehicles', '[1,2,3]', undefined, 400],
        ['POST', '/api/vehicles', '"text"', undefined, 400],
        ['POST', '/api/vehicles', 'null', undefined, 400],
        ['POST', '/api/vehicles', '{"__proto__":{"polluted":true}}', undefined, 400],
        ['POST', '/api/company', '{"name": }', undefined, 400],
        ['POST', '/api/repairform', 'not json', undefined, 400],
        [
          'POST',
          '/api/vehicles',
          undefined,
          { plateNumber: '34ABC123', brand: { nested: 1 }, kilometer: 1, ownerName: 'x', driverPhone: '05321112233', companyId: tenant.companyId },
          400,
        ],
        [
          'POST',
          '/api/vehicles',
          undefined,
          { plateNumber: 'x'.repeat(51), brand: 'a', kilometer: 1, ownerName: 'x', driverPhone: '05321112233', companyId: tenant.companyId },
          400,
        ],
        ['POST', '/api/company', undefined, { name: 'x'.repeat(1001), contactEmail: 'a@b.co' }, 400],
        ['POST', '/api/company', undefined, { name: 'Uzun adres', contactEmail: 'a@b.co', address: 'y'.repeat(2001) }, 400],
        ['POST', '/api/repairform', undefined, { vehicleId: vehicle.id, descriptionLines: ['x'.repeat(5001)] }, 400],
        ['POST', '/api/repairform', undefined, { vehicleId: vehicle.id, descriptionLines: Array.from({ length: 201 }, () => 'x') }, 400],
        ['POST', '/api/repairform', undefined, { vehicleId: vehicle.id, descriptionLines: 'Fren' }, 400],
        ['POST', '/api/repairform', undefined, { vehicleId: { id: 1 }, descriptionLines: ['Fren'] }, 400],
        ['PUT', `/api/vehicles/${vehicle.id}`, '{bad', undefined, 400],
        ['GET', '/api/company?name=' + 'n'.repeat(201), undefined, undefined, 400],
      ];
      for (const [method, path, rawBody, body, status] of cases) {
        const reply = await server.request(method, path, { token: admin, rawBody, body });
        assert.equal(reply.status, status, `${method} ${path} ${rawBody ?? String(JSON.stringify(body)).slice(0, 80)}`);
        assert.equal(typeof reply.body.message, 'string');
        assert.ok(!reply.text.includes(' at '), 'no stack in the answer');
      }
      const overLong = await server.request('POST', '/api/company', { token: admin, body: { name: 'x'.repeat(1001), contactEmail: 'a@b.co' } });
      // One check of the body (the shared rules): an over-long name gets the spec's own text.
      assert.deepEqual(overLong.body, { message: MSG.validationFailed, errors: { name: [MSG.companyNameMax] } });
      const malformed = await server.request('POST', '/api/vehicles', { token: admin, rawBody: '{"plateNumber":' });
      assert.deepEqual(malformed.body, { message: MSG.invalidRequest });

      const huge = await server.request('POST', '/api/company', { token: admin, rawBody: JSON.stringify({ name: 'x', address: 'y'.repeat(2 * 1024 * 1024) }) });
      assert.equal(huge.status, 413);
      const wrongType = await server.request('POST', '/api/company', { token: admin, rawBody: 'name=x', headers: { 'content-type': 'text/plain' } });
      assert.equal(wrongType.status, 415);
      assert.equal(wrongType.body.message, MSG.invalidRequest);
      assert.deepEqual(await counts(), afterFixture);
      assert.notDeepEqual(afterFixture, before);
    });

    it('ignores keys named like every object’s own properties (constructor, toString…), at any depth', async () => {
      const bodies: Array<[string, unknown, number, unknown]> = [
        ['/api/settings/restore', { constructor: 'x' }, 400, { fileName: [MSG.backupFileRequired] }],
        ['/api/settings/restore', { '': 'x', toString: 'İ'.repeat(5000), valueOf: 1 }, 400, { fileName: [MSG.backupFileRequired] }],
        ['/api/settings/backup', { constructor: 'x', hasOwnProperty: 'y' }, 201, undefined],
        ['/api/company', { name: 'Prototip Filo', contactEmail: 'p@firma.example', constructor: { name: 'x' } }, 201, undefined],
      ];
      for (const [path, body, status, errors] of bodies) {
        const reply = await server.request('POST', path, { token: admin, body });
        assert.equal(reply.status, status, `${path} ${JSON.stringify(body).slice(0, 60)}: ${reply.text.slice(0, 200)}`);
        if (errors) assert.deepEqual(reply.body.errors, errors);
      }
      const settings = await server.request('PUT', '/api/settings', { token: admin, body: { general: { constructor: 'x', systemName: 'Tamir Formu' } } });
      assert.notEqual(settings.status, 500, settings.text);
    });

    it('answers 404 as JSON for unknown /api routes, with or without a token', async () => {
      for (const [method, path, token] of [
        ['GET', '/api/nothing-here', undefined],
        ['GET', '/api/nothing-here', admin],
        ['DELETE', '/api/company', admin],
        ['GET', '/api', undefined],
      ] as const) {
        const reply = await server.request(method, path, { token });
        assert.equal(reply.status, 404, `${method} ${path}`);
        assert.equal(typeof reply.body.message, 'string');
      }
    });

    it('answers 500 with the generic message and no internals, and logs the failure safely', async () => {
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      await server.app.db.execute(sql`alter table form_links rename to form_links_gone`);
      try {
        const reply = await server.request('POST', '/api/repairform', { token: tenant.token, body: { vehicleId: vehicle.id, descriptionLines: ['Fren'] } });
        assert.equal(reply.status, 500);
        assert.deepEqual(reply.body, { message: MSG.serverError });
        assert.ok(!/form_links|stack|select|insert|params/i.test(reply.text));
      } finally {
        await server.app.db.execute(sql`alter table form_links_gone rename to form_links`);
      }
      assert.equal(await countRows(server, 'repair_forms'), 0, 'the failed transaction left no form behind');
      await server.app.systemLog.flush();
      const [row] = await server.app.db.select().from(systemLogs).where(eq(systemLogs.statusCode, 500)).orderBy(desc(systemLogs.id)).limit(1);
      assert.equal(row.logLevel, 'Error');
      assert.equal(row.action, 'Error');
      assert.ok(row.errorMessage && row.errorMessage.includes('form_links'), row.errorMessage ?? '');
      assert.ok(row.stackTrace && row.stackTrace.includes('    at '));
      for (const text of [row.errorMessage!, row.stackTrace!]) {
        assert.ok(!/params:|Failed query|v1:/.test(text), `log keeps query parameters out: ${text.slice(0, 200)}`);
      }
    });
  });
}
