import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@tamir/shared-api/domain';
import { countRows, createTenant, createVehicle } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue "Hardened and proven", holes 1, 6, 7 and 8: bad input is refused in one place as bad
// input, framework errors speak the one Turkish shape, and the headers say what they should.
const TABLES = ['users', 'vehicles', 'companies', 'repair_forms', 'system_logs'];

/** A request written by hand, for what fetch will not send (over-large headers). */
function rawRequest(url: string, lines: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

for (const kind of DATABASES) {
  describe(`bad input answers on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let tenant: Awaited<ReturnType<typeof createTenant>>;
    let vehicleId: number;
    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
      vehicleId = (await createVehicle(server, { companyId: tenant.companyId })).id;
    });
    after(() => server.close());

    it('refuses NUL, other control characters and lone surrogates anywhere with 400, before the database', async () => {
      const changeRows = () => Promise.all(TABLES.filter((t) => t !== 'system_logs').map((table) => countRows(server, table)));
      const before = await changeRows();
      const cases: Array<[string, string, { body?: unknown; rawBody?: string; token?: string }]> = [
        ['POST', '/api/auth/login', { body: { username: 'a\u0000b', password: 'x' } }],
        ['POST', '/api/auth/login', { rawBody: '{"username":"a\\ud800b","password":"x"}' }],
        ['GET', '/api/vehicles?search=%00', { token: admin }],
        ['GET', '/api/vehicles?search=%01x', { token: tenant.token }],
        ['GET', '/api/repairform/public/%00', {}],
        ['GET', '/a%00.js', {}],
        ['POST', '/api/company', { token: tenant.token, body: { name: 'Firma\u0000', contactEmail: 'a@b.co' } }],
        ['POST', '/api/company', { token: tenant.token, body: { 'na\u0000me': 'Firma', contactEmail: 'a@b.co' } }],
        ['PUT', `/api/vehicles/${vehicleId}`, { token: admin, body: { brand: 'Ford\u0000' } }],
        ['POST', '/api/repairform', { token: tenant.token, body: { vehicleId, descriptionLines: ['Fren', 'Yağ\u0000'] } }],
        ['POST', '/api/repairform', { token: tenant.token, rawBody: `{"vehicleId":${vehicleId},"descriptionLines":["\\udc00"]}` }],
      ];
      for (const [method, path, options] of cases) {
        const reply = await server.request(method, path, options);
        assert.equal(reply.status, 400, `${method} ${path}: ${reply.status} ${reply.text}`);
        assert.equal(reply.body.message, MSG.invalidCharacters, `${method} ${path}`);
      }
      assert.deepEqual(await changeRows(), before);
      const health = await server.request('GET', '/api/health');
      assert.equal(health.status, 200);
    });

    it('treats text made only of invisible characters as empty, so a required field says so', async () => {
      const invisible = '\u200b\u200c\u200d\u2060\ufeff \u3164\u2800';
      const company = await server.request('POST', '/api/company', { token: tenant.token, body: { name: invisible, contactEmail: 'a@b.co' } });
      assert.equal(company.status, 400, company.text);
      assert.ok(company.body.errors?.name?.length, company.text);
      const vehicle = await server.request('PUT', `/api/vehicles/${vehicleId}`, { token: admin, body: { brand: invisible } });
      assert.equal(vehicle.status, 400, vehicle.text);
    });

    it('answers framework errors in the Turkish shape, never with English codes or a path', async () => {
      const badEscape = await server.request('GET', '/%ZZ.js');
      assert.equal(badEscape.status, 400);
      assert.deepEqual(badEscape.body, { message: MSG.invalidRequest });
      const longParam = await server.request('GET', `/api/repairform/public/${'a'.repeat(300)}`);
      assert.equal(longParam.status, 414);
      assert.deepEqual(longParam.body, { message: MSG.requestTooLarge });
      const bigHeaders = await rawRequest(server.url, ['GET /api/health HTTP/1.1', 'Host: x', `X-Big: ${'a'.repeat(20_000)}`]);
      assert.match(bigHeaders, /^HTTP\/1\.1 431 /);
      assert.ok(bigHeaders.endsWith(JSON.stringify({ message: MSG.requestTooLarge })), bigHeaders);
      for (const reply of [badEscape, longParam]) assert.doesNotMatch(reply.text, /FST_|Bad Request|\/work\/|node_modules/);
    });

    it("marks API answers no-store with an API's headers, pages with a page's, and HSTS only over HTTPS", async () => {
      const vehicles = await server.request('GET', '/api/vehicles', { token: admin });
      assert.equal(vehicles.headers.get('cache-control'), 'no-store');
      assert.equal(vehicles.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
      assert.equal(vehicles.headers.get('x-frame-options'), 'DENY');
      assert.equal(vehicles.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(vehicles.headers.get('cross-origin-resource-policy'), 'same-site');
      assert.equal(vehicles.headers.get('referrer-policy'), 'no-referrer');
      for (const pageOnly of ['permissions-policy', 'x-dns-prefetch-control', 'origin-agent-cluster', 'x-xss-protection']) {
        assert.equal(vehicles.headers.get(pageOnly), null, pageOnly);
      }
      assert.equal(vehicles.headers.get('strict-transport-security'), null);
      // An HTML page under /api (the API's documentation) and what is served beside the pages get a page's headers.
      for (const page of [await server.request('GET', '/api/docs/'), await server.request('GET', '/remotes.json')]) {
        assert.equal(page.headers.get('permissions-policy'), 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()');
        assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
        assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN');
      }
      const login = await server.request('POST', '/api/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
      assert.equal(login.headers.get('cache-control'), 'no-store');
    });
  });
}
