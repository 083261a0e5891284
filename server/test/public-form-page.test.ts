import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { formLinks } from '../src/db/schema/index';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults';
// The kit's own reader of its QR markup (jsQR over the drawn modules); by path, as its package's
// testing entry also holds jest-only helpers.
import { decodeQrSvg } from '../../shared-ui/src/testing/decode-qr-svg';
import { createTenant, createVehicle } from './helpers/fixtures';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { buildPublicFormPage, PAGE_BUDGET, pageWeight } from './helpers/page-weight';

const FAULT_LINES = Array.from({ length: 50 }, (_, i) => `Arıza satırı ${i + 1}: ön sol fren balatası <değişim> & ayar`);
describe('the public form page is rendered on the server', () => {
  // The page's renderer and assets come from mfe-public-form's build (dist/ssr), as in production.
  before(buildPublicFormPage);

  for (const kind of DATABASES) {
    describe(`on ${kind}`, () => {
      let server: TestServer;
      let token: string;
      let formNumber: string;
      before(async () => {
        server = await startServer(kind);
        const tenant = await createTenant(server);
        const vehicle = await createVehicle(server, { companyId: tenant.companyId, plate: '34 SSR 55', ownerName: 'Ayşe Çelik' });
        const reply = await server.request('POST', '/api/repairform', {
          token: tenant.token,
          body: { vehicleId: vehicle.id, descriptionLines: FAULT_LINES, partsUsed: '' },
        });
        assert.equal(reply.status, 201, reply.text);
        token = reply.body.formLinks[0].token;
        formNumber = reply.body.formNumber;
      });
      after(() => server.close());

      it('sends the whole form in the first answer: number, plate, every fault line, both signature blocks, no inline script', async () => {
        const reply = await fetch(`${server.url}/forms/view/${token}`);
        assert.equal(reply.status, 200);
        assert.match(reply.headers.get('content-type') ?? '', /^text\/html/);
        assert.equal(reply.headers.get('cache-control'), 'no-store');
        const html = await reply.text();
        assert.match(html, new RegExp(`<title>Tamir Formu ${formNumber}</title>`));
        for (const text of [formNumber, '34 SSR 55', 'Ayşe Çelik', 'Teslim Eden (Şoför)', 'Teslim Alan (Yetkili)', 'ARIZA/TAMİR FORMU'])
          assert.ok(html.includes(text), text);
        // Every line, escaped as text.
        for (const line of FAULT_LINES) assert.ok(html.includes(line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')), line);
        assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), 'no inline script (the CSP forbids them)');
        // The short KVKK notice with the address of the form's shop's notice, /kvkk?shop= (issues 30, 41 §3).
        assert.ok(html.includes('data-kvkk-notice') && html.includes(`href="${server.url}/kvkk?shop=`), 'the short KVKK notice');
        assert.match(html, /<link rel="stylesheet" href="\/mfe\/public-form\/ssr\/page\.[0-9a-f]{8}\.css"/);
        const weight = await pageWeight(server, html);
        assert.ok(weight <= PAGE_BUDGET, `the page weighs ${weight} bytes gzip, more than ${PAGE_BUDGET}`);
      });

      it('links the form’s PDF with a plain link, which works with no script and no session', async () => {
        const html = await (await fetch(`${server.url}/forms/view/${token}`)).text();
        const href = /<a class="tf-btn tf-btn--secondary" href="([^"]+)" download="">PDF olarak indir<\/a>/.exec(html)?.[1];
        assert.equal(href, `/api/repairform/public/${token}/pdf`);
        const pdf = await fetch(`${server.url}${href}`);
        assert.equal(pdf.status, 200);
        assert.equal(pdf.headers.get('content-type'), 'application/pdf');
        assert.equal(pdf.headers.get('content-disposition'), `attachment; filename="tamir-formu-${formNumber}.pdf"`);
        assert.equal(Buffer.from(await pdf.arrayBuffer()).toString('latin1', 0, 5), '%PDF-');
      });

      it("carries a QR code of the page on the portal's address (else the request's own) and says until when the link works", async () => {
        const page = async () => (await fetch(`${server.url}/forms/view/${token}`)).text();
        const html = await page();
        assert.match(html, /<svg class="tf-qr"[^>]* role="img" aria-label="Formun çevrimiçi sayfasını açan QR kodu"/);
        assert.equal(decodeQrSvg(html), `${server.url}/forms/view/${token}`);
        assert.match(html, /Bu bağlantı \d{1,2} \p{L}+ \d{4} tarihine kadar geçerlidir\./u);

        const admin = await server.login(ADMIN.username, ADMIN.password);
        const { systemVersion: _readOnly, ...general } = DEFAULT_SETTINGS.general;
        const saved = await server.request('PUT', '/api/settings', {
          token: admin,
          body: { general: { ...general, publicBaseUrl: 'https://tamir.example.com/' } },
        });
        assert.equal(saved.status, 200, saved.text);
        assert.equal(decodeQrSvg(await page()), `https://tamir.example.com/forms/view/${token}`);
        await server.request('PUT', '/api/settings', { token: admin, body: { general } });
      });

      it('shows both signatures drawn on the device and still weighs at most the budget', async (t) => {
        const admin = await server.login(ADMIN.username, ADMIN.password);
        const [link] = await server.app.db.select({ formId: formLinks.repairFormId }).from(formLinks).where(eq(formLinks.token, token));
        const signers = { driver: ['Ayşe Çelik', 3], authorized: ['Ali Usta', 4] } as const;
        for (const [role, [signerName, seed]] of Object.entries(signers)) {
          const image = asDataUrl(signaturePng({ loops: 9, seed }));
          const signed = await server.request('POST', `/api/repairform/${link.formId}/signatures`, { token: admin, body: { role, signerName, image } });
          assert.equal(signed.status, 201, signed.text);
        }
        const html = await (await fetch(`${server.url}/forms/view/${token}`)).text();
        for (const name of ['Ayşe Çelik', 'Ali Usta']) assert.ok(html.includes(`alt="${name} imzası"`), name);
        const weight = await pageWeight(server, html);
        t.diagnostic(`public page with 50 fault lines and two signatures: ${weight} bytes gzip`);
        assert.ok(weight <= PAGE_BUDGET, `with two signatures the page weighs ${weight} bytes gzip, more than ${PAGE_BUDGET}`);
      });

      it('compresses the page for a browser that accepts gzip', async () => {
        const raw = await fetch(`${server.url}/forms/view/${token}`, { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(raw.headers.get('content-encoding'), 'gzip');
        assert.ok((await raw.text()).includes(formNumber));
      });

      it('answers 404 for an unknown link and 410 for an expired one, with the spec’s texts', async () => {
        const unknown = await fetch(`${server.url}/forms/view/yok-boyle-bir-baglanti`);
        assert.equal(unknown.status, 404);
        assert.ok((await unknown.text()).includes('Form bulunamadı veya link geçersiz.'));

        await server.app.db
          .update(formLinks)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(formLinks.token, token));
        const expired = await fetch(`${server.url}/forms/view/${token}`);
        assert.equal(expired.status, 410);
        const html = await expired.text();
        assert.ok(html.includes('Form süresi dolmuştur'));
        assert.ok(!html.includes(formNumber), 'an expired link shows no form');
      });
    });
  }
});
