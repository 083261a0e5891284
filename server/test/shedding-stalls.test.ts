import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { call, launchServer } from './helpers/child-server';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 42, fault 3: no call is shed because of one stall of the server's own. A freshly started
// server answered its first sign-ins 503 (the first load sample read an empty event-loop
// histogram as an infinite delay), and a PGlite backup that held the loop ~500 ms got the admin's
// next calls answered 503 at no load at all. Both with shedding as shipped (production defaults).

const STARTS = 10;

describe('a fresh start sheds nothing: the first sign-in after /api/health/ready is answered', () => {
  const dirs: string[] = [];
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`${STARTS} starts in a row with the production shedding defaults`, async () => {
    const answers: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-start-'));
      dirs.push(dataDir);
      const server = await launchServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { shedding: 'production' });
      try {
        await server.ready('/api/health/ready');
        const login = await call(server.url, 'POST', '/api/auth/login', null, { username: ADMIN.username, password: ADMIN.password });
        answers.push(login.status);
      } finally {
        await server.stop();
      }
    }
    assert.deepEqual(answers, Array(STARTS).fill(200), `first sign-in of each start: ${answers.join(', ')}`);
  });
});

for (const kind of DATABASES.filter((database) => database === 'pglite')) {
  describe(`a backup on ${kind} does not get the next calls shed`, () => {
    let server: TestServer;
    after(async () => server?.close());

    it('a backup followed at once by five reads, three times: every answer 200', async () => {
      server = await startServer(kind, { shedding: 'production' });
      const token = await server.login(ADMIN.username, ADMIN.password);
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        const backup = await server.request('POST', '/api/settings/backup', { token, body: { description: `Yedek ${round + 1}` } });
        assert.equal(backup.status, 201, backup.text);
        const reads = await Promise.all([
          server.request('GET', '/api/settings/backups', { token }),
          server.request('GET', '/api/vehicles', { token }),
          server.request('GET', '/api/company', { token }),
          server.request('GET', '/api/repairform', { token }),
          server.request('GET', '/api/users', { token }),
        ]);
        statuses.push(...reads.map((reply) => reply.status));
      }
      assert.deepEqual(statuses, Array(15).fill(200), `reads after each backup: ${statuses.join(', ')}`);
    });
  });
}
