import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { deployedRemotesReader, VERSION_FOLDER } from './deployed-remotes';
import { kvkkPageRoute } from './kvkk-page';
import { publicFormPage } from './public-form-page';

/** URL segment under /mfe/ → workspace folder whose dist/ is served there. */
const REMOTES = { operations: 'mfe-operations', 'public-form': 'mfe-public-form', admin: 'mfe-admin' } as const;
const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

// The folder is named in the server log only: an answer never shows a path of the machine.
export const NOT_BUILT =
  'Arayüz derlenmemiş. Önce depo kökünde `npm run build` çalıştırın.\n' + 'The front-end is not built. Run `npm run build` in the repository root first.\n';

function cacheControl(file: string): string {
  const name = path.basename(file);
  if (NO_CACHE.has(name) || name.endsWith('.html')) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A path through a file (index.html/x.js) is ENOTDIR, not an error: it is simply no file. */
function isFile(target: string): boolean {
  try {
    return statSync(target, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** Sends dist/<file> if it is a file inside dist; otherwise 404/503 as plain text. */
async function sendFromDist(reply: FastifyReply, dist: string, file: string) {
  if (!existsSync(dist)) {
    reply.log.warn({ dist }, 'front-end not built');
    return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  const target = path.resolve(dist, `.${path.posix.normalize(`/${file}`)}`);
  const inside = target === dist || target.startsWith(dist + path.sep);
  if (!inside || !isFile(target)) {
    return reply.code(404).type('text/plain; charset=utf-8').send('Dosya bulunamadı / not found\n');
  }
  reply.header('cache-control', cacheControl(target));
  return reply.sendFile(path.relative(dist, target), dist, { cacheControl: false });
}

/**
 * Serves the built front-ends as they are (never rebuilt here): the shell at / with index.html
 * for deep links, each remote under /mfe/<name>/, the standalone public form page, and the
 * remotes manifest the shell reads at run time.
 */
export default async function frontendRoutes(app: FastifyInstance) {
  const root = app.config.staticRoot;
  const dist = (folder: string) => path.join(root, folder, 'dist');
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  // REMOTE_MFE_*_URL first, then what a deploy switched in REMOTES_DIR/remotes.json, then the build.
  const readDeployed = deployedRemotesReader(app.config.remotesDir, app.log);
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    const { operations, publicForm, admin } = app.config.remotes;
    const deployed = readDeployed();
    const manifest: Record<string, string> = {
      mfe_operations: operations ?? deployed.mfe_operations?.entry ?? '/mfe/operations/mf-manifest.json',
      mfe_public_form: publicForm ?? deployed.mfe_public_form?.entry ?? '/mfe/public-form/mf-manifest.json',
      mfe_admin: admin ?? deployed.mfe_admin?.entry ?? '/mfe/admin/mf-manifest.json',
    };
    return reply.header('cache-control', 'no-cache').send(manifest);
  });

  // Deployed versions side by side (REMOTES_DIR/<remote>/<version>/): a page still running an
  // earlier version keeps finding its chunks after a switch.
  const remotesDir = app.config.remotesDir;
  app.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/:version/*', { schema: { hide: true } }, async (request, reply) => {
    const { remote, version } = request.params;
    if (!remotesDir || !/^mfe_[a-z_]{1,40}$/.test(remote) || !VERSION_FOLDER.test(version) || version.includes('..')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı / not found\n');
    }
    const versionDir = path.join(remotesDir, remote, version);
    // A version never deployed is not found; "not built" (503) is for the portal's own builds.
    if (!existsSync(versionDir)) return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı / not found\n');
    return sendFromDist(reply, versionDir, request.params['*'] || 'index.html');
  });

  app.get<{ Params: { remote: string; '*': string } }>('/mfe/:remote/*', { schema: { hide: true } }, async (request, reply) => {
    // Own keys only: 'constructor' or '__proto__' in the path must not reach Object's prototype.
    const { remote } = request.params;
    const folder = Object.hasOwn(REMOTES, remote) ? REMOTES[remote as keyof typeof REMOTES] : undefined;
    if (!folder) return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı / not found\n');
    return sendFromDist(reply, dist(folder), request.params['*'] || 'index.html');
  });

  // A cold load of the login page gets the light build (shell/src/login-entry.tsx, issue 13).
  app.get('/giris', { schema: { hide: true } }, async (_request, reply) =>
    sendFromDist(reply, dist('shell'), isFile(path.join(dist('shell'), 'login.html')) ? 'login.html' : 'index.html'),
  );

  const publicFormDist = dist(REMOTES['public-form']);
  const publicPage = publicFormPage(app, publicFormDist, (reply) => sendFromDist(reply, publicFormDist, 'index.html'));
  const publicLimit = { rateLimit: { max: app.config.publicFormRateLimitPerMinute, timeWindow: 60_000 } };
  app.get<{ Params: { token: string } }>('/forms/view/:token', { schema: { hide: true }, config: publicLimit }, publicPage.show);
  // The company's answer to the estimate with scripts off (issue 28): the page's form posts here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post<{ Params: { token: string }; Body: unknown }>('/forms/view/:token', { schema: { hide: true }, config: publicLimit }, publicPage.answer);
  // The KVKK notice (issue 30): server-rendered, no login, no script.
  kvkkPageRoute(app, publicLimit);

  // The pages carry their icon inline; a client that asks for the classic path anyway gets no 404.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send({ message: 'İstenen adres bulunamadı' });
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/mfe/') || pathname.startsWith('/remotes/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı / not found\n');
    }
    // A path whose last segment has a dot is a file; anything else is a screen of the shell.
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    return sendFromDist(reply, dist('shell'), last.includes('.') ? decodeURIComponent(pathname) : 'index.html');
  });
}
