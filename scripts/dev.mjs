#!/usr/bin/env node
// `npm run dev`: the API on :3000 plus every front-end's webpack dev server with hot rebuilds.
// The server's remotes manifest points at the dev servers, so the shell on :3001 loads them live.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const devServers = [
  { app: 'shell', port: 3001 },
  { app: 'mfe-operations', port: 3101, env: 'REMOTE_MFE_OPERATIONS_URL' },
  { app: 'mfe-public-form', port: 3102, env: 'REMOTE_MFE_PUBLIC_FORM_URL' },
  { app: 'mfe-admin', port: 3103, env: 'REMOTE_MFE_ADMIN_URL' },
];
const env = { ...process.env };
for (const s of devServers) if (s.env) env[s.env] = `http://localhost:${s.port}/mf-manifest.json`;

const children = [
  spawn(join(root, 'node_modules', '.bin', 'tsx'), ['watch', join(root, 'server', 'src', 'server.ts')], { cwd: root, stdio: 'inherit', env }),
  ...devServers.map((s) => spawn('npm', ['run', 'start:standalone', '-w', s.app], { cwd: root, stdio: 'inherit', env })),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
