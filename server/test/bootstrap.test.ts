import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@tamir/shared-api/domain';
import { EncryptionKeyMismatchError } from '../src/db/bootstrap';
import { createPostgresDatabase, DATABASES, startServer, type DbKind, type StartOptions } from './helpers/server';

for (const kind of DATABASES) {
  describe(`first start and restart on ${kind}`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-boot-'));
    let databaseUrl: string | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    const start = (env: Record<string, string> = {}) =>
      startServer(kind as DbKind, { dataDir, databaseUrl, keepData: true, env: { ADMIN_PASSWORD: '', ...env } } satisfies StartOptions);

    before(async () => {
      if (kind === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
    });
    after(async () => {
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    let password = '';
    it('creates the first admin with a generated password, announced once, to be changed', async () => {
      const server = await start();
      try {
        assert.equal(server.announced.length, 1);
        const match = server.announced[0].match(/password: (\S+)/);
        assert.ok(match, server.announced[0]);
        password = match[1];
        assert.equal(password.length, 9);
        assert.match(password, /[a-z]/);
        assert.match(password, /[A-Z]/);
        assert.match(password, /[0-9]/);
        assert.match(password, /[!@#$%]/);
        const login = await server.request('POST', '/api/auth/login', { body: { username: 'admin', password } });
        assert.equal(login.status, 200);
        assert.equal(login.body.user.mustChangePassword, true);
        assert.equal(login.body.user.role, 'Admin');
      } finally {
        await server.close();
      }
    });

    it('announces nothing on restart, keeps the data, and rate-limits login', async () => {
      // The limit counts in the database: the first start's sign-in is the first of these 4.
      const server = await start({ LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
      try {
        assert.deepEqual(server.announced, []);
        assert.equal((await server.request('POST', '/api/auth/login', { body: { username: 'admin', password } })).status, 200);
        assert.equal((await server.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'x' } })).status, 401);
        assert.equal((await server.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'y' } })).status, 401);
        const limited = await server.request('POST', '/api/auth/login', { body: { username: 'admin', password } });
        assert.equal(limited.status, 429);
        assert.deepEqual(limited.body, { message: MSG.tooManyRequests });
      } finally {
        await server.close();
      }
    });

    it('refuses to start with another encryption key', async () => {
      await assert.rejects(start({ ENCRYPTION_KEY: randomBytes(32).toString('hex') }), EncryptionKeyMismatchError);
      const server = await start();
      await server.close();
    });
  });
}
