import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@tamir/shared-api/domain';
import { createUser } from './helpers/fixtures';
import { DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 32 (OWASP ASVS 2.2.1): failed sign-ins are counted per account across every address; past
// the limit an address the account never signed in from is answered 429 with Retry-After, while
// the real user, from an address they signed in from before, still signs in.
const LIMIT = 6;
const login = (server: TestServer, username: string, password: string, ip: string) =>
  server.request<{ message: string }>('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

for (const kind of DATABASES) {
  describe(`per-account sign-in limit on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(kind, { env: { TRUST_PROXY: '1', ACCOUNT_FAILED_LOGINS_PER_HOUR: String(LIMIT) } });
    });
    after(async () => server?.close());

    it('answers 429 with Retry-After to new addresses past the limit, even with the right password', async () => {
      const user = await createUser(server, { role: 'Admin' });
      // One failure from each of many addresses: no address reaches its own lock-out.
      for (let n = 1; n <= LIMIT; n++) assert.equal((await login(server, user.username, 'yanlis', `203.0.113.${n}`)).status, 401);
      for (const password of ['yanlis', user.password]) {
        const refused = await login(server, user.username, password, '203.0.113.200');
        assert.equal(refused.status, 429, refused.text);
        assert.deepEqual(refused.body, { message: MSG.accountAttemptsExceeded });
        const retryAfter = Number(refused.headers.get('retry-after'));
        assert.ok(retryAfter > 3000 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
      }
    });

    it('lets the real user in from an address they signed in from before', async () => {
      const user = await createUser(server, { role: 'Admin' });
      assert.equal((await login(server, user.username, user.password, '198.51.100.10')).status, 200);
      for (let n = 1; n <= LIMIT + 2; n++) {
        const reply = await login(server, user.username, 'yanlis', `192.0.2.${n}`);
        assert.equal(reply.status, n <= LIMIT ? 401 : 429, `attempt ${n}: ${reply.text}`);
      }
      const known = await login(server, user.username, user.password, '198.51.100.10');
      assert.equal(known.status, 200, known.text);
      assert.equal((await login(server, user.username, user.password, '198.51.100.11')).status, 429, 'a new address is still refused');
    });

    it('counts an unknown name the same way, so the answer does not tell which names exist', async () => {
      for (let n = 1; n <= LIMIT; n++) assert.equal((await login(server, 'boyle-biri-yok', 'yanlis', `203.0.113.${100 + n}`)).status, 401);
      const refused = await login(server, 'boyle-biri-yok', 'yanlis', '203.0.113.250');
      assert.equal(refused.status, 429);
      assert.deepEqual(refused.body, { message: MSG.accountAttemptsExceeded });
    });
  });
}
