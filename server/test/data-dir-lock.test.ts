import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { freePort } from './helpers/free-port';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function launch(dataDir: string, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'Kilit!2026', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('PGlite data directory lock', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tamir-lock-')), 'nested', 'data');
  const started: ChildProcess[] = [];
  after(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it('takes over a stale lock, refuses a second process, and releases on shutdown', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    const firstPort = await freePort();
    // A lock left by a process that no longer runs must not block the start.
    (await import('node:fs')).mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'server.lock'), `${deadPid}\n`);

    const first = launch(dataDir, firstPort);
    started.push(first.child);
    await waitFor(() => first.output().includes('Server listening') || first.child.exitCode !== null, 60_000, 'the first server');
    assert.equal(first.child.exitCode, null, first.output());
    assert.equal(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim(), String(first.child.pid));

    const before = readdirSync(dataDir).sort();
    const lockBefore = readFileSync(path.join(dataDir, 'server.lock'), 'utf8');
    const second = launch(dataDir, await freePort());
    started.push(second.child);
    const code = await second.exited;
    assert.notEqual(code, 0);
    assert.ok(second.output().includes(`Veri dizini başka bir sunucu süreci tarafından kullanılıyor (PID ${first.child.pid})`), second.output());
    assert.ok(second.output().includes('DATABASE_URL'));
    assert.ok(second.output().includes(dataDir));
    assert.deepEqual(readdirSync(dataDir).sort(), before);
    assert.equal(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'), lockBefore);

    const stillServing = await fetch(`http://127.0.0.1:${firstPort}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Kilit!2026' }),
    });
    assert.equal(stillServing.status, 200);

    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    assert.equal(existsSync(path.join(dataDir, 'server.lock')), false);
  });
});
