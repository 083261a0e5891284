import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DATABASES, startServer, type TestServer } from './helpers/server';

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
  });
}
