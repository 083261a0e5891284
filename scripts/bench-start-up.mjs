#!/usr/bin/env node
// Start-up on an empty PGlite data directory until /api/health answers (issue 13), as a newcomer
// meets it: `node server/dist/server.js` and `npm start` on a built checkout, BENCH_STARTS times
// each (4). Prints the times; judges none of them. Builds what is missing first (not timed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const STARTS = Number(process.env.BENCH_STARTS ?? 4);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * A built checkout holds a spare copy of the PGlite template (server/src/db/pglite-template.ts): the
 * server that takes it makes the next one two seconds after its start. Each measured start begins
 * as a built checkout does, so the previous server is stopped only once the spare is back.
 */
const templateRoot = join(root, 'server', 'dist', 'pglite-template');
async function spareReady() {
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (existsSync(templateRoot) && readdirSync(templateRoot).some((entry) => entry.endsWith('.spare'))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function timeStart(command, args) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tamir-start-'));
  const port = await freePort();
  const started = performance.now();
  // A process group of its own: npm's child (the server) stops with it.
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`${command} ${args.join(' ')} exited before answering`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          const seconds = (performance.now() - started) / 1000;
          await spareReady();
          return seconds;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    if (!exited) {
      process.kill(-child.pid, 'SIGINT');
      await new Promise((resolve) => child.on('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawnSync(npm, ['run', 'build:changed'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);
/** @type {Array<{ label: string, command: string, args: string[] }>} */
const ways = [
  { label: 'node server/dist/server.js', command: process.execPath, args: [join('server', 'dist', 'server.js')] },
  { label: 'npm start', command: npm, args: ['start'] },
];
for (const { label, command, args } of ways) {
  const times = [];
  for (let i = 0; i < STARTS; i++) times.push(await timeStart(command, args));
  console.log(`start-up, empty data directory, ${label.padEnd(27)} ${times.map((t) => `${t.toFixed(2)} s`).join(', ')}`);
}
