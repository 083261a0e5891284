import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { formSignatures, repairShopNoticeVersions } from '../src/db/schema/index';
import { createTenant, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { readPdf } from './helpers/pdf-reader';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 41 §3 (Art. 10, Aydınlatma Tebliği: the controller proves which notice was given): a repair
// shop's own notice text is kept in versions numbered per shop, and a signature on that shop's form
// records the shop's version the pad showed — not a portal version number. Expected words written
// out from the brief: 'Tamirhane metni, sürüm N' / 'Portal metni, sürüm N', 'Sürüm N' on /kvkk?shop=.

const IMAGE = asDataUrl(signaturePng());
const PORTAL = { controllerTitle: 'Portal Yazılım Hizmetleri A.Ş.', address: 'Teknopark Cad. 1, Pendik / İstanbul', email: 'kvkk@portal.example' };
const SHOP = {
  controllerTitle: 'Sürüm Oto Servis Ltd. Şti.',
  address: 'Sanayi Mah. 5. Cad. No: 9, Gebze / Kocaeli',
  email: 'kvkk@surumoto.example',
  kepAddress: '',
};
const TEXT_1 = `SÜRÜM OTO AYDINLATMA METNİ (1)\n\n${'Sürüm Oto olarak kişisel verilerinizi onarım sözleşmesinin ifası için işleriz. '.repeat(4)}`.trim();
const TEXT_2 =
  `SÜRÜM OTO AYDINLATMA METNİ (2)\n\n${'Sürüm Oto olarak kişisel verilerinizi onarım sözleşmesinin ifası ve bilgilendirme için işleriz. '.repeat(4)}`.trim();
const INVALID = 'Aydınlatma metninin sürümü geçersiz';

for (const kind of DATABASES) {
  describe(`versions of a repair shop's own notice on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    const putShop = (shop: Tenant, body: Record<string, string>) => server.request('PUT', `/api/repairshop/${shop.shopId}/kvkk`, { token: admin, body });
    const noticeOf = async (shop: Tenant) => (await server.request('GET', `/api/kvkk/notice?shop=${shop.shopId}`)).body;
    /** Saves the portal's controller and, when given, a new portal text (a new portal version). */
    const setPortal = async (suffix?: string) => {
      const settings = await server.request('GET', '/api/settings/kvkk', { token: admin });
      const { noticeVersion: _v, noticePublishedAt: _p, lastRetentionRunAt: _l, transferAbroad: _t, ...body } = settings.body;
      const saved = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...body, ...PORTAL, ...(suffix ? { noticeText: `${body.noticeText}\n\n${suffix}` } : {}) },
      });
      assert.equal(saved.status, 200, saved.text);
      return saved.body.noticeVersion as number;
    };
    let seq = 0;
    const formOf = async (shop: Tenant) => {
      seq++;
      const phone = `0534 ${String(200 + seq).padStart(3, '0')} ${String(10 + seq).padStart(2, '0')} 41`;
      const name = `Sürüm Şoför${seq}`;
      const vehicle = await createVehicle(server, { companyId: shop.companyId, ownerName: name, phone });
      const made = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ değişimi'] } });
      assert.equal(made.status, 201, made.text);
      return { id: made.body.id as number, name, phone };
    };
    const sign = (shop: Tenant, formId: number, body: Record<string, unknown>) =>
      server.request('POST', `/api/repairform/${formId}/signatures`, { token: shop.token, body: { signerName: 'Sürüm İmzacı', image: IMAGE, ...body } });
    const rowsOf = (formId: number) =>
      server.app.db
        .select({ role: formSignatures.role, noticeVersion: formSignatures.noticeVersion, shopNoticeVersionId: formSignatures.shopNoticeVersionId })
        .from(formSignatures)
        .where(eq(formSignatures.repairFormId, formId));
    const exportOf = async (phone: string, applicantName: string) => {
      const created = await server.request('POST', '/api/kvkk/requests', {
        token: admin,
        body: {
          tckn: '10000000146',
          noticeAddress: 'Atatürk Cad. No: 1, Kadıköy/İstanbul',
          subject: 'Hakkımdaki kişisel veriler',
          applicantName,
          channel: 'Kayıtlı E-posta',
          receivedAt: new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10),
          kind: 'Bilgi',
          phone,
        },
      });
      assert.equal(created.status, 201, created.text);
      const verified = await server.request('POST', `/api/kvkk/requests/${created.body.id}/verify`, {
        token: admin,
        body: { method: 'Kimlik belgesi ile yüz yüze' },
      });
      assert.equal(verified.status, 200, verified.text);
      const file = async (format: string) => {
        const response = await fetch(`${server.url}/api/kvkk/requests/${created.body.id}/export?format=${format}`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        assert.equal(response.status, 200);
        return Buffer.from(await response.arrayBuffer());
      };
      return { json: JSON.parse((await file('json')).toString('utf8')), pdf: (await readPdf(await file('pdf'))).pages.join(' ') };
    };

    it('saving the own text twice publishes versions 1 and 2 of that shop (the same text again: none); /kvkk?shop= says Sürüm 2', async () => {
      await setPortal();
      const first = await putShop(shopA, { ...SHOP, noticeText: TEXT_1 });
      assert.equal(first.status, 200, first.text);
      let notice = await noticeOf(shopA);
      assert.equal(notice.noticeOf, 'shop');
      assert.equal(notice.version, 1);
      assert.equal(notice.text, TEXT_1);

      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_2 })).status, 200);
      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_2 })).status, 200, 'the same text saved again');
      notice = await noticeOf(shopA);
      assert.equal(notice.noticeOf, 'shop');
      assert.equal(notice.version, 2);
      assert.equal(notice.text, TEXT_2);
      const versions = await server.app.db
        .select({ version: repairShopNoticeVersions.version, text: repairShopNoticeVersions.text, by: repairShopNoticeVersions.publishedBy })
        .from(repairShopNoticeVersions)
        .where(eq(repairShopNoticeVersions.repairShopId, shopA.shopId))
        .orderBy(repairShopNoticeVersions.version);
      assert.deepEqual(
        versions.map((v) => [v.version, v.text]),
        [
          [1, TEXT_1],
          [2, TEXT_2],
        ],
      );
      assert.ok(
        versions.every((v) => v.by === 'admin'),
        JSON.stringify(versions.map((v) => v.by)),
      );

      const html = await (await fetch(`${server.url}/kvkk?shop=${shopA.shopId}`)).text();
      assert.ok(html.includes('Tamirhanenin kendi metni · Sürüm 2 · Yayım tarihi'), html.slice(-600));
      assert.ok(html.includes('SÜRÜM OTO AYDINLATMA METNİ (2)'));
      // Shop B has no own text: the portal's notice, counted by the portal.
      const b = await noticeOf(shopB);
      assert.equal(b.noticeOf, 'portal');
      assert.equal(b.shopId, null);
    });

    it("a signature on that shop's form records the shop's version; a portal-only number is refused (400, nothing stored); another shop's form records the portal's", async () => {
      await setPortal();
      const shopA = await createTenant(server);
      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_1 })).status, 200);
      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_2 })).status, 200);
      // The portal publishes versions until it has one the shop has not (the shop has 1 and 2).
      let portalVersion = await setPortal('Ek: sürüm denemesi 1.');
      for (let n = 2; portalVersion < 3; n++) portalVersion = await setPortal(`Ek: sürüm denemesi ${n}.`);
      const shopVersion2 = (await server.app.db.select().from(repairShopNoticeVersions).where(eq(repairShopNoticeVersions.repairShopId, shopA.shopId))).find(
        (v) => v.version === 2,
      )!;

      const formA = await formOf(shopA);
      const refused = await sign(shopA, formA.id, { role: 'driver', noticeVersion: portalVersion });
      assert.equal(refused.status, 400, refused.text);
      assert.equal(refused.body.message, INVALID);
      assert.deepEqual(refused.body.errors.noticeVersion, [INVALID]);
      assert.deepEqual(await rowsOf(formA.id), [], 'nothing stored');

      // A pad that read the portal's text (before the shop took its own) sends 'portal': number 2 is a
      // shop version too, but not what that pad showed — refused, nothing stored.
      const stale = await sign(shopA, formA.id, { role: 'driver', noticeVersion: 2, noticeOf: 'portal' });
      assert.equal(stale.status, 400, stale.text);
      assert.equal(stale.body.message, INVALID);
      const junkOf = await sign(shopA, formA.id, { role: 'driver', noticeVersion: 2, noticeOf: 'kimin' });
      assert.equal(junkOf.status, 400, junkOf.text);
      assert.deepEqual(await rowsOf(formA.id), [], 'nothing stored');

      const signed = await sign(shopA, formA.id, { role: 'driver', noticeVersion: 2, noticeOf: 'shop' });
      assert.equal(signed.status, 201, signed.text);
      const driver = signed.body.signatures.find((s: { role: string }) => s.role === 'driver');
      assert.equal(driver.noticeVersion, 2);
      assert.equal(driver.noticeOf, 'shop');
      assert.deepEqual(await rowsOf(formA.id), [{ role: 'driver', noticeVersion: null, shopNoticeVersionId: shopVersion2.id }]);
      // None sent: the shop's current version.
      const authorized = await sign(shopA, formA.id, { role: 'authorized', signerName: 'Yetkili Kişi' });
      assert.equal(authorized.status, 201, authorized.text);
      assert.deepEqual(
        authorized.body.signatures.map((s: { role: string; noticeVersion: number; noticeOf: string }) => [s.role, s.noticeVersion, s.noticeOf]),
        [
          ['driver', 2, 'shop'],
          ['authorized', 2, 'shop'],
        ],
      );

      const formB = await formOf(shopB);
      const signedB = await sign(shopB, formB.id, { role: 'driver', noticeVersion: portalVersion });
      assert.equal(signedB.status, 201, signedB.text);
      assert.equal(signedB.body.signatures[0].noticeVersion, portalVersion);
      assert.equal(signedB.body.signatures[0].noticeOf, 'portal');
      assert.deepEqual(await rowsOf(formB.id), [{ role: 'driver', noticeVersion: portalVersion, shopNoticeVersionId: null }]);

      // The KVKK export says whose text each signature saw.
      const exportA = await exportOf(formA.phone, formA.name);
      assert.equal(exportA.json.signatures.length, 1, JSON.stringify(exportA.json.signatures));
      assert.equal(exportA.json.signatures[0].notice, 'Tamirhane metni, sürüm 2');
      assert.ok(exportA.pdf.includes('Tamirhane metni, sürüm 2'), exportA.pdf.slice(-800));
      const exportB = await exportOf(formB.phone, formB.name);
      assert.equal(exportB.json.signatures[0].notice, `Portal metni, sürüm ${portalVersion}`);
      assert.equal(exportB.json.signatures[0].noticeVersion, portalVersion);
    });

    it("a shop back on the portal's text signs with portal versions again; its versions stay, and the same text again is no new version", async () => {
      await setPortal();
      const shopA = await createTenant(server);
      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_1 })).status, 200);
      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_2 })).status, 200);
      assert.equal((await putShop(shopA, { ...SHOP, noticeText: '' })).status, 200);
      const portal = await noticeOf(shopA);
      assert.equal(portal.noticeOf, 'portal');
      assert.equal(portal.controllerTitle, SHOP.controllerTitle, 'still the shop’s controller');
      const form = await formOf(shopA);
      const signed = await sign(shopA, form.id, { role: 'driver', noticeVersion: portal.version });
      assert.equal(signed.status, 201, signed.text);
      assert.equal(signed.body.signatures[0].noticeOf, 'portal');
      assert.deepEqual(await rowsOf(form.id), [{ role: 'driver', noticeVersion: portal.version, shopNoticeVersionId: null }]);

      assert.equal((await putShop(shopA, { ...SHOP, noticeText: TEXT_2 })).status, 200);
      const again = await noticeOf(shopA);
      assert.equal(again.noticeOf, 'shop');
      assert.equal(again.version, 2);
    });
  });
}
