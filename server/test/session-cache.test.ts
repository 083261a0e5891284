import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { authSessions, repairShops, users } from '../src/db/schema/index';
import { createTenant, withServer } from './helpers/fixtures';
import { waitFor } from './helpers/notifications';
import { ADMIN, DATABASES, postgresOnly, startServer, type TestServer } from './helpers/server';

/** A call the Tamirci makes on every screen; its status says whether the session still counts. */
const probe = (server: TestServer, token: string) => server.request('GET', '/api/company', { token }).then((reply) => reply.status);

for (const kind of DATABASES) {
  describe(`sessions kept in memory stay exact on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    withServer(kind, (cast) => ({ server, admin } = cast));

    /** A fresh Tamirci whose session this process has just checked (and now holds). */
    const warmTenant = async () => {
      const tenant = await createTenant(server);
      assert.equal(await probe(server, tenant.token), 200);
      assert.equal(await probe(server, tenant.token), 200);
      return tenant;
    };

    it('keeps a checked session, and reads it again after a logout: the old token is refused at once', async () => {
      const tenant = await warmTenant();
      assert.ok(server.app.authService.sessions.size > 0, 'the session is held in memory');
      assert.equal((await server.request('POST', '/api/auth/logout', { token: tenant.token })).status, 200);
      assert.equal(await probe(server, tenant.token), 401);
    });

    it('refuses a deactivated user’s next call', async () => {
      const tenant = await warmTenant();
      assert.equal((await server.request('POST', `/api/users/${tenant.user.id}/toggle-status`, { token: admin })).status, 200);
      assert.equal(await probe(server, tenant.token), 401);
    });

    it('follows changes written by anything else on the database (a script, another process): revocation, forced password change, a shop closed', async () => {
      const closed = await warmTenant();
      await server.app.db.update(repairShops).set({ isActive: false }).where(eq(repairShops.id, closed.shopId));
      await waitFor('the closed shop’s Tamirci to be refused', async () => (await probe(server, closed.token)) === 401);

      const tenant = await warmTenant();
      // Written straight to the database, not through this server's routes.
      await server.app.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, tenant.user.id));
      const forced = await waitFor('the forced change to apply', async () => {
        const reply = await server.request('GET', '/api/company', { token: tenant.token });
        return reply.status === 403 && reply;
      });
      assert.deepEqual(forced.body, { message: MSG.passwordChangeRequired });

      const second = await warmTenant();
      await server.app.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, second.user.id));
      await waitFor('the revoked session to be refused', async () => (await probe(server, second.token)) === 401);
    });

    it('keeps nothing while notifications may be missed, and starts empty when they are back', async () => {
      const tenant = await warmTenant();
      const { sessions } = server.app.authService;
      sessions.setLive(false);
      try {
        assert.equal(await probe(server, tenant.token), 200);
        assert.equal(sessions.size, 0);
      } finally {
        sessions.setLive(true);
      }
      assert.equal(await probe(server, tenant.token), 200);
      assert.ok(sessions.size > 0);
    });
  });
}

// Two API processes need PostgreSQL: PGlite serves one process per data directory by design.
for (const kind of postgresOnly('two processes sharing sessions on one database')) {
  describe(`two processes on one ${kind} database: a logout or deactivation on one holds on the other`, () => {
    let first: TestServer;
    let second: TestServer;
    before(async () => {
      const env = { ENCRYPTION_KEY: randomBytes(32).toString('hex'), JWT_SECRET: randomBytes(32).toString('hex') };
      first = await startServer(kind, { env });
      second = await startServer(kind, { env, databaseUrl: first.databaseUrl! });
    });
    after(async () => {
      await second?.close();
      await first?.close();
    });

    it('refuses on the second process a session ended on the first', async () => {
      const admin = await first.login(ADMIN.username, ADMIN.password);
      const tenant = await createTenant(first);
      const other = await createTenant(first);
      for (const token of [tenant.token, other.token]) assert.equal(await probe(second, token), 200);

      assert.equal((await first.request('POST', '/api/auth/logout', { token: tenant.token })).status, 200);
      // NOTIFY reaches the other process asynchronously (well under a millisecond here); a bounded wait, not a sleep.
      await waitFor('the second process to refuse the logged-out token', async () => (await probe(second, tenant.token)) === 401);

      assert.equal((await first.request('POST', `/api/users/${other.user.id}/toggle-status`, { token: admin })).status, 200);
      await waitFor('the second process to refuse the deactivated user', async () => (await probe(second, other.token)) === 401);
    });
  });
}
