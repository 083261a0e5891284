import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@tamir/shared-api/domain';
import { COSTLY_LIMITS } from '../src/plugins/app/costly-limits';
import { createUser } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 32: the public PDF, resend, test e-mail, log export and backup each have their own limit
// per user (per link for the public PDF) and per address, counted in the database; past it 429
// with Retry-After and a Turkish text.
for (const kind of DATABASES) {
  describe(`costly call limits on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(kind, { env: { TRUST_PROXY: '1', COSTLY_LIMITS_SCALE: '1' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(async () => server?.close());

    const call = (method: string, path: string, body: unknown, token: string | null, ip: string) =>
      server.request<{ message: string }>(method, path, { token, body, headers: { 'x-forwarded-for': ip } });

    const assertLimited = (reply: Awaited<ReturnType<typeof call>>, what: string) => {
      assert.equal(reply.status, 429, `${what}: ${reply.status} ${reply.text}`);
      assert.deepEqual(reply.body, { message: MSG.costlyCallLimited });
      assert.ok(Number(reply.headers.get('retry-after')) > 0, `${what}: Retry-After`);
    };

    const perUser: [string, string, string, unknown][] = [
      ['resend', 'POST', '/api/notification/resend', { notificationId: 999_999 }],
      ['testEmail', 'POST', '/api/settings/test-email', { toEmail: 'deneme@ornek.example' }],
      ['logExport', 'POST', '/api/logs/export', { startDate: '2025-03-01', endDate: '2025-03-02', format: 'JSON' }],
      ['backup', 'POST', '/api/settings/backup', { description: 'sınır' }],
    ];
    for (const [name, method, path, body] of perUser) {
      it(`limits ${path} per user`, async () => {
        const limit = COSTLY_LIMITS[name as keyof typeof COSTLY_LIMITS].perUser;
        const ip = `198.51.100.${perUser.findIndex(([n]) => n === name) + 1}`;
        for (let n = 1; n <= limit; n++) {
          const reply = await call(method, path, body, admin, ip);
          assert.notEqual(reply.status, 429, `call ${n} of ${limit}: ${reply.text}`);
        }
        assertLimited(await call(method, path, body, admin, ip), path);
      });
    }

    it('limits the public PDF per link, and every costly call per address', async () => {
      const token = 'bilinmeyen-baglanti-0123456789abcdef';
      const { perUser: perLink, perAddress } = COSTLY_LIMITS.publicPdf;
      for (let n = 1; n <= perLink; n++)
        assert.equal((await call('GET', `/api/repairform/public/${token}/pdf`, undefined, null, `203.0.113.${n}`)).status, 404);
      assertLimited(await call('GET', `/api/repairform/public/${token}/pdf`, undefined, null, '203.0.113.99'), 'public PDF per link');

      // Per address: many links from one address.
      for (let n = 1; n <= perAddress; n++) {
        assert.notEqual((await call('GET', `/api/repairform/public/link-${n}-abcdefghijklmnop/pdf`, undefined, null, '192.0.2.50')).status, 429, `call ${n}`);
      }
      assertLimited(await call('GET', '/api/repairform/public/yeni-baglanti-abcdefghijklmnop/pdf', undefined, null, '192.0.2.50'), 'public PDF per address');
      assert.equal(
        (await call('GET', '/api/repairform/public/yeni-baglanti-abcdefghijklmnop/pdf', undefined, null, '192.0.2.51')).status,
        404,
        'another address',
      );

      // Test e-mail: two admins from one address share its budget; a third elsewhere is not held.
      const { perUser: each, perAddress: shared } = COSTLY_LIMITS.testEmail;
      const others = await Promise.all([0, 1, 2].map(() => createUser(server, { role: 'Admin' })));
      const tokens = await Promise.all(others.map((user) => server.login(user.username, user.password)));
      const body = { toEmail: 'deneme@ornek.example' };
      for (let n = 0; n < shared; n++) {
        assert.notEqual((await call('POST', '/api/settings/test-email', body, tokens[n < each ? 0 : 1], '192.0.2.60')).status, 429, `call ${n}`);
      }
      assertLimited(await call('POST', '/api/settings/test-email', body, tokens[2], '192.0.2.60'), 'test e-mail per address');
      assert.notEqual((await call('POST', '/api/settings/test-email', body, tokens[2], '192.0.2.61')).status, 429);
    });
  });
}
