import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 31: `npm run deploy -w <remote>` writes REMOTES_DIR/<remote>/<version>/ and switches
// REMOTES_DIR/remotes.json; the running server follows the switch without a restart.
for (const kind of DATABASES) {
  describe(`deployed remotes (REMOTES_DIR) on ${kind}`, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tamir-remotes-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    const deployed = (folder: string) =>
      JSON.stringify({
        mfe_operations: {
          entry: `/remotes/mfe_operations/${folder}/mf-manifest.json`,
          version: '0.1.0',
          commit: folder.slice(6),
          builtAt: '2026-11-27T10:00:00.000Z',
        },
      });
    let server: TestServer;
    before(async () => {
      write('mfe_operations/0.1.0-aaaa1111/mf-manifest.json', '{"name":"mfe_operations","v":1}');
      write('mfe_operations/0.1.0-aaaa1111/412.9f8e7d6c5b.js', 'old chunk');
      write('secret.txt', 'beside the versions');
      server = await startServer(kind, { env: { REMOTES_DIR: dir } });
    });
    after(async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('lists the built remotes while nothing is deployed, then each switch on the next request', async () => {
      assert.equal((await server.request('GET', '/remotes.json')).body.mfe_operations, '/mfe/operations/mf-manifest.json');
      write('remotes.json', deployed('0.1.0-aaaa1111'));
      assert.equal((await server.request('GET', '/remotes.json')).body.mfe_operations, '/remotes/mfe_operations/0.1.0-aaaa1111/mf-manifest.json');
      write('mfe_operations/0.1.0-bbbb2222/mf-manifest.json', '{"name":"mfe_operations","v":2}');
      write('remotes.json', deployed('0.1.0-bbbb2222'));
      const switched = await server.request('GET', '/remotes.json');
      assert.equal(switched.body.mfe_operations, '/remotes/mfe_operations/0.1.0-bbbb2222/mf-manifest.json');
      assert.equal(switched.body.mfe_admin, '/mfe/admin/mf-manifest.json');
      // A half-written file keeps the last good reading.
      write('remotes.json', '{"mfe_operations":');
      assert.equal((await server.request('GET', '/remotes.json')).body.mfe_operations, '/remotes/mfe_operations/0.1.0-bbbb2222/mf-manifest.json');
    });

    it('serves every version side by side, manifests uncached and hashed chunks for ever', async () => {
      const manifest = await server.request('GET', '/remotes/mfe_operations/0.1.0-bbbb2222/mf-manifest.json');
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      const old = await server.request('GET', '/remotes/mfe_operations/0.1.0-aaaa1111/412.9f8e7d6c5b.js');
      assert.equal(old.status, 200);
      assert.equal(old.text, 'old chunk');
      assert.match(old.headers.get('cache-control') ?? '', /immutable/);
    });

    it('answers 404 for anything outside a version folder', async () => {
      for (const url of [
        '/remotes/mfe_operations/..%2F..%2Fsecret.txt/x',
        '/remotes/mfe_operations/0.1.0-aaaa1111/..%2F..%2Fsecret.txt',
        '/remotes/constructor/0.1.0-aaaa1111/mf-manifest.json',
        '/remotes/mfe_operations/0.1.0-none/mf-manifest.json',
        '/remotes/secret.txt',
      ]) {
        const answer = await server.request('GET', url);
        assert.equal(answer.status, 404, url);
        assert.doesNotMatch(answer.text, /beside the versions/, url);
      }
    });

    it('system info lists each remote with its version, commit, build time and address (the switched one included)', async () => {
      write('remotes.json', deployed('0.1.0-bbbb2222'));
      const admin = await server.login(ADMIN.username, ADMIN.password);
      const info = await server.request('GET', '/api/settings/system-info', { token: admin });
      assert.equal(info.status, 200);
      type Remote = { name: string; address: string; source: string; version: string | null; commit: string | null; builtAt: string | null };
      const byName = Object.fromEntries((info.body.remotes as Remote[]).map((remote) => [remote.name, remote]));
      assert.deepEqual(Object.keys(byName).sort(), ['mfe_admin', 'mfe_operations', 'mfe_public_form']);
      assert.deepEqual(byName.mfe_operations, {
        name: 'mfe_operations',
        address: '/remotes/mfe_operations/0.1.0-bbbb2222/mf-manifest.json',
        source: 'deployed',
        version: '0.1.0',
        commit: 'bbbb2222',
        builtAt: '2026-11-27T10:00:00.000Z',
      });
      const admins = byName.mfe_admin;
      assert.equal(admins.address, '/mfe/admin/mf-manifest.json');
      assert.equal(admins.source, 'build');
      assert.match(admins.version ?? '', /^\d+\.\d+\.\d+/);
      assert.equal(admins.commit, null);
    });

    it('ignores a deployed entry on an origin that is not allowed, and lists the allowed origins', async () => {
      write(
        'remotes.json',
        JSON.stringify({
          mfe_operations: { entry: 'https://evil.example/ops/mf-manifest.json', version: '9.9.9', commit: 'evil', builtAt: '2026-11-27T10:00:00.000Z' },
        }),
      );
      const manifest = await server.request('GET', '/remotes.json');
      assert.equal(manifest.body.mfe_operations, '/mfe/operations/mf-manifest.json');
      assert.deepEqual(manifest.body.allowedRemoteOrigins, []);
      assert.doesNotMatch(manifest.headers.get('content-security-policy') ?? '', /evil\.example/);
      write('remotes.json', deployed('0.1.0-bbbb2222'));
    });
  });
}

