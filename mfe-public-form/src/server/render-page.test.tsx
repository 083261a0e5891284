/**
 * @jest-environment node
 */
import { decodeQrSvg } from '@tamir/shared-ui/testing';
import { renderPublicFormPage } from './render-page';
import { aPublicForm } from '../test/public-form-fixture';

const assets = { css: '/mfe/public-form/ssr/page.0123abcd.css', script: '/mfe/public-form/ssr/print-button.89abcdef.js' };
const form = aPublicForm({
  formNumber: 'TF-2026-000007',
  companyName: 'Yılmaz <Lojistik> & Ortakları',
  vehicleModel: 'Transit',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
});

describe('the public form page rendered on the server', () => {
  it('renders the form, its title and its two assets, escaping what the data holds', () => {
    const { status, html } = renderPublicFormPage({ form }, assets);
    expect(status).toBe(200);
    expect(html).toContain('<title>Tamir Formu TF-2026-000007</title>');
    expect(html).toContain('Yılmaz &lt;Lojistik&gt; &amp; Ortakları');
    expect(html).toContain('34 ABC 123');
    expect(html).toContain('Fren sesi');
    expect(html).toContain('Yağ kaçağı');
    expect(html).toContain(`<link rel="stylesheet" href="${assets.css}" />`);
    expect(html).toContain(`<script defer src="${assets.script}"></script>`);
    // The print button waits for the script (it would do nothing without it).
    expect(html).toMatch(/<button type="button" class="tf-btn tf-btn--primary" data-print="true" hidden="">Yazdır<\/button>/);
    expect(html).not.toContain('tf-webview');
  });

  it('shows the photos as lazy thumbnails inside plain links to the large image (scripts off too), six on paper', () => {
    const photos = Array.from({ length: 8 }, (_, i) => ({
      id: 100 + i,
      stage: (i < 5 ? 'Teslim Alma' : 'Teslim') as 'Teslim Alma' | 'Teslim',
      caption: i === 0 ? 'Sağ <ön> kapı' : '',
      thumbWidth: 320,
      thumbHeight: 240,
    }));
    const base = '/api/repairform/public/tok-123/photos';
    const { html } = renderPublicFormPage({ form: { ...form, photos } }, assets, { photosBase: base });
    expect(html).toContain('<section class="tf-document__photos" aria-label="Fotoğraflar">');
    expect(html).toContain(
      `<a href="${base}/100" aria-label="1. fotoğrafı büyük aç: Sağ &lt;ön&gt; kapı"><img src="${base}/100/thumb" loading="lazy" decoding="async" alt="" width="320" height="240"/></a>`,
    );
    expect(html.match(/loading="lazy"/g)).toHaveLength(8);
    expect(html).toContain(`href="${base}/107"`);
    expect(html).toContain('Sağ &lt;ön&gt; kapı');
    // No photos section when the form has none, nor without the address of the photos.
    expect(renderPublicFormPage({ form }, assets, { photosBase: base }).html).not.toContain('tf-document__photos');
    expect(renderPublicFormPage({ form: { ...form, photos } }, assets).html).not.toContain('tf-document__photos');
  });

  it('shows a signature drawn on the device in its block, with the signer and the time in Turkey; the other block stays empty', () => {
    const image = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    const signed = { ...form, signatures: [{ role: 'driver' as const, signerName: 'Ali <Veli>', signedAt: '2026-03-05T21:30:00.000Z', image }] };
    const { html } = renderPublicFormPage({ form: signed }, assets);
    expect(html).toContain(`<img class="tf-signature__image" src="${image}" alt="Ali &lt;Veli&gt; imzası"/>`);
    expect(html).toMatch(/<time dateTime="2026-03-05T21:30:00.000Z">06.03.2026 00:30<\/time>/);
    expect(html).toContain('Ad Soyad / İmza');
    expect(html).not.toContain('tf-signatures print-only');
  });

  it('says until when the link works and carries the QR code of the address it is given', () => {
    const pageUrl = 'https://tamir.example.com/forms/view/tok-123';
    const { html } = renderPublicFormPage({ form: { ...form, expiresAt: '2026-12-12T09:00:00.000Z', createdAt: '2026-11-20T09:00:00.000Z' } }, assets, {
      pageUrl,
    });
    expect(html).toContain('Bu bağlantı 12 Aralık 2026 tarihine kadar geçerlidir.');
    expect(html).toMatch(/<svg class="tf-qr"[^>]* role="img" aria-label="Formun çevrimiçi sayfasını açan QR kodu"/);
    expect(decodeQrSvg(html)).toBe(pageUrl);
    expect(renderPublicFormPage({ form }, assets).html).not.toContain('tf-qr');
  });

  it('carries the short KVKK notice with the /kvkk address of the portal it is served from (issue 30), not on a refusal', () => {
    const { html } = renderPublicFormPage({ form }, assets, { pageUrl: 'https://tamir.example.com/forms/view/tok-123' });
    expect(html).toContain('Kişisel verileriniz 6698 sayılı KVKK uyarınca');
    expect(html).toContain('Aydınlatma metni: <a href="https://tamir.example.com/kvkk">https://tamir.example.com/kvkk</a>');
    expect(renderPublicFormPage({ form }, assets).html).toContain('<a href="/kvkk">/kvkk</a>');
    expect(renderPublicFormPage({ status: 404, message: 'Form bulunamadı' }, assets).html).not.toContain('6698');
  });

  it("names the form's shop's controller and the portal as processor, and links the shop's notice the server gives (issue 41 §3)", () => {
    const url = 'https://tamir.example.com/kvkk?shop=7';
    const { html } = renderPublicFormPage({ form }, assets, {
      pageUrl: 'https://tamir.example.com/forms/view/tok-123',
      kvkkNoticeUrl: url,
      kvkkParties: { controller: 'Kaya Oto Servis Ltd. Şti.', processor: 'Portal Yazılım A.Ş.' },
    });
    expect(html).toContain('Veri sorumlusu: Kaya Oto Servis Ltd. Şti. (veri işleyen: Portal Yazılım A.Ş.). Kişisel verileriniz 6698 sayılı KVKK');
    expect(html).toContain(`Aydınlatma metni: <a href="${url}">${url}</a>`);
    const portal = renderPublicFormPage({ form }, assets, { kvkkNoticeUrl: '/kvkk?shop=8', kvkkParties: { controller: 'Portal Yazılım A.Ş.' } }).html;
    expect(portal).toContain('Veri sorumlusu: Portal Yazılım A.Ş. Kişisel verileriniz');
    expect(portal).not.toContain('veri işleyen');
  });

  it('links the form’s PDF with a plain link, there with scripts off; not on a notice', () => {
    const pdfHref = '/api/repairform/public/tok-123/pdf';
    const { html } = renderPublicFormPage({ form }, assets, { pdfHref });
    expect(html).toContain(`<div class="pf-toolbar no-print"><a class="tf-btn tf-btn--secondary" href="${pdfHref}" download="">PDF olarak indir</a>`);
    expect(renderPublicFormPage({ status: 404, message: 'Form bulunamadı' }, assets, { pdfHref }).html).not.toContain('PDF olarak indir');
  });

  it('marks the page for the portal’s app web view', () => {
    const { html } = renderPublicFormPage({ form }, assets, { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 TamirFormuApp/1.0' });
    expect(html).toContain('<html lang="tr" class="tf-webview">');
  });

  it('answers 410 for an expired link, 404 for an unknown one, 500 when it could not be read; no form shown', () => {
    const expired = renderPublicFormPage({ status: 404, message: 'Bu formun süresi dolmuş' }, assets);
    expect([expired.status, expired.html.includes('Form süresi dolmuştur')]).toEqual([410, true]);
    const old = renderPublicFormPage({ form: { ...form, createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() } }, assets);
    expect([old.status, old.html.includes('TF-2026-000007')]).toEqual([410, false]);
    const unknown = renderPublicFormPage({ status: 404, message: 'Form bulunamadı' }, assets);
    expect([unknown.status, unknown.html.includes('Form bulunamadı veya link geçersiz.')]).toEqual([404, true]);
    const failed = renderPublicFormPage({ status: 500, message: '' }, assets);
    expect([failed.status, failed.html.includes('Form yüklenirken bir hata oluştu.')]).toEqual([500, true]);
  });
});
