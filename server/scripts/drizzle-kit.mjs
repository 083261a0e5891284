// npm nests drizzle-orm under server/node_modules while drizzle-kit is hoisted to the root, so
// drizzle-kit's own require/import of 'drizzle-orm' finds nothing. Point both resolvers here.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';

const serverRoot = new URL('../package.json', import.meta.url);
const require = createRequire(serverRoot);

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(serverRoot.href)} });
      }
      return next(specifier, context);
    }`)}`,
);
process.env.NODE_PATH = [new URL('../node_modules', import.meta.url).pathname, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();

const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
