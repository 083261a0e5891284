import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startPortal } from './remote-host';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * A portal on `port` serving its remotes from a fresh deploy folder (REMOTES_DIR), the operations
 * remote first deployed from its build (`--dist dist`: no minute of webpack in a test). Registers
 * the spec's beforeAll/afterAll; `runDeploy` runs `npm run deploy -w mfe-operations` on that folder.
 */
export function deployedPortal(port: number, folderPrefix: string) {
  const remotesDir = mkdtempSync(join(tmpdir(), folderPrefix));
  let stopPortal: (() => Promise<void>) | null = null;
  const runDeploy = (...args: string[]) =>
    spawnSync('npm', ['run', 'deploy', '--silent', '-w', 'mfe-operations', '--', remotesDir, ...args], { cwd: ROOT, encoding: 'utf8' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const first = runDeploy('--dist', 'dist');
    expect(first.status, first.stderr).toBe(0);
    stopPortal = (await startPortal(port, { REMOTES_DIR: remotesDir })).stop;
  });
  test.afterAll(async () => {
    await stopPortal?.();
    rmSync(remotesDir, { recursive: true, force: true });
  });
  return { remotesDir, runDeploy, root: ROOT };
}
