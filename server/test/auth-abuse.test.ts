import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import { createUser } from './helpers/fixtures';
import { settleLogs } from './helpers/system-log-fixtures';
import { DATABASES, startServer, type TestServer } from './helpers/server';

// Issue "Hardened and proven", holes 2, 9 and 10: lock-out per account and source, answers that
// do not tell which names exist, limits that hold across processes, and closed registration.
const login = (server: TestServer, username: string, password: string, ip: string) =>
  server.request('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': ip } });

for (const kind of DATABASES) {
  describe(`sign-in abuse on ${kind}`, () => {
    let server: TestServer;
    let second: TestServer;
    before(async () => {
      server = await startServer(kind, { env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
      // A second API process on the same database (PostgreSQL), or the same one again (PGlite).
      second =
        kind === 'postgres'
          ? await startServer(kind, {
              databaseUrl: server.databaseUrl!,
              dataDir: server.dataDir,
              env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
              keepData: true,
            })
          : server;
    });
    after(async () => {
      if (second !== server) await second.close();
      await server.close();
    });

    it('locks only the source that guessed: the real user elsewhere still signs in', async () => {
      const user = await createUser(server, { role: 'Admin' });
      for (let attempt = 1; attempt <= 4; attempt++) assert.equal((await login(server, user.username, 'yanlis', '203.0.113.7')).status, 401);
      assert.equal((await login(server, user.username, 'yanlis', '203.0.113.7')).status, 423);
      assert.equal((await login(server, user.username, user.password, '203.0.113.7')).status, 423);
      const elsewhere = await login(server, user.username, user.password, '198.51.100.20');
      assert.equal(elsewhere.status, 200, elsewhere.text);
    });

    it('behind one proxy (TRUST_PROXY=1) a client that forges its own X-Forwarded-For entries is still one source: locked out after 5', async () => {
      const user = await createUser(server, { role: 'Admin' });
      // What nginx's $proxy_add_x_forwarded_for sends: the client's own header, then the address nginx saw.
      const forged = (attempt: number) => `10.6.${attempt}.${attempt}, 192.0.2.177`;
      for (let attempt = 1; attempt <= 4; attempt++) assert.equal((await login(server, user.username, 'yanlis', forged(attempt))).status, 401);
      for (let attempt = 5; attempt <= 12; attempt++)
        assert.equal((await login(server, user.username, 'yanlis', forged(attempt))).status, 423, `attempt ${attempt}`);
      await settleLogs(server);
      const addresses = await server.app.db.execute(
        sql`select distinct ip_address from system_logs where request_path = '/api/auth/login' and (ip_address like '10.6.%' or ip_address = '192.0.2.177')`,
      );
      assert.deepEqual(
        (addresses.rows as Array<{ ip_address: string }>).map((row) => row.ip_address),
        ['192.0.2.177'],
        'the log names the real client, never a forged address',
      );
    });

    it('answers an unknown name exactly as a real one, lock-out included', async () => {
      const user = await createUser(server, { role: 'Admin' });
      const answers = async (username: string, ip: string) => {
        const out: Array<[number, unknown]> = [];
        for (let attempt = 1; attempt <= 6; attempt++) {
          const reply = await login(server, username, 'yanlis', ip);
          out.push([reply.status, reply.body]);
        }
        return out;
      };
      const real = await answers(user.username, '192.0.2.50');
      const unknown = await answers('olmayan-kullanici-xyz', '192.0.2.51');
      assert.deepEqual(unknown, real);
      assert.deepEqual(real.at(-1), [423, { message: MSG.accountLocked }]);
    });

    it('counts guesses in the database, so a second process does not grant a second budget', async () => {
      const user = await createUser(server, { role: 'Admin' });
      const ip = '203.0.113.99';
      for (let attempt = 1; attempt <= 4; attempt++) {
        const target = attempt % 2 === 0 ? second : server;
        assert.equal((await login(target, user.username, 'yanlis', ip)).status, 401);
      }
      assert.equal((await login(second, user.username, 'yanlis', ip)).status, 423);
      assert.equal((await login(server, user.username, user.password, ip)).status, 423);
    });

    it('rate limits per source across processes', async () => {
      const limited = await startServer(kind, {
        env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '4' },
        ...(kind === 'postgres' ? { databaseUrl: server.databaseUrl!, dataDir: server.dataDir, keepData: true } : {}),
      });
      const other =
        kind === 'postgres'
          ? await startServer(kind, {
              databaseUrl: server.databaseUrl!,
              dataDir: server.dataDir,
              env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '4' },
              keepData: true,
            })
          : limited;
      try {
        const ip = '198.51.100.77';
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 6; attempt++) statuses.push((await login(attempt % 2 ? limited : other, `kimse${attempt}`, 'x', ip)).status);
        assert.deepEqual(statuses.slice(0, 4), [401, 401, 401, 401]);
        assert.deepEqual(statuses.slice(4), [429, 429]);
        assert.equal((await login(other, 'kimse', 'x', '198.51.100.78')).status, 401);
      } finally {
        if (other !== limited) await other.close();
        await limited.close();
      }
    });

    it('keeps registration closed: accounts are created by an admin', async () => {
      const reply = await server.request('POST', '/api/auth/register', { body: { username: 'yeni', password: 'Sifre!123' } });
      assert.equal(reply.status, 403);
      assert.deepEqual(reply.body, { message: MSG.registrationClosed });
    });
  });
}
