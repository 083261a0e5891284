import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicFormPdfPath, publicFormUrl } from '@tamir/shared-api/domain';
import { HttpError } from '../lib/http-errors';

/** The shape of mfe-public-form/dist/ssr/render.mjs (src/server/render-page.tsx). */
interface Renderer {
  renderPublicFormPage(
    outcome: { form: unknown } | { status: number; message: string },
    assets: { css: string; script: string },
    options: { userAgent?: string; pageUrl?: string; pdfHref?: string },
  ): { status: number; html: string };
}

interface Page {
  renderer: Renderer;
  assets: { css: string; script: string };
}

const COMPRESS_FROM = 1024;

/**
 * The public form page rendered on the server (issue 13): the form arrives whole in the first
 * answer, prints with CSS alone, and carries 200, 410 (expired) or 404 (unknown link). Needs
 * mfe-public-form's build (dist/ssr); without it `fallback` sends the client-rendered page.
 */
export function publicFormPage(app: FastifyInstance, publicFormDist: string, fallback: (reply: FastifyReply) => Promise<unknown>) {
  let page: Promise<Page | null> | null = null;
  const load = async (): Promise<Page | null> => {
    const ssr = path.join(publicFormDist, 'ssr');
    if (!existsSync(path.join(ssr, 'manifest.json')) || !existsSync(path.join(ssr, 'render.mjs'))) return null;
    const names = JSON.parse(readFileSync(path.join(ssr, 'manifest.json'), 'utf8')) as { css: string; script: string };
    const renderer = (await import(pathToFileURL(path.join(ssr, 'render.mjs')).href)) as Renderer;
    return { renderer, assets: { css: `/mfe/public-form/ssr/${names.css}`, script: `/mfe/public-form/ssr/${names.script}` } };
  };

  return async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    page ??= load().catch((error: unknown) => {
      request.log.error({ err: error }, 'public form renderer could not be loaded');
      return null;
    });
    const ready = await page;
    if (!ready) return fallback(reply);
    const { token } = request.params;
    let outcome: { form: unknown } | { status: number; message: string };
    try {
      outcome = { form: await app.repairFormService.getPublic(token) };
    } catch (error) {
      if (!(error instanceof HttpError)) request.log.error({ err: error }, 'public form could not be read');
      outcome = error instanceof HttpError ? { status: error.statusCode, message: error.message } : { status: 500, message: '' };
    }
    // The page's QR code opens this very page: on the portal's address, else on the one this request came to.
    const base = (await app.settingsService.publicBaseUrl()) ?? `${request.protocol}://${request.host}`;
    const { status, html } = ready.renderer.renderPublicFormPage(outcome, ready.assets, {
      userAgent: request.headers['user-agent'] ?? '',
      pageUrl: publicFormUrl(base, token),
      pdfHref: publicFormPdfPath(token),
    });
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
    if (html.length >= COMPRESS_FROM && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  };
}
