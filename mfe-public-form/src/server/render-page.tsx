import { renderToString } from 'react-dom/server';
import type { KvkkNoticeParties, PublicForm } from '@tamir/shared-api/lite';
import { isWebView } from '@tamir/shared-ui/web-view';
import { PublicFormView } from '../features/public-form/public-form-page';
import { stateOfForm, stateOfRefusal, titleOf, type PublicFormState } from '../features/public-form/public-form-state';
import type { ApprovalFeedback } from '../features/public-form/estimate-answer';

/** What the server found for a token: the form, or the status and message of its refusal. */
export type PublicFormOutcome = { form: PublicForm } | { status: number; message: string };

export interface PageAssets {
  /** URL of the page's stylesheet. */
  css: string;
  /** URL of the page's one script (the print button); the document is complete without it. */
  script: string;
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2314213d'/%3E%3Cpath d='M9 9h14v3h-5.5v12h-3V12H9z' fill='%23fca311'/%3E%3C/svg%3E";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** 200 for a form, 410 Gone for an expired link, 404 for an unknown one, 500 when it could not be read. */
export function httpStatusOf(state: PublicFormState): number {
  return state.status === 'loaded' ? 200 : state.status === 'expired' ? 410 : state.status === 'not-found' ? 404 : 500;
}

/**
 * /forms/view/{token} as the server sends it: the whole form (or the notice) rendered by the
 * page's own React components, readable and printable with scripts off; the stylesheet and one
 * small script come from the same origin (no inline script, as the CSP wants).
 */
export function renderPublicFormPage(
  outcome: PublicFormOutcome,
  assets: PageAssets,
  {
    userAgent = '',
    pageUrl,
    pdfHref,
    answerAction,
    answerFeedback,
    answerStatus,
    photosBase,
    kvkkNoticeUrl,
    kvkkParties,
  }: {
    userAgent?: string;
    pageUrl?: string;
    pdfHref?: string;
    answerAction?: string;
    answerFeedback?: ApprovalFeedback;
    answerStatus?: number;
    /** Where the link's photos are read: /api/repairform/public/{token}/photos. */
    photosBase?: string;
    /** The form's shop's notice (/kvkk?shop=…) and who it names (issue 41 §3). */
    kvkkNoticeUrl?: string;
    kvkkParties?: KvkkNoticeParties;
  } = {},
): { status: number; html: string } {
  const webView = isWebView(userAgent);
  const state = 'form' in outcome ? stateOfForm(outcome.form) : stateOfRefusal(outcome.status, outcome.message);
  const body = renderToString(
    <PublicFormView
      state={state}
      pageUrl={pageUrl}
      pdfHref={pdfHref}
      answerAction={answerAction}
      answerFeedback={answerFeedback}
      photosBase={photosBase}
      kvkkNoticeUrl={kvkkNoticeUrl}
      kvkkParties={kvkkParties}
      printButtonHidden
    />,
  );
  const html = `<!doctype html>
<html lang="tr"${webView ? ' class="tf-webview"' : ''}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <link rel="icon" type="image/svg+xml" href="${ICON}" />
    <title>${escapeHtml(titleOf(state))}</title>
    <link rel="stylesheet" href="${escapeHtml(assets.css)}" />
    <script defer src="${escapeHtml(assets.script)}"></script>
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
  // A refused answer (400, 409) is the page again with its message, under the answer's status.
  return { status: state.status === 'loaded' && answerStatus ? answerStatus : httpStatusOf(state), html };
}