describe('security.allowedRemoteOrigins (ALLOWED_REMOTE_ORIGINS)', () => {
  it('defaults to the origins of REMOTE_MFE_*_URL', () => {
    assert.deepEqual(loadConfig({}).security.allowedRemoteOrigins, []);
    const config = loadConfig({
      REMOTE_MFE_ADMIN_URL: 'http://localhost:3103/mf-manifest.json',
      REMOTE_MFE_OPERATIONS_URL: '/mfe/operations/mf-manifest.json',
    });
    assert.deepEqual(config.security.allowedRemoteOrigins, ['http://localhost:3103']);
  });

  it('takes a list of origins and refuses a REMOTE_MFE_*_URL outside it, naming the variable', () => {
    const config = loadConfig({
      ALLOWED_REMOTE_ORIGINS: 'https://cdn.example.com, https://cdn2.example.com:8443',
      REMOTE_MFE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json',
    });
    assert.deepEqual(config.security.allowedRemoteOrigins, ['https://cdn.example.com', 'https://cdn2.example.com:8443']);
    assert.throws(
      () => loadConfig({ ALLOWED_REMOTE_ORIGINS: 'https://cdn.example.com', REMOTE_MFE_OPERATIONS_URL: 'https://evil.example/ops/mf-manifest.json' }),
      (error: Error) =>
        error instanceof ConfigError && /REMOTE_MFE_OPERATIONS_URL: https:\/\/evil\.example is not in ALLOWED_REMOTE_ORIGINS/.test(error.message),
    );
    for (const bad of ['cdn.example.com', 'https://cdn.example.com/path', 'ftp://cdn.example.com']) {
      assert.throws(() => loadConfig({ ALLOWED_REMOTE_ORIGINS: bad }), ConfigError, bad);
    }
  });

  for (const kind of DATABASES) {
    it(`the CSP names exactly the allowed origins, and /remotes.json hands them to the shell (${kind})`, async () => {
      const server = await startServer(kind, {
        env: {
          ALLOWED_REMOTE_ORIGINS: 'https://cdn.example.com,https://cdn2.example.com',
          REMOTE_MFE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json',
        },
      });
      try {
        const manifest = await server.request('GET', '/remotes.json');
        assert.equal(manifest.body.mfe_admin, 'https://cdn.example.com/admin/mf-manifest.json');
        assert.deepEqual(manifest.body.allowedRemoteOrigins, ['https://cdn.example.com', 'https://cdn2.example.com']);
        // A page's policy (an API answer's says only default-src 'none'): /remotes.json is served beside the pages.
        const csp = manifest.headers.get('content-security-policy') ?? '';
        const directive = (name: string) =>
          csp
            .split(';')
            .map((part) => part.trim())
            .find((part) => part.startsWith(`${name} `));
        assert.equal(directive('script-src'), "script-src 'self' https://cdn.example.com https://cdn2.example.com");
        assert.equal(directive('connect-src'), "connect-src 'self' https://cdn.example.com https://cdn2.example.com");
      } finally {
        await server.close();
      }
    });
  }
});
