#!/usr/bin/env node
// Compiles the server for production: src/server.ts and the shared-api sources it imports become
// one ES module, dist/server.js; every npm package stays an import of node_modules. `npm start`
// runs it with plain node (no TypeScript loader at run time).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

/** Workspace packages (TypeScript sources) are compiled in; any other package is left to node. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tamir/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [path.join(root, 'src', 'server.ts')],
  outfile: path.join(root, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
});
// The migrated PGlite cluster a new data directory is copied from (src/db/pglite-template.ts).
const template = spawnSync(process.execPath, [path.join(root, 'dist', 'server.js'), '--prepare-pglite-template'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (template.status !== 0) process.exit(template.status ?? 1);
writeFileSync(path.join(root, 'dist', '.build-stamp'), String(started));
process.stdout.write(`server/dist/server.js (${Date.now() - started} ms)\n`);
