import type { FastifyInstance } from 'fastify';
import { KVKK_PUBLIC_PATH, kvkkShortNotice, type KvkkNoticeParties } from '@tamir/shared-api/domain';
import type { KvkkPublicNotice } from '@tamir/shared-api/dto';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The notice text as paragraphs: blank lines part them, single line breaks stay. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

function controllerRows(notice: KvkkPublicNotice): string {
  const rows: Array<[string, string, string | null]> = [
    ['Veri sorumlusu', notice.controllerTitle, null],
    ['Adres', notice.address, null],
    ['E-posta', notice.email, notice.email ? `mailto:${notice.email}` : null],
    ['KEP adresi', notice.kepAddress, null],
  ];
  return rows
    .filter(([, value]) => value)
    .map(([label, value, href]) => `<dt>${label}</dt><dd>${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</dd>`)
    .join('');
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;background:#f5f7fa}
main{max-width:46rem;margin:0 auto;padding:1.25rem 1rem 3rem;background:#fff;min-height:100vh;overflow-wrap:anywhere}
h1{font-size:1.4rem;line-height:1.3;margin:0 0 .75rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:0 0 1.25rem;padding:.75rem;background:#eef2f6;border-radius:6px}
dt{font-weight:600}dd{margin:0}a{color:#0b5cad}p{margin:0 0 1rem}.meta{color:#4a5563;font-size:.875rem}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}@media print{body{background:#fff}main{padding:0}}`;

/** The full notice (aydınlatma metni) as a page of its own: no login, no script, readable with scripts off. */
export function renderKvkkPage(notice: KvkkPublicNotice): string {
  const published = new Date(notice.publishedAt).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kişisel Verilerin Korunması Aydınlatma Metni</title><style>${STYLE}</style></head>
<body><main>
<h1>Kişisel Verilerin Korunması Aydınlatma Metni</h1>
${controllerRows(notice) ? `<dl>${controllerRows(notice)}</dl>` : ''}
${notice.processor ? `<p data-kvkk-processor>${escapeHtml(notice.processor)}</p>` : ''}
${paragraphs(notice.text)}
${notice.transferAbroad ? `<h2>Yurt dışına aktarım</h2>\n<p data-kvkk-transfer>${escapeHtml(notice.transferAbroad)}</p>` : ''}
<p class="meta">${notice.noticeOf === 'shop' ? 'Tamirhanenin kendi metni · ' : ''}Sürüm ${notice.version} · Yayım tarihi ${escapeHtml(published)}</p>
</main></body></html>`;
}

/** The short notice for the public form page, marked so it is added once (data-kvkk-notice). */
export function kvkkNoticeFooter(noticeUrl: string, parties?: KvkkNoticeParties | null): string {
  return `<footer data-kvkk-notice style="max-width:46rem;margin:1rem auto;padding:0 1rem 1.5rem;font:13px/1.5 system-ui,sans-serif;color:#4a5563;overflow-wrap:anywhere">${escapeHtml(
    kvkkShortNotice(noticeUrl, parties),
  ).replace(escapeHtml(noticeUrl), `<a href="${escapeHtml(noticeUrl)}" style="color:#0b5cad">${escapeHtml(noticeUrl)}</a>`)}</footer>`;
}

/** Adds the short notice before </body> unless the page carries one already. */
export function withKvkkNotice(html: string, noticeUrl: string, parties?: KvkkNoticeParties | null): string {
  if (html.includes('data-kvkk-notice') || !html.includes('</body>')) return html;
  return html.replace('</body>', `${kvkkNoticeFooter(noticeUrl, parties)}</body>`);
}

/** GET /kvkk: the notice page (rate-limited as the public form page). */
export function kvkkPageRoute(app: FastifyInstance, config: { rateLimit: { max: number; timeWindow: number } }) {
  app.get<{ Querystring: { shop?: string } }>(KVKK_PUBLIC_PATH, { schema: { hide: true }, config }, async (request, reply) => {
    // ?shop={id} (issue 41 §3): that shop's own notice; anything else — no such shop, one without its
    // own details, not a number — the portal's, so a printed form's link never dead-ends.
    const shop = typeof request.query.shop === 'string' && /^[1-9][0-9]{0,11}$/.test(request.query.shop) ? Number(request.query.shop) : null;
    const notice = await app.kvkkNoticeService.publicNotice(shop);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderKvkkPage(notice));
  });
}
