#!/usr/bin/env node
// The server-rendered public page (issue 13): after webpack, builds into dist/ssr/
//  - render.mjs: renderPublicFormPage for the server (react and react-dom stay node_modules imports);
//  - page.<hash>.css and print-button.<hash>.js: the page's stylesheet and its one small script,
//    each with .gz and .br beside it as the other assets have;
//  - manifest.json: those two names, for the server.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'ssr');
mkdirSync(out, { recursive: true });

/** Workspace packages (TypeScript sources) are compiled in; npm packages stay imports. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tamir/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: [path.join(root, 'src', 'server', 'render-page.tsx')],
  outfile: path.join(out, 'render.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  plugins: [externalPackages],
  logLevel: 'warning',
});

/** Minified asset named by its content's hash, precompressed beside it. */
async function asset(entry, ext) {
  const temp = path.join(out, `tmp${ext}`);
  await build({ entryPoints: [entry], outfile: temp, bundle: true, minify: true, target: ['es2020', 'chrome100', 'safari15'], logLevel: 'warning' });
  const content = readFileSync(temp);
  const name = `${path.basename(entry).replace(/\.[^.]+$/, '')}.${createHash('sha256').update(content).digest('hex').slice(0, 8)}${ext}`;
  renameSync(temp, path.join(out, name));
  writeFileSync(path.join(out, `${name}.gz`), gzipSync(content, { level: 9 }));
  writeFileSync(path.join(out, `${name}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return name;
}

const css = await asset(path.join(root, 'src', 'server', 'page.css'), '.css');
const script = await asset(path.join(root, 'src', 'server', 'print-button.ts'), '.js');
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify({ css, script }, null, 2)}\n`);
process.stdout.write(`mfe-public-form/dist/ssr: render.mjs, ${css}, ${script}\n`);
