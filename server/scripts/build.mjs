#!/usr/bin/env node
// Compiles the server for production: src/server.ts, the shared-api sources and most npm packages
// it imports become one ES module, dist/server.js. `npm start` runs it with plain node (no
// TypeScript loader at run time), and loading one file instead of some 1,500 modules from
// node_modules takes about a second less at start (docs/performance.md).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

/**
 * Packages left to node: those that find files of their own at run time (PGlite's WebAssembly and
 * extensions, pino's worker threads, pdfkit's and the fonts' data, swagger-ui's pages, exceljs),
 * native addons, and optional modules that are not installed.
 */
const KEEP_EXTERNAL = [
  /^@electric-sql\//,
  /^pino(-|$)/,
  /^thread-stream$/,
  /^pdfkit$/,
  /^exceljs$/,
  /^dejavu-fonts-ttf$/,
  /^@fastify\/swagger-ui$/,
  /^@node-rs\//,
  /^@napi-rs\//,
  /^pg-native$/,
  // Photos (issue 29): sharp loads its native libvips from @img/*, heic-decode its WebAssembly from libheif-js.
  /^sharp$/,
  /^@img\//,
  /^heic-decode$/,
  /^libheif-js$/,
  // Invoices (issue 43): libxml2-wasm loads its WebAssembly beside it, saxon-js is one large CommonJS file.
  /^libxml2-wasm$/,
  /^saxon-js$/,
];
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return KEEP_EXTERNAL.some((pattern) => pattern.test(name)) ? { path: args.path, external: true } : undefined;
    });
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
  // Stack traces name the source files and lines; the sources themselves are not needed (a smaller map loads faster).
  sourcesContent: false,
  legalComments: 'none',
  // Bundled CommonJS packages call require() for node's own modules and read __dirname.
  banner: {
    js: [
      "import { createRequire as __tamirCreateRequire } from 'node:module';",
      "import { fileURLToPath as __tamirFileURLToPath } from 'node:url';",
      'const require = __tamirCreateRequire(import.meta.url);',
      'const __filename = __tamirFileURLToPath(import.meta.url);',
      "const __dirname = __tamirFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  plugins: [externalPackages],
  logLevel: 'warning',
});
// The migrated PGlite cluster a new data directory is copied from (src/db/pglite-template.ts).
const template = spawnSync(process.execPath, [path.join(root, 'dist', 'server.js'), '--prepare-pglite-template'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (template.status !== 0) process.exit(template.status ?? 1);
writeFileSync(path.join(root, 'dist', '.build-stamp'), String(started));
process.stdout.write(`server/dist/server.js (${Date.now() - started} ms)\n`);
