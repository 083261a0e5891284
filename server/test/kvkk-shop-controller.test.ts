import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../src/db/schema/index';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { buildPublicFormPage } from './helpers/page-weight';
import { readPdf } from './helpers/pdf-reader';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 41 §3 "A controller per repair shop": each shop may have its own data controller and notice;
// the printed form (PDF), the signing pad (GET /api/kvkk/notice?shop=), the public form page and
// /kvkk?shop= show the form's shop's own, naming the portal's operator as processor (KVKK m. 3/1-ğ);
// a shop without its own uses the portal's. Expected texts written out from the issue and the tab's rules.

const PORTAL = { controllerTitle: 'Portal Yazılım Hizmetleri A.Ş.', address: 'Teknopark Cad. 1, Pendik / İstanbul', email: 'kvkk@portal.example' };
const SHOP_A = {
  controllerTitle: 'Kaya Oto Servis Ltd. Şti.',
  address: 'Sanayi Mah. 3. Cad. No: 7, Gebze / Kocaeli',
  email: 'kvkk@kayaoto.example',
  kepAddress: 'kayaoto@hs01.kep.tr',
  noticeText: '',
};
const EMPTY = { controllerTitle: '', address: '', email: '', kepAddress: '', noticeText: '' };
const PROCESSOR_SENTENCE =
  'Veri İşleyen: Bu portalın işletmecisi Portal Yazılım Hizmetleri A.Ş., kişisel verilerinizi Kaya Oto Servis Ltd. Şti. adına ve onun talimatları doğrultusunda veri işleyen sıfatıyla işler (KVKK m. 3/1-ğ, m. 12/2).';
const OWN_TEXT = `KAYA OTO SERVİS AYDINLATMA METNİ\n\n${'Kaya Oto Servis olarak kişisel verilerinizi onarım sözleşmesinin ifası için işleriz. '.repeat(4)}`;

