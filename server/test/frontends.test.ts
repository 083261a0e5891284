import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { DATABASES, startServer, type TestServer } from './helpers/server';

function fakeBuilds(root: string) {
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell index</title>');
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  write('mfe-operations/dist/remoteEntry.js', 'var remote;');
  write('mfe-operations/dist/mf-manifest.json', '{"name":"mfe_operations"}');
  write('mfe-operations/dist/412.9f8e7d6c5b.js', 'chunk');
  write('mfe-public-form/dist/index.html', '<!doctype html><title>public form page</title>');
  write('secret.txt', 'outside every dist');
  // The build writes compressed copies beside each file; these differ on purpose so the test sees which one came.
  writeFileSync(path.join(root, 'shell/dist/main.1a2b3c4d.js.gz'), gzipSync('console.log("from gzip")'));
  writeFileSync(path.join(root, 'shell/dist/main.1a2b3c4d.js.br'), brotliCompressSync('console.log("from brotli")'));
}

for (const kind of DATABASES) {
  describe(`front-end serving on ${kind}`, () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tamir-static-'));
    const emptyRoot = mkdtempSync(path.join(tmpdir(), 'tamir-static-empty-'));
    let server: TestServer;
    let overridden: TestServer;
    before(async () => {
      fakeBuilds(root);
      server = await startServer(kind, { env: { STATIC_ROOT: root } });
      overridden = await startServer(kind, {
        env: {
          STATIC_ROOT: emptyRoot,
          REMOTE_MFE_OPERATIONS_URL: 'https://cdn.example.com/ops/mf-manifest.json',
          REMOTE_MFE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json',
        },
      });
    });
    after(async () => {
      await server.close();
      await overridden.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(emptyRoot, { recursive: true, force: true });
    });

    it('serves the remotes manifest, overridable by environment', async () => {
      const manifest = await server.request('GET', '/remotes.json');
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      assert.deepEqual(manifest.body, {
        mfe_operations: '/mfe/operations/mf-manifest.json',
        mfe_public_form: '/mfe/public-form/mf-manifest.json',
        mfe_admin: '/mfe/admin/mf-manifest.json',
        allowedRemoteOrigins: [],
      });
      const custom = await overridden.request('GET', '/remotes.json');
      assert.deepEqual(custom.body, {
        mfe_operations: 'https://cdn.example.com/ops/mf-manifest.json',
        mfe_public_form: '/mfe/public-form/mf-manifest.json',
        mfe_admin: 'https://cdn.example.com/admin/mf-manifest.json',
        allowedRemoteOrigins: ['https://cdn.example.com'],
      });
      assert.match(custom.headers.get('content-security-policy') ?? '', /script-src 'self' https:\/\/cdn\.example\.com/);
    });

    it('sends the pre-compressed copy the browser accepts, and the plain file otherwise', async () => {
      const brotli = await server.request('GET', '/main.1a2b3c4d.js', { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(brotli.headers.get('content-encoding'), 'br');
      assert.equal(brotli.text, 'console.log("from brotli")');
      const gzip = await server.request('GET', '/main.1a2b3c4d.js', { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers.get('content-encoding'), 'gzip');
      assert.equal(gzip.text, 'console.log("from gzip")');
      const plain = await server.request('GET', '/main.1a2b3c4d.js', { headers: { 'accept-encoding': 'identity' } });
      assert.equal(plain.headers.get('content-encoding'), null);
      assert.equal(plain.text, 'console.log("shell")');
      assert.equal(plain.headers.get('cache-control'), gzip.headers.get('cache-control'));
    });

    it('answers deep links with the shell index and serves its assets with the right caching', async () => {
      for (const route of ['/', '/giris', '/admin/forms/5', '/plate-search/form/12?autoPrint=true']) {
        const page = await server.request('GET', route);
        assert.equal(page.status, 200, route);
        assert.ok(page.text.includes('shell index'), route);
        assert.match(page.headers.get('content-type') ?? '', /text\/html/);
        assert.equal(page.headers.get('cache-control'), 'no-cache');
        assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      }
      const asset = await server.request('GET', '/main.1a2b3c4d.js');
      assert.equal(asset.status, 200);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await server.request('GET', '/missing.1234abcd.js')).status, 404);
      assert.equal((await server.request('POST', '/admin/forms')).status, 404);
    });

    it('serves each remote from its dist and the public form page standalone', async () => {
      const entry = await server.request('GET', '/mfe/operations/remoteEntry.js');
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('cache-control'), 'no-cache');
      assert.equal((await server.request('GET', '/mfe/operations/mf-manifest.json')).headers.get('cache-control'), 'no-cache');
      assert.equal((await server.request('GET', '/mfe/operations/412.9f8e7d6c5b.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await server.request('GET', '/mfe/operations/nope.js')).status, 404);
      assert.equal((await server.request('GET', '/mfe/operations/..%2F..%2Fsecret.txt')).status, 404);
      assert.equal((await server.request('GET', '/mfe/unknown/remoteEntry.js')).status, 404);
      // Names of Object's prototype are not remotes (the fuzz test found a 500 here).
      for (const name of ['constructor', '__proto__', 'toString']) assert.equal((await server.request('GET', `/mfe/${name}/admin`)).status, 404, name);
      const icon = await server.request('GET', '/favicon.ico');
      assert.equal(icon.status, 204);
      const page = await server.request('GET', '/forms/view/abcDEF123_-');
      assert.equal(page.status, 200);
      assert.ok(page.text.includes('public form page'));
    });

    it('answers 503 with a build hint when a front-end is not built', async () => {
      for (const route of ['/', '/admin', '/mfe/admin/remoteEntry.js', '/forms/view/x']) {
        const reply = await (route.startsWith('/mfe/admin') ? server : overridden).request('GET', route);
        assert.equal(reply.status, 503, route);
        assert.ok(reply.text.includes('npm run build'), route);
        assert.ok(!reply.text.includes(server.dataDir) && !/\/(work|tmp|home|root)\//.test(reply.text), `${route} names a path: ${reply.text}`);
      }
    });
  });
}
