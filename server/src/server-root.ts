import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (where package.json and drizzle/ are). This file sits directly in
 * src/, and the production bundle is dist/server.js: one level below the package either way.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