for (const kind of DATABASES) {
  describe(`a data controller per repair shop on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));
    before(buildPublicFormPage);

    const shopKvkk = (shop: Tenant, token = admin) => server.request('GET', `/api/repairshop/${shop.shopId}/kvkk`, { token });
    const putShop = (shop: Tenant, body: Record<string, string>, token = admin) =>
      server.request('PUT', `/api/repairshop/${shop.shopId}/kvkk`, { token, body });
    const setPortal = async (controller: typeof PORTAL | Record<keyof typeof PORTAL, ''>) => {
      const settings = await server.request('GET', '/api/settings/kvkk', { token: admin });
      const { noticeVersion: _v, noticePublishedAt: _p, lastRetentionRunAt: _l, transferAbroad: _t, ...body } = settings.body;
      const saved = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...body, ...controller } });
      assert.equal(saved.status, 200, saved.text);
    };
    const formOf = async (shop: Tenant) => {
      const vehicle = await createVehicle(server, { companyId: shop.companyId });
      const made = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId: vehicle.id, descriptionLines: ['Fren balatası'] } });
      assert.equal(made.status, 201, made.text);
      return { id: made.body.id as number, token: made.body.formLinks[0].token as string };
    };
    const pdfText = async (path: string, token?: string) => {
      const response = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      assert.equal(response.status, 200, path);
      // A line may wrap after the address's '?' (the reader joins wrapped lines with a space).
      return (await readPdf(new Uint8Array(await response.arrayBuffer()))).pages.join(' ').replace(/\? /g, '?');
    };
    const page = async (path: string) => {
      const response = await fetch(server.url + path);
      return { status: response.status, html: await response.text() };
    };

    it('refuses a half-filled controller and own text without a controller (Turkish 400, nothing saved); a Tamirci may not read or write (403)', async () => {
      await setPortal(PORTAL);
      const fresh = await shopKvkk(shopA);
      assert.equal(fresh.status, 200, fresh.text);
      assert.deepEqual(fresh.body, { ...EMPTY, updatedAt: null, processorTitle: PORTAL.controllerTitle });

      const half = await putShop(shopA, { ...EMPTY, controllerTitle: SHOP_A.controllerTitle });
      assert.equal(half.status, 400, half.text);
      assert.deepEqual(half.body.errors.address, ['Veri sorumlusunun adresi zorunludur']);
      assert.deepEqual(half.body.errors.email, ['Geçerli bir e-posta adresi giriniz']);
      const textOnly = await putShop(shopA, { ...EMPTY, noticeText: OWN_TEXT });
      assert.equal(textOnly.status, 400, textOnly.text);
      assert.deepEqual(textOnly.body.errors.noticeText, ['Tamirhanenin kendi aydınlatma metni için veri sorumlusunun bilgileri de girilmelidir']);
      const short = await putShop(shopA, { ...SHOP_A, noticeText: 'kısa metin' });
      assert.equal(short.status, 400, short.text);
      assert.deepEqual(short.body.errors.noticeText, ['Aydınlatma metni en az 200 karakter olmalıdır']);
      const kep = await putShop(shopA, { ...SHOP_A, kepAddress: 'kaya@gmail.com' });
      assert.deepEqual(kep.body.errors.kepAddress, ['Geçerli bir KEP adresi giriniz (ör. unvan@hs01.kep.tr)']);

      for (const token of [shopA.token, shopB.token]) {
        assert.equal((await shopKvkk(shopA, token)).status, 403);
        const refused = await putShop(shopA, SHOP_A, token);
        assert.equal(refused.status, 403, refused.text);
      }
      assert.deepEqual((await shopKvkk(shopA)).body, fresh.body, 'nothing saved');
      assert.equal((await server.request('GET', '/api/repairshop/999999/kvkk', { token: admin })).status, 404);
      const notice = await server.request('GET', `/api/kvkk/notice?shop=${shopA.shopId}`);
      assert.equal(notice.body.controllerTitle, PORTAL.controllerTitle, 'still the portal’s notice');
      assert.equal(notice.body.shopId, null);
    });

    it("a form of shop A carries A's controller with the portal as processor (pad, PDF, public page, /kvkk?shop=A); shop B's the portal's", async () => {
      await setPortal(PORTAL);
      const saved = await putShop(shopA, SHOP_A);
      assert.equal(saved.status, 200, saved.text);
      assert.equal(saved.body.controllerTitle, SHOP_A.controllerTitle);
      assert.equal(saved.body.processorTitle, PORTAL.controllerTitle);
      assert.ok(saved.body.updatedAt);

      // The pad reads the notice of the form's shop.
      const portal = await server.request('GET', '/api/kvkk/notice');
      const a = await server.request('GET', `/api/kvkk/notice?shop=${shopA.shopId}`);
      assert.equal(a.status, 200, a.text);
      assert.equal(a.body.shopId, shopA.shopId);
      assert.equal(a.body.controllerTitle, SHOP_A.controllerTitle);
      assert.equal(a.body.address, SHOP_A.address);
      assert.equal(a.body.email, SHOP_A.email);
      assert.equal(a.body.kepAddress, SHOP_A.kepAddress);
      assert.equal(a.body.processorTitle, PORTAL.controllerTitle);
      assert.equal(a.body.processor, PROCESSOR_SENTENCE);
      assert.equal(a.body.text, portal.body.text, 'no own text: the portal’s text under the shop’s controller');
      assert.equal(a.body.version, portal.body.version);
      const b = await server.request('GET', `/api/kvkk/notice?shop=${shopB.shopId}`);
      assert.equal(b.body.shopId, null);
      assert.equal(b.body.controllerTitle, PORTAL.controllerTitle);
      assert.equal(b.body.processor, null);
      const bad = await server.request('GET', '/api/kvkk/notice?shop=abc');
      assert.equal(bad.status, 400, bad.text);
      assert.equal(bad.body.message, 'Tamirhane numarası geçersiz');
      assert.equal((await server.request('GET', '/api/kvkk/notice?shop=999999')).body.controllerTitle, PORTAL.controllerTitle, 'an unknown shop: the portal’s');

      // The signature records the version the pad showed.
      const formA = await formOf(shopA);
      const signed = await server.request('POST', `/api/repairform/${formA.id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: 'Kaya İmzacı', image: asDataUrl(signaturePng()), noticeVersion: a.body.version },
      });
      assert.equal(signed.status, 201, signed.text);

      // The PDF (signed-in and by the link) and the public page name A and the portal as processor, and link /kvkk?shop=A.
      const named = `Veri sorumlusu: ${SHOP_A.controllerTitle} (veri işleyen: ${PORTAL.controllerTitle}).`;
      for (const text of [await pdfText(`/api/repairform/${formA.id}/pdf`, shopA.token), await pdfText(`/api/repairform/public/${formA.token}/pdf`)]) {
        assert.ok(text.includes(named), text.slice(-600));
        assert.ok(text.includes(`/kvkk?shop=${shopA.shopId}`), text.slice(-600));
      }
      const publicPage = await page(`/forms/view/${formA.token}`);
      assert.equal(publicPage.status, 200);
      assert.ok(publicPage.html.includes(named), 'the public page names the controller and the processor');
      assert.ok(publicPage.html.includes(`/kvkk?shop=${shopA.shopId}`));

      const formB = await formOf(shopB);
      const textB = await pdfText(`/api/repairform/${formB.id}/pdf`, shopB.token);
      assert.ok(textB.includes('Veri sorumlusu: Portal Yazılım Hizmetleri A.Ş. Kişisel verileriniz'), textB.slice(-600));
      assert.ok(!textB.includes('veri işleyen'), 'the portal’s own notice names no processor');
      assert.ok(!textB.includes(SHOP_A.controllerTitle));
      const pageB = await page(`/forms/view/${formB.token}`);
      assert.ok(pageB.html.includes('Veri sorumlusu: Portal Yazılım Hizmetleri A.Ş. Kişisel verileriniz'));

      // /kvkk?shop=A: A's controller, the processor sentence; B, an unknown shop and nonsense: the portal's (a printed link never dead-ends).
      const pageA = await page(`/kvkk?shop=${shopA.shopId}`);
      assert.equal(pageA.status, 200);
      assert.ok(pageA.html.includes(SHOP_A.controllerTitle) && pageA.html.includes(SHOP_A.kepAddress));
      assert.ok(pageA.html.includes(`<p data-kvkk-processor>${PROCESSOR_SENTENCE}</p>`), pageA.html.slice(0, 2000));
      for (const query of [`?shop=${shopB.shopId}`, '?shop=999999', '?shop=nonsense', '']) {
        const other = await page(`/kvkk${query}`);
        assert.equal(other.status, 200, query);
        assert.ok(other.html.includes(PORTAL.controllerTitle) && !other.html.includes(SHOP_A.controllerTitle), query);
        assert.ok(!other.html.includes('data-kvkk-processor'), query);
      }
    });

    it("a shop's own text is shown as its own; without the portal's controller no processor sentence; emptied, the shop uses the portal's again", async () => {
      await setPortal(PORTAL);
      const own = await putShop(shopA, { ...SHOP_A, noticeText: OWN_TEXT });
      assert.equal(own.status, 200, own.text);
      const notice = await server.request('GET', `/api/kvkk/notice?shop=${shopA.shopId}`);
      assert.equal(notice.body.text, OWN_TEXT.trim());
      const html = (await page(`/kvkk?shop=${shopA.shopId}`)).html;
      assert.ok(html.includes('KAYA OTO SERVİS AYDINLATMA METNİ') && html.includes('Tamirhanenin kendi metni'));

      await setPortal({ controllerTitle: '', address: '', email: '' });
      const alone = await server.request('GET', `/api/kvkk/notice?shop=${shopA.shopId}`);
      assert.equal(alone.body.controllerTitle, SHOP_A.controllerTitle, 'still a notice with its controller');
      assert.equal(alone.body.processor, null);
      assert.equal(alone.body.processorTitle, '');
      assert.ok(!(await page(`/kvkk?shop=${shopA.shopId}`)).html.includes('data-kvkk-processor'));
      const form = await formOf(shopA);
      const text = await pdfText(`/api/repairform/${form.id}/pdf`, shopA.token);
      assert.ok(text.includes('Veri sorumlusu: Kaya Oto Servis Ltd. Şti. Kişisel verileriniz'), text.slice(-600));

      await setPortal(PORTAL);
      const emptied = await putShop(shopA, EMPTY);
      assert.equal(emptied.status, 200, emptied.text);
      assert.equal(emptied.body.updatedAt, null);
      const back = await server.request('GET', `/api/kvkk/notice?shop=${shopA.shopId}`);
      assert.equal(back.body.shopId, null);
      assert.equal(back.body.controllerTitle, PORTAL.controllerTitle);
    });
    it("a request made to shop A's controller is answered in A's name (letter, 11/1-f notice) with the portal as processor; the portal's own requests in the portal's", async () => {
      await setPortal(PORTAL);
      assert.equal((await putShop(shopA, SHOP_A)).status, 200);
      const count = async () => Number(((await server.app.db.execute(sql`select count(*)::int as n from kvkk_requests`)).rows[0] as { n: number }).n);
      const application = (body: Record<string, unknown>) =>
        server.request('POST', '/api/kvkk/requests', {
          token: admin,
          body: {
            applicantName: 'Selin Aydın',
            tckn: '10000000146',
            noticeAddress: 'Moda Cad. 3, Kadıköy/İstanbul',
            subject: 'Verilerimin silinmesi',
            channel: 'KEP',
            receivedAt: '2026-11-02',
            kind: 'Silme',
            phone: '0537 410 20 30',
            ...body,
          },
        });

      // An unknown shop, or one that is not a positive number: 400 in Turkish, nothing stored.
      const before = await count();
      for (const repairShopId of [999999, 0, -1, 'A', 1.5, true]) {
        const refused = await application({ repairShopId });
        assert.equal(refused.status, 400, `${JSON.stringify(repairShopId)}: ${refused.text}`);
        assert.deepEqual(refused.body.errors.repairShopId, ['Tamirhane bulunamadı']);
      }
      assert.equal(await count(), before, 'nothing stored');

      // The driver's form went to the company by e-mail: the 11/1-f notice after the erase comes from A.
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, ownerName: 'Selin Aydın', phone: '0537 410 20 30' });
      const form = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ değişimi'] } });
      assert.equal(form.status, 201, form.text);
      const toA = await application({ repairShopId: shopA.shopId });
      assert.equal(toA.status, 201, toA.text);
      assert.equal(toA.body.repairShopId, shopA.shopId);
      assert.equal((await server.request('GET', `/api/kvkk/requests/${toA.body.id}`, { token: admin })).body.repairShopId, shopA.shopId);
      const id = toA.body.id;
      assert.equal(
        (await server.request('POST', `/api/kvkk/requests/${id}/verify`, { token: admin, body: { method: 'Noter onaylı başvuru', note: '' } })).status,
        200,
      );
      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      const notice = (await server.app.db.select().from(notifications).where(eq(notifications.repairFormId, form.body.id))).find((n) =>
        n.subject.startsWith('KVKK m. 11/1-f'),
      );
      assert.ok(notice, 'the company is told');
      assert.ok(notice.body.trimEnd().endsWith(SHOP_A.controllerTitle), notice.body);
      assert.equal(
        (await server.request('POST', `/api/kvkk/requests/${id}/answer`, { token: admin, body: { decision: 'Kabul', channel: 'KEP' } })).status,
        200,
      );
      const letter = await fetch(`${server.url}/api/kvkk/requests/${id}/answer.pdf`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(letter.status, 200);
      const text = (await readPdf(Buffer.from(await letter.arrayBuffer()))).pages.join(' ').replace(/\s+/g, ' ');
      assert.ok(text.startsWith(SHOP_A.controllerTitle), text.slice(0, 400));
      for (const expected of [SHOP_A.address, `E-posta: ${SHOP_A.email}`, `KEP: ${SHOP_A.kepAddress}`, PROCESSOR_SENTENCE, 'Sayın Selin Aydın'])
        assert.ok(text.includes(expected), `${expected} — in: ${text.slice(0, 1200)}`);
      assert.ok(!text.includes(PORTAL.address), "not the portal's address");

      // A request to the portal's controller (no shop): the portal's name, no processor sentence.
      const toPortal = await application({ applicantName: 'Kemal Sarı', kind: 'Bilgi', phone: '0537 410 20 31' });
      assert.equal(toPortal.status, 201, toPortal.text);
      assert.equal(toPortal.body.repairShopId, null);
      await server.request('POST', `/api/kvkk/requests/${toPortal.body.id}/verify`, { token: admin, body: { method: 'Noter onaylı başvuru', note: '' } });
      assert.equal(
        (await server.request('POST', `/api/kvkk/requests/${toPortal.body.id}/answer`, { token: admin, body: { decision: 'Kabul', channel: 'KEP' } })).status,
        200,
      );
      const portalLetter = await fetch(`${server.url}/api/kvkk/requests/${toPortal.body.id}/answer.pdf`, { headers: { authorization: `Bearer ${admin}` } });
      const portalText = (await readPdf(Buffer.from(await portalLetter.arrayBuffer()))).pages.join(' ').replace(/\s+/g, ' ');
      assert.ok(portalText.startsWith(PORTAL.controllerTitle), portalText.slice(0, 400));
      assert.ok(portalText.includes(PORTAL.address));
      assert.ok(!portalText.includes('Veri İşleyen'), 'the portal answers for itself');
    });
  });
}
