import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  kvkkNoticePath,
  kvkkPartiesOf,
  MSG,
  publicFormPdfPath,
  publicFormUrl,
  publicPhotosBase,
  readWith,
  repairApprovalSchema,
} from '@tamir/shared-api/domain';
import { HttpError } from '../lib/http-errors';
import { withKvkkNotice } from './kvkk-page';

/** The shape of mfe-public-form/dist/ssr/render.mjs (src/server/render-page.tsx). */
interface Renderer {
  renderPublicFormPage(
    outcome: { form: unknown } | { status: number; message: string },
    assets: { css: string; script: string },
    options: {
      userAgent?: string;
      pageUrl?: string;
      pdfHref?: string;
      answerAction?: string;
      answerFeedback?: AnswerFeedback;
      answerStatus?: number;
      photosBase?: string;
      kvkkNoticeUrl?: string;
      kvkkParties?: { controller: string; processor?: string | null };
    },
  ): { status: number; html: string };
}

interface Page {
  renderer: Renderer;
  assets: { css: string; script: string };
}

const COMPRESS_FROM = 1024;

/** A refused answer as the page shows it (mfe-public-form estimate-answer.tsx ApprovalFeedback). */
interface AnswerFeedback {
  message: string;
  nameError?: string;
  values?: { name?: string; note?: string };
  /** The button pressed (issue 40): the refused page names the answer that was not recorded. */
  decision?: 'approve' | 'reject';
}

/** The page's own path: the answer form posts to it. */
const pagePath = (token: string) => `/forms/view/${encodeURIComponent(token)}`;

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

  const ready = async (request: FastifyRequest) => {
    page ??= load().catch((error: unknown) => {
      request.log.error({ err: error }, 'public form renderer could not be loaded');
      return null;
    });
    return page;
  };

  const send = async (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    built: Page,
    answer?: { feedback: AnswerFeedback; status: number },
  ) => {
    const { token } = request.params;
    let outcome: { form: unknown } | { status: number; message: string };
    let shopId: number | null = null;
    try {
      const found = await app.repairFormService.getPublicOfShop(token);
      outcome = { form: found.form };
      shopId = found.repairShopId;
    } catch (error) {
      if (!(error instanceof HttpError)) request.log.error({ err: error }, 'public form could not be read');
      outcome = error instanceof HttpError ? { status: error.statusCode, message: error.message } : { status: 500, message: '' };
    }
    // The page's QR code opens this very page: on the portal's address, else on the one this request came to.
    const base = (await app.settingsService.publicBaseUrl()) ?? `${request.protocol}://${request.host}`;
    // The form's shop's notice (issue 41 §3): its own controller, the portal's operator as processor; else the portal's.
    const noticeUrl = `${base}${kvkkNoticePath(shopId)}`;
    const kvkkParties = kvkkPartiesOf(await app.kvkkNoticeService.publicNotice(shopId));
    const rendered = built.renderer.renderPublicFormPage(outcome, built.assets, {
      userAgent: request.headers['user-agent'] ?? '',
      pageUrl: publicFormUrl(base, token),
      pdfHref: publicFormPdfPath(token),
      answerAction: pagePath(token),
      answerFeedback: answer?.feedback,
      answerStatus: answer?.status,
      photosBase: publicPhotosBase(token),
      kvkkNoticeUrl: noticeUrl,
      kvkkParties,
    });
    const { status } = rendered;
    // The short KVKK notice with the /kvkk address (issue 30), unless the page renders it itself.
    const html = withKvkkNotice(rendered.html, noticeUrl, kvkkParties);
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
    if (html.length >= COMPRESS_FROM && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  };

  const show = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const built = await ready(request);
    if (!built) return fallback(reply);
    return send(request, reply, built);
  };

  /**
   * POST /forms/view/{token} (issue 28): the company's answer as a plain form post, for a page with
   * scripts off. Recorded as POST /api/repairform/public/{token}/approval records it; then 303 back
   * to the page (which shows the answer), or the page again with the Turkish refusal.
   */
  const answer = async (request: FastifyRequest<{ Params: { token: string }; Body: unknown }>, reply: FastifyReply) => {
    const { token } = request.params;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const values = { name: typeof body.name === 'string' ? body.name : undefined, note: typeof body.note === 'string' ? body.note : undefined };
    const decision = body.decision === 'approve' || body.decision === 'reject' ? body.decision : undefined;
    let refusal: { feedback: AnswerFeedback; status: number };
    const checked = readWith(repairApprovalSchema, body);
    if (checked.ok) {
      try {
        await app.repairApprovalService.answer(token, checked.value, request.caller);
        return reply.code(303).header('location', pagePath(token)).header('cache-control', 'no-store').send();
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refusal = { feedback: { message: error.message, values, decision }, status: error.statusCode };
      }
    } else {
      const nameIssue = checked.issues.find((issue) => issue.path === 'name');
      const message = checked.issues[0]?.message ?? MSG.invalidRequest;
      refusal = { feedback: { message, nameError: nameIssue?.message, values, decision }, status: 400 };
    }
    const built = await ready(request);
    if (!built) return reply.code(refusal.status).type('text/plain; charset=utf-8').send(`${refusal.feedback.message}\n`);
    return send(request, reply, built, refusal);
  };

  return { show, answer };
}
