import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { UNSHED_ENV } from './helpers/child-server';
import { freePort } from './helpers/free-port';
import { createPostgresDatabase, DATABASES } from './helpers/server';

// A newcomer's first run: the ready block names the address and the one-time password, and a lost
// password is recovered with `npm run admin:reset-password -- <username>`.
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: SERVER_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(condition: () => boolean, what: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(port: number, username: string, password: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { user?: { mustChangePassword: boolean } } };
}

for (const kind of DATABASES) {
  describe(`first run and password reset (${kind})`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-first-run-'));
    const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dataDir, { recursive: true, force: true })];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('prints one ready block with the address and the generated password, then resets it on request', async () => {
      let databaseUrl = '';
      if (kind === 'postgres') {
        const created = await createPostgresDatabase();
        databaseUrl = created.url;
        cleanups.push(created.drop);
      }
      const port = await freePort();
      // A process just started on a busy machine is not an overloaded server: its first sign-in must not be shed.
      const env = {
        ...process.env,
        ...UNSHED_ENV,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '0.0.0.0',
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD: '',
        LOG_FORMAT: 'json',
      };

      const first = startServer(env);
      cleanups.push(() => stop(first.child));
      await waitFor(() => first.output().includes('Tamir Formu hazır'), 'the ready block', first.output);
      const block = first.output().slice(first.output().indexOf('Tamir Formu hazır'));
      assert.match(block, new RegExp(`http://localhost:${port}/giris`));
      assert.match(block, /Ctrl\+C/);
      const generated = block.match(/password: (\S+)/)?.[1];
      assert.ok(generated, block);
      assert.equal(first.output().split(generated).length - 1, 1, 'the password is printed exactly once');
      assert.equal((await login(port, 'admin', generated)).status, 200);
      await stop(first.child);

      const reset = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/reset-admin-password.ts', 'ADMIN'], {
        cwd: SERVER_ROOT,
        env,
        encoding: 'utf8',
      });
      assert.equal(reset.status, 0, reset.stderr);
      const fresh = reset.stdout.match(/new password for admin: (\S+)/)?.[1];
      assert.ok(fresh && fresh !== generated, reset.stdout);

      const unknown = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/reset-admin-password.ts', 'nobody'], {
        cwd: SERVER_ROOT,
        env,
        encoding: 'utf8',
      });
      assert.equal(unknown.status, 1);
      assert.match(unknown.stderr, /Kullanıcı bulunamadı \/ no such user: nobody/);

      const second = startServer(env);
      cleanups.push(() => stop(second.child));
      await waitFor(() => second.output().includes('Tamir Formu hazır'), 'the second ready block', second.output);
      assert.match(second.output(), /Mevcut hesabınızla giriş yapın/);
      assert.doesNotMatch(second.output(), /first admin created/);
      assert.equal((await login(port, 'admin', generated)).status, 401);
      const relogin = await login(port, 'admin', fresh);
      assert.equal(relogin.status, 200);
      assert.equal(relogin.body.user?.mustChangePassword, true);
      await stop(second.child);

      // Demo data on a database whose admin already exists says that ADMIN_PASSWORD was not applied.
      const seedEnv = { ...env, ADMIN_PASSWORD: 'Baska!Sifre2026', DEMO_PASSWORD: 'Demo!Sifre2026' };
      const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/seed-demo.ts'], { cwd: SERVER_ROOT, env: seedEnv, encoding: 'utf8' });
      assert.equal(seed.status, 0, seed.stderr);
      assert.match(seed.stdout, /the existing admin was kept, ADMIN_PASSWORD not applied/);
    });
  });
}
