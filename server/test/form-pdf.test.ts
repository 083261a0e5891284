import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { formatPlate, MSG } from '@tamir/shared-api/domain';
import { formLinks, repairForms, systemLogs } from '../src/db/schema/index';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { qrCodeOfFirstPage, readPdf } from './helpers/pdf-reader';
import { DATABASES, type TestServer } from './helpers/server';
import { asDataUrl, signaturePng } from './helpers/signature-png';

// Issue 14, "PDF of the form": GET /api/repairform/{id}/pdf and /api/repairform/public/{token}/pdf,
// read back with pdfjs-dist: the form's number, plate, company and every fault line, Turkish letters
// embedded, A4, pages that break between lines, the signatures and the QR code of the public page.

const DAY = 86_400_000;
const LINES = ['Ön fren balatası aşınmış, değişmeli', 'Şanzıman yağı kaçağı; göstergede ışık yanıyor (ğüşıöç ĞÜŞİÖÇ)', 'Direksiyon titriyor'];
const A4: [number, number] = [595.28, 841.89];

interface PdfReply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The JSON body of a refusal. */
  json: { message?: string } | null;
}

for (const kind of DATABASES) {
  describe(`form PDF on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    const newForm = async (tenant: Tenant, descriptionLines = LINES, extra: Record<string, unknown> = {}) => {
      const vehicle = await createVehicle(server, { companyId: tenant.companyId, ownerName: 'Veli Kaya' });
      const reply = await server.request('POST', '/api/repairform', {
        token: tenant.token,
        body: { vehicleId: vehicle.id, descriptionLines, partsUsed: '', ...extra },
      });
      assert.equal(reply.status, 201, reply.text);
      return reply.body as { id: number; formNumber: string; vehicle: { plateNumber: string; companyName: string }; formLinks: { token: string }[] };
    };
    const getPdf = async (path: string, token: string | null = null): Promise<PdfReply> => {
      const response = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const bytes = Buffer.from(await response.arrayBuffer());
      const json = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(bytes.toString('utf8')) as { message?: string }) : null;
      return { status: response.status, headers: response.headers, bytes, json };
    };

    it('renders the form as an A4 PDF with its number, plate, company and every fault line, Turkish letters embedded', async () => {
      const form = await newForm(shopA, LINES, { partsUsed: 'Balata takımı\nYağ filtresi' });
      const reply = await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token);
      assert.equal(reply.status, 200, reply.bytes.toString('utf8', 0, 300));
      assert.equal(reply.headers.get('content-type'), 'application/pdf');
      assert.equal(reply.headers.get('content-disposition'), `attachment; filename="tamir-formu-${form.formNumber}.pdf"`);
      assert.equal(reply.headers.get('cache-control'), 'no-store');
      assert.equal(reply.bytes.toString('latin1', 0, 5), '%PDF-');

      const raw = reply.bytes.toString('latin1');
      assert.match(raw, /\/FontFile2 /, 'a TrueType font is embedded');
      assert.match(raw, /\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/, 'DejaVu Sans, as an embedded subset');
      assert.ok(!raw.includes('/Helvetica'), 'no unembedded standard font');

      const pdf = await readPdf(reply.bytes);
      assert.equal(pdf.pageCount, 1);
      assert.deepEqual(pdf.sizes[0], A4);
      const [text] = pdf.pages;
      for (const expected of [
        'ARIZA/TAMİR FORMU',
        `Form No: ${form.formNumber}`,
        formatPlate(form.vehicle.plateNumber),
        form.vehicle.companyName,
        'Veli Kaya',
        ...LINES.map((line, index) => `${index + 1}. ${line}`),
        'Kullanılan Parçalar Balata takımı Yağ filtresi',
        'Teslim Eden (Şoför)',
        'Teslim Alan (Yetkili)',
        `/forms/view/${form.formLinks[0].token}`,
        'Sayfa 1 / 1',
      ]) {
        assert.ok(text.includes(expected), `the PDF shows "${expected}"\n${text}`);
      }
      assert.ok(!text.includes('İmza · '), 'an unsigned form has empty signature blocks');
      assert.ok(!raw.includes('/Subtype /Image'), 'and no signature images');

      assert.equal((await getPdf(`/api/repairform/${form.id}/pdf`, admin)).status, 200, 'Admin reads any form');
    });

    it('puts the QR code of the form’s public page on the first page', async () => {
      const form = await newForm(shopA);
      const reply = await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token);
      const decoded = await qrCodeOfFirstPage(reply.bytes);
      assert.ok(decoded?.endsWith(`/forms/view/${form.formLinks[0].token}`), `QR code: ${decoded}`);
      // The link the e-mails give; with no public address known yet, on the address the PDF was asked at.
      const link = await server.app.notificationOutbox.linkFor(form.formLinks[0].token);
      assert.equal(decoded, link.startsWith('/') ? server.url + link : link);
    });

    it('breaks 50 fault lines over pages between lines, never inside one', async () => {
      const lines = Array.from({ length: 50 }, (_, i) =>
        i % 6 === 0
          ? `Arıza ${i + 1}: sol ön amortisör yağ kaçırıyor, körük yırtık; şoför ığdır yolunda sesi duyduğunu söylüyor, kontrol edilip değiştirilmesi gerekiyor`
          : `Arıza ${i + 1}: göstergede ışık yanıyor, şanzıman vites geçişinde zorlanıyor`,
      );
      const form = await newForm(shopA, lines);
      const reply = await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token);
      assert.equal(reply.status, 200);
      const pdf = await readPdf(reply.bytes);
      assert.ok(pdf.pageCount >= 2, `50 lines take more than one page (${pdf.pageCount})`);
      for (const size of pdf.sizes) assert.deepEqual(size, A4);

      let lastPage = 0;
      lines.forEach((line, index) => {
        const numbered = `${index + 1}. ${line}`;
        const pagesWithLine = pdf.pages.flatMap((text, page) => (text.includes(numbered) ? [page] : []));
        assert.equal(pagesWithLine.length, 1, `line ${index + 1} is whole on exactly one page`);
        assert.ok(pagesWithLine[0] >= lastPage, `line ${index + 1} comes after line ${index}`);
        lastPage = pagesWithLine[0];
      });
      pdf.pages.forEach((text, page) => {
        assert.ok(text.includes(`Sayfa ${page + 1} / ${pdf.pageCount}`), `page ${page + 1} is numbered`);
        if (page > 0) assert.ok(text.includes(`ARIZA/TAMİR FORMU · Form No: ${form.formNumber}`), `page ${page + 1} names the form`);
      });
      const last = pdf.pages[pdf.pageCount - 1];
      assert.ok(last.includes('Teslim Eden (Şoför)') && last.includes('Teslim Alan (Yetkili)'), 'the signature blocks end the form');
      assert.equal(pdf.pages.join(' ').split('Teslim Eden (Şoför)').length, 2, 'once');
    });

    it('draws each signature in its block with the signer’s name and time', async () => {
      const form = await newForm(shopA);
      const sign = (role: string, signerName: string, seed: number) =>
        server.request('POST', `/api/repairform/${form.id}/signatures`, {
          token: shopA.token,
          body: { role, signerName, image: asDataUrl(signaturePng({ seed })) },
        });
      assert.equal((await sign('driver', 'Veli Kaya', 1)).status, 201);

      const driverOnly = await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token);
      let text = (await readPdf(driverOnly.bytes)).pages.join(' ');
      assert.equal(text.split('İmza · ').length - 1, 1, 'one signed block');
      assert.ok(driverOnly.bytes.toString('latin1').includes('/Subtype /Image'), 'the signature is drawn as an image');

      assert.equal((await sign('authorized', 'Ayşe Yetkili', 2)).status, 201);
      const both = await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token);
      text = (await readPdf(both.bytes)).pages.join(' ');
      assert.equal(text.split('İmza · ').length - 1, 2, 'both blocks signed');
      const signedAt = String.raw`İmza · \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}`;
      assert.match(text, new RegExp(String.raw`Teslim Eden \(Şoför\) Veli Kaya ${signedAt} Teslim Alan \(Yetkili\) Ayşe Yetkili ${signedAt}`));
      const images = both.bytes.toString('latin1').split('/Subtype /Image').length - 1;
      assert.ok(images >= 2, `two signature images (with their transparency masks): ${images}`);
    });

    it('answers another shop’s Tamirci 404 and a caller without a session 401, in Turkish', async () => {
      const form = await newForm(shopA);
      const other = await getPdf(`/api/repairform/${form.id}/pdf`, shopB.token);
      assert.equal(other.status, 404);
      assert.deepEqual(other.json, { message: MSG.formNotFound });
      const anonymous = await getPdf(`/api/repairform/${form.id}/pdf`);
      assert.equal(anonymous.status, 401);
      assert.equal(typeof anonymous.json?.message, 'string');
      assert.deepEqual((await getPdf('/api/repairform/999999/pdf', admin)).json, { message: MSG.formNotFound });
      const bad = await getPdf('/api/repairform/abc/pdf', admin);
      assert.ok([400, 404].includes(bad.status), `a malformed id: ${bad.status}`);
      assert.ok(!JSON.stringify(bad.json).includes('at '), 'no stack trace');
    });

    it('makes a link first for a form without an active one, as printing does', async () => {
      const form = await newForm(shopA);
      await server.app.db.update(formLinks).set({ isActive: false }).where(eq(formLinks.repairFormId, form.id));
      const reply = await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token);
      assert.equal(reply.status, 200);
      const active = await server.app.db
        .select()
        .from(formLinks)
        .where(and(eq(formLinks.repairFormId, form.id), eq(formLinks.isActive, true)));
      assert.equal(active.length, 1, 'a new active link');
      assert.ok(Math.abs((active[0].expiresAt.getTime() - Date.now()) / DAY - 7) < 0.01, 'of the default 7 days');
      assert.ok((await readPdf(reply.bytes)).pages[0].includes(`/forms/view/${active[0].token}`), 'and the PDF points to it');
      const logged = await server.app.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.entityId, String(form.id)), like(systemLogs.description, '%PDF için%')));
      assert.equal(logged.length, 1, 'the new link is logged');
      assert.equal((await getPdf(`/api/repairform/${form.id}/pdf`, shopA.token)).status, 200);
      assert.equal((await server.app.db.select().from(formLinks).where(eq(formLinks.repairFormId, form.id))).length, 2, 'the next PDF uses that link');
    });

    it('gives link holders the same PDF, and the public page’s answers for unknown, replaced and expired links', async () => {
      const form = await newForm(shopA);
      const token = form.formLinks[0].token;
      const open = await getPdf(`/api/repairform/public/${token}/pdf`);
      assert.equal(open.status, 200);
      assert.equal(open.headers.get('content-type'), 'application/pdf');
      assert.equal(open.headers.get('content-disposition'), `attachment; filename="tamir-formu-${form.formNumber}.pdf"`);
      const [text] = (await readPdf(open.bytes)).pages;
      for (const expected of [form.formNumber, formatPlate(form.vehicle.plateNumber), form.vehicle.companyName, ...LINES])
        assert.ok(text.includes(expected), expected);

      const samePage = async (linkToken: string, what: string) => {
        const page = await server.request('GET', `/api/repairform/public/${encodeURIComponent(linkToken)}`);
        const pdf = await getPdf(`/api/repairform/public/${encodeURIComponent(linkToken)}/pdf`);
        assert.equal(pdf.status, page.status, `${what}: the status of the public form`);
        assert.deepEqual(pdf.json, page.body, `${what}: its message`);
        return pdf;
      };
      assert.equal((await samePage('no-such-token', 'unknown')).json?.message, MSG.publicNotFound);

      const renewed = await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token });
      assert.equal((await samePage(token, 'replaced')).status, 404);
      await server.app.db
        .update(formLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(formLinks.token, renewed.body.token));
      assert.match((await samePage(renewed.body.token, 'expired link')).json?.message ?? '', /süresi dolmuş/);

      const old = await newForm(shopA);
      await server.app.db
        .update(repairForms)
        .set({ createdAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(repairForms.id, old.id));
      assert.deepEqual((await samePage(old.formLinks[0].token, 'form past 30 days')).json, { message: MSG.publicExpiredServer });
    });
  });
}
