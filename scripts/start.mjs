#!/usr/bin/env node
// `npm start`: builds the front-ends and the server that are missing or older than their sources,
// then runs the compiled server (API + built front-ends) in this very process: one node process,
// no TypeScript loader. `--build-only` stops after building.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mfe-operations', 'mfe-public-form', 'mfe-admin'].filter((app) => existsSync(join(root, app, 'package.json')));
const sharedInputs = ['shared-ui/src', 'shared-api/src', 'tooling', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `folder`/dist has no build stamp or one of `inputs` (paths from the root) changed since. */
function stale(folder, inputs) {
  const stamp = join(root, folder, 'dist', '.build-stamp');
  if (!existsSync(stamp)) return true;
  const built = Number(readFileSync(stamp, 'utf8')) || 0;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

const needsBuild = (app) => stale(app, [`${app}/src`, `${app}/webpack.config.cjs`, `${app}/package.json`, `${app}/scripts`, ...sharedInputs]);
// server/drizzle too: the build also makes the PGlite template of the migrations.
const serverStale = () => stale('server', ['server/src', 'server/drizzle', 'server/scripts/build.mjs', 'server/package.json', 'shared-api/src']);

/** Runs `command`; resolves with its exit code. Its output is dropped, its errors shown. */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

// What is stale is built as many at a time as there are cores (webpack is mostly one thread):
// the four front-ends of a fresh clone took 44 s one after the other here, 2 cores.
const tasks = apps.filter(needsBuild).map((app) => ({
  name: app,
  command: 'npm',
  args: ['run', 'build', '--silent', '-w', app],
  stamp: true,
}));
if (tasks.length === 0) process.stdout.write('Ön yüzler güncel, derleme atlandı.\n');
// esbuild, a fraction of a second, and the PGlite template of new migrations: the server runs as compiled JavaScript.
if (serverStale()) tasks.push({ name: 'server', command: process.execPath, args: [join(root, 'server', 'scripts', 'build.mjs')], stamp: false });

async function worker() {
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const started = Date.now();
    if (task.stamp) process.stdout.write(`Derleniyor: ${task.name} ...\n`);
    const status = await run(task.command, task.args);
    if (status !== 0) {
      process.stderr.write(`${task.name} derlenemedi (çıkış kodu ${status}).\n`);
      process.exit(status);
    }
    if (task.stamp) {
      writeFileSync(join(root, task.name, 'dist', '.build-stamp'), String(started));
      process.stdout.write(`  ${task.name} hazır (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
if (process.argv.includes('--build-only')) process.exit(0);

process.chdir(root);
await import(pathToFileURL(join(root, 'server', 'dist', 'server.js')).href);
