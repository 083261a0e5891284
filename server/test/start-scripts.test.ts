import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SERVER_ROOT } from '../src/server-root';
import { startNodeFlags } from '../bench/server-process';

const startScript = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

describe('start scripts', () => {
  it('npm start and the server package run node with the same flags, and this node accepts them', () => {
    const flags = startNodeFlags();
    const root = startScript(path.join(SERVER_ROOT, '..'));
    assert.ok(flags.includes('--max-semi-space-size=4'), `the root start script: ${root}`);
    assert.ok(flags.includes('--heap-growing-percent=20'), `the root start script: ${root}`);
    assert.equal(startScript(SERVER_ROOT), `node ${flags.join(' ')} dist/server.js`);
    // Many young objects, a share of them kept for a while, as under load: without the flag the
    // young generation grows to 32 MB here; with it, two semi-spaces of 4 MB.
    const churn = `const keep = [];
      for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 200000) keep.splice(0, 100000); }
      process.stdout.write(String(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size));`;
    const probe = spawnSync(process.execPath, [...flags, '-e', churn], { encoding: 'utf8' });
    assert.equal(probe.status, 0, probe.stderr);
    assert.ok(Number(probe.stdout) <= 8 * 1024 * 1024, `young generation ${probe.stdout} bytes`);
  });
});
