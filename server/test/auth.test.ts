import { createHmac } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { throttleCounters } from '../src/db/schema/index';
import { createShop, createUser, setUserActive } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

const decodePayload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

for (const kind of DATABASES) {
  describe(`auth on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(kind);
    });
    after(() => server.close());

    it('logs in with a trimmed username and returns token and user', async () => {
      const reply = await server.request('POST', '/api/auth/login', { body: { username: `  ${ADMIN.username} `, password: ADMIN.password } });
      assert.equal(reply.status, 200);
      assert.ok(reply.body.token);
      assert.deepEqual(reply.body.user, {
        id: reply.body.user.id,
        username: 'admin',
        role: 'Admin',
        firstName: 'Sistem',
        lastName: 'Yöneticisi',
        email: null,
        phone: null,
        repairShopId: null,
        companyName: 'Tamir Formu',
        mustChangePassword: false,
      });
      const payload = decodePayload(reply.body.token);
      assert.equal(payload.exp - payload.iat, 60 * 60, 'token lives sessionTimeoutMinutes (60)');
    });

    it('gives a Tamirci their repair shop name as companyName', async () => {
      const shopId = await createShop(server, 'Usta Oto Servis');
      const user = await createUser(server, { repairShopId: shopId });
      const reply = await server.request('POST', '/api/auth/login', { body: { username: user.username.toUpperCase(), password: user.password } });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.user.role, 'Tamirci');
      assert.equal(reply.body.user.repairShopId, shopId);
      assert.equal(reply.body.user.companyName, 'Usta Oto Servis');
    });

    it('answers the same 401 message for a wrong password and an unknown user', async () => {
      const wrong = await server.request('POST', '/api/auth/login', { body: { username: ADMIN.username, password: 'yanlis-sifre' } });
      const unknown = await server.request('POST', '/api/auth/login', { body: { username: 'kimse-yok', password: 'yanlis-sifre' } });
      assert.equal(wrong.status, 401);
      assert.deepEqual(wrong.body, { message: MSG.invalidCredentials });
      assert.equal(unknown.status, 401);
      assert.deepEqual(unknown.body, { message: MSG.invalidCredentials });
    });

    it('rejects missing or blank fields with the login messages', async () => {
      const empty = await server.request('POST', '/api/auth/login', { body: {} });
      assert.equal(empty.status, 400);
      assert.deepEqual(empty.body.errors, { username: [MSG.usernameRequired], password: [MSG.passwordRequired] });
      const blank = await server.request('POST', '/api/auth/login', { body: { username: '   ', password: '' } });
      assert.equal(blank.status, 400);
      assert.deepEqual(blank.body.errors, { username: [MSG.usernameRequired], password: [MSG.passwordRequired] });
      const noBody = await server.request('POST', '/api/auth/login');
      assert.equal(noBody.status, 400);
      assert.equal(noBody.body.message, MSG.invalidRequest);
    });

    it('refuses an inactive user with the right password only', async () => {
      const user = await createUser(server, { role: 'Admin' });
      await setUserActive(server, user.id, false);
      const right = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
      assert.equal(right.status, 403);
      assert.deepEqual(right.body, { message: MSG.accountInactive });
      const wrong = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: 'nope-nope' } });
      assert.equal(wrong.status, 401);
    });

    it('locks an account for 15 minutes after maxLoginAttempts failures', async () => {
      const user = await createUser(server, { role: 'Admin' });
      for (let attempt = 1; attempt <= 4; attempt++) {
        const reply = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: 'yanlis' } });
        assert.equal(reply.status, 401, `attempt ${attempt}`);
      }
      const fifth = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: 'yanlis' } });
      assert.equal(fifth.status, 423);
      assert.deepEqual(fifth.body, { message: MSG.accountLocked });
      const rightButLocked = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
      assert.equal(rightButLocked.status, 423);

      const key = `login:${user.username.toLowerCase()}|127.0.0.1`;
      const [row] = await server.app.db.select({ until: throttleCounters.windowEndsAt }).from(throttleCounters).where(eq(throttleCounters.key, key));
      const minutes = (row.until.getTime() - Date.now()) / 60_000;
      assert.ok(minutes > 14 && minutes <= 15, `locked for ${minutes} min`);

      await server.app.db
        .update(throttleCounters)
        .set({ windowEndsAt: new Date(Date.now() - 1000) })
        .where(eq(throttleCounters.key, key));
      const afterLock = await server.request('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
      assert.equal(afterLock.status, 200);
    });

    it('refresh-token issues a new token and revokes the old one', async () => {
      const oldToken = await server.login(ADMIN.username, ADMIN.password);
      const refreshed = await server.request('POST', '/api/auth/refresh-token', { token: oldToken });
      assert.equal(refreshed.status, 200);
      assert.notEqual(refreshed.body.token, oldToken);
      assert.equal((await server.request('GET', '/api/company', { token: oldToken })).status, 401);
      assert.equal((await server.request('GET', '/api/company', { token: refreshed.body.token })).status, 200);
    });

    it('logout revokes the token and answers 200 even without one', async () => {
      const token = await server.login(ADMIN.username, ADMIN.password);
      assert.equal((await server.request('GET', '/api/company', { token })).status, 200);
      const logout = await server.request('POST', '/api/auth/logout', { token, headers: { 'content-type': 'application/json' }, rawBody: '' });
      assert.equal(logout.status, 200);
      assert.equal(typeof logout.body.message, 'string');
      const after = await server.request('GET', '/api/company', { token });
      assert.equal(after.status, 401);
      assert.deepEqual(after.body, { message: MSG.sessionExpired });
      assert.equal((await server.request('POST', '/api/auth/logout')).status, 200);
      assert.equal((await server.request('POST', '/api/auth/logout', { token: 'not-a-jwt' })).status, 200);
    });

    it('refuses a token it has accepted once it expires, and a token signed with another secret', async () => {
      const token = await server.login(ADMIN.username, ADMIN.password);
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; jti: string };
      // The same live session in a token that expires within two seconds (at least one): accepted
      // (and kept), then refused once its exp has passed.
      const shortLived = server.app.jwt.sign({ sub: claims.sub, jti: claims.jti }, { expiresIn: 2 });
      const { exp } = JSON.parse(Buffer.from(shortLived.split('.')[1], 'base64url').toString()) as { exp: number };
      assert.equal((await server.request('GET', '/api/company', { token: shortLived })).status, 200);
      assert.equal((await server.request('GET', '/api/company', { token: shortLived })).status, 200);
      await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
      const expired = await server.request('GET', '/api/company', { token: shortLived });
      assert.equal(expired.status, 401);
      assert.deepEqual(expired.body, { message: MSG.sessionExpired });
      // Same claims, another secret: the signature decides, not what was verified before.
      const [header, payload] = token.split('.');
      const otherSignature = createHmac('sha256', 'another-secret').update(`${header}.${payload}`).digest('base64url');
      assert.equal((await server.request('GET', '/api/company', { token: `${header}.${payload}.${otherSignature}` })).status, 401);
      assert.equal((await server.request('GET', '/api/company', { token })).status, 200);
    });

    it('answers 401 on every protected route without, with a bad, or with a revoked token', async () => {
      const revoked = await server.login(ADMIN.username, ADMIN.password);
      await server.request('POST', '/api/auth/logout', { token: revoked });
      const forged = server.app.jwt.sign({ sub: '1', jti: 'no-such-session' });
      const document = server.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
      let checked = 0;
      for (const [route, operations] of Object.entries(document.paths)) {
        if (!route.startsWith('/api/')) continue;
        for (const [method, operation] of Object.entries(operations)) {
          if (Array.isArray(operation.security) && operation.security.length === 0) continue;
          const url = route.replace('{plate}', '34ABC123').replace(/\{[^}]+\}/g, '1');
          for (const token of [undefined, 'garbage', revoked, forged]) {
            const reply = await server.request(method.toUpperCase(), url, { token, body: method === 'get' ? undefined : {} });
            assert.equal(reply.status, 401, `${method.toUpperCase()} ${url} with ${token ? 'a bad' : 'no'} token`);
            assert.deepEqual(reply.body, { message: MSG.sessionExpired });
          }
          checked++;
        }
      }
      assert.ok(checked >= 9, `checked ${checked} protected operations`);
    });
  });
}
