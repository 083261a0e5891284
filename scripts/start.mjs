#!/usr/bin/env node
// `npm start`: builds the front-ends and the server that are missing or older than their sources,
// then runs the compiled server (API + built front-ends) in this very process: one node process,
// no TypeScript loader. `--build-only` stops after building.
import { spawnSync } from 'node:child_process';
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

const needsBuild = (app) => stale(app, [`${app}/src`, `${app}/public`, `${app}/webpack.config.cjs`, `${app}/package.json`, `${app}/scripts`, ...sharedInputs]);
// server/drizzle too: the build also makes the PGlite template of the migrations.
const serverStale = () => stale('server', ['server/src', 'server/drizzle', 'server/scripts/build.mjs', 'server/package.json', 'shared-api/src']);

const toBuild = apps.filter(needsBuild);
for (const app of toBuild) {
  const started = Date.now();
  process.stdout.write(`Derleniyor: ${app} ...\n`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    process.stderr.write(`${app} derlenemedi (çıkış kodu ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(join(root, app, 'dist', '.build-stamp'), String(started));
  process.stdout.write(`  ${app} hazır (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}
if (toBuild.length === 0) process.stdout.write('Ön yüzler güncel, derleme atlandı.\n');
if (serverStale()) {
  // esbuild, a fraction of a second: the server runs as compiled JavaScript.
  const result = spawnSync(process.execPath, [join(root, 'server', 'scripts', 'build.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    process.stderr.write(`server derlenemedi (çıkış kodu ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}
if (process.argv.includes('--build-only')) process.exit(0);

process.chdir(root);
await import(pathToFileURL(join(root, 'server', 'dist', 'server.js')).href);
