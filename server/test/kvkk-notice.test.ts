import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { registerVerified } from './helpers/kvkk-application';

// Issue 41 §3 "The notice tells the truth": a fresh install never shows a notice without a
// controller — the admin dashboard says what is missing until the KVKK tab is filled, and the tab
// saves retention alone. Expected texts written out from the issue and the KVKK tab's labels.

for (const kind of DATABASES) {
  describe(`KVKK notice and controller on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server?.close());

    const settingsBody = async () => {
      const reply = await server.request('GET', '/api/settings/kvkk', { token: admin });
      assert.equal(reply.status, 200, reply.text);
      const body = { ...reply.body };
      delete body.noticeVersion;
      delete body.noticePublishedAt;
      delete body.lastRetentionRunAt;
      return body as Record<string, unknown> & { retention: Record<string, number> };
    };

    it('a fresh install: the dashboard lists the missing controller details; retention saves alone; a half controller is refused', async () => {
      const fresh = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.equal(fresh.status, 200, fresh.text);
      assert.deepEqual(fresh.body.kvkkMissing, ['Veri Sorumlusunun Unvanı', 'Başvuru E-posta Adresi', 'Veri Sorumlusunun Adresi']);

      const base = await settingsBody();
      assert.equal(base.controllerTitle, '');
      const retentionOnly = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...base, retention: { ...base.retention, photos: 400 } },
      });
      assert.equal(retentionOnly.status, 200, retentionOnly.text);
      assert.equal(retentionOnly.body.retention.photos, 400);
      assert.equal(retentionOnly.body.controllerTitle, '');
      const still = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.equal(still.body.kvkkMissing.length, 3, 'retention alone does not fill the controller');

      const before = await settingsBody();
      const half = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...before, controllerTitle: 'Yıldız Oto Servis Ltd. Şti.' } });
      assert.equal(half.status, 400, half.text);
      assert.deepEqual(half.body.errors.address, ['Veri sorumlusunun adresi zorunludur']);
      assert.deepEqual(half.body.errors.email, ['Geçerli bir e-posta adresi giriniz']);
      assert.equal(half.body.errors.controllerTitle, undefined);
      assert.deepEqual(await settingsBody(), before, 'nothing saved');

      const filled = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...before, controllerTitle: 'Yıldız Oto Servis Ltd. Şti.', address: 'Sanayi Mah. 1. Cad. No: 5, Kocaeli', email: 'kvkk@yildizoto.com.tr' },
      });
      assert.equal(filled.status, 200, filled.text);
      const done = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.deepEqual(done.body.kvkkMissing, []);
      const notice = await server.request('GET', '/api/kvkk/notice');
      assert.equal(notice.body.controllerTitle, 'Yıldız Oto Servis Ltd. Şti.');

      // Emptied again (all three): allowed, and the dashboard warns again.
      const emptied = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...before, controllerTitle: '', address: '', email: '' } });
      assert.equal(emptied.status, 200, emptied.text);
      const again = await server.request('GET', '/api/dashboard/admin', { token: admin });
      assert.deepEqual(again.body.kvkkMissing, ['Veri Sorumlusunun Unvanı', 'Başvuru E-posta Adresi', 'Veri Sorumlusunun Adresi']);
    });

    const inventoryRows = async () => {
      const response = await fetch(server.url + '/api/kvkk/inventory', { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(response.status, 200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
      const rows: string[][] = [];
      book.getWorksheet('Veri Envanteri')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      return rows;
    };

    it('transfers abroad (Art. 9): a provider outside Türkiye is named with its safeguard in the settings, the notice, the /kvkk page and the inventory', async () => {
      const base = await settingsBody();
      assert.equal(base.emailProviderCountry, 'Türkiye');
      assert.equal(base.smsProviderCountry, 'Türkiye');
      assert.equal(base.transferAbroad, null);
      const home = await server.request('GET', '/api/kvkk/notice');
      assert.equal(home.body.transferAbroad, null);
      let rows = await inventoryRows();
      const column = rows[0].indexOf('Yurt dışına aktarım');
      assert.equal(column, 8, 'the column stands before the security measures');
      assert.deepEqual(new Set(rows.slice(1).map((r) => r[column])), new Set(['Yok']));

      const { transferAbroad: _t, ...body } = base;
      const bad = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...body, smsProviderCountry: '  ' } });
      assert.equal(bad.status, 400, bad.text);
      assert.deepEqual(bad.body.errors.smsProviderCountry, ['Hizmet sağlayıcının ülkesi zorunludur (en fazla 60 karakter)']);

      const saved = await server.request('PUT', '/api/settings/kvkk', { token: admin, body: { ...body, emailProviderCountry: 'İrlanda' } });
      assert.equal(saved.status, 200, saved.text);
      const expected =
        "Bildirim göndermek için kişisel veriler (ad soyad, telefon numarası, e-posta adresi ve bildirim içeriği) yurt dışındaki e-posta hizmet sağlayıcısına (İrlanda) aktarılır (KVKK m. 9). Uygun güvence: Kişisel Verileri Koruma Kurulu'na bildirilen standart sözleşme.";
      assert.equal(saved.body.transferAbroad, expected);
      const notice = await server.request('GET', '/api/kvkk/notice');
      assert.equal(notice.body.transferAbroad, expected);
      const page = await fetch(server.url + '/kvkk');
      const html = await page.text();
      assert.ok(html.includes('<h2>Yurt dışına aktarım</h2>'), 'the page has the section');
      assert.ok(html.includes('yurt dışındaki e-posta hizmet sağlayıcısına (İrlanda) aktarılır (KVKK m. 9)'));
      assert.ok(html.includes('Kişisel Verileri Koruma Kurulu&#39;na bildirilen standart sözleşme'));

      rows = await inventoryRows();
      const driver = rows.find((r) => r[0] === 'Kimlik ve iletişim (sürücü)')!;
      assert.equal(driver[column], expected);
      assert.ok(
        rows.some((r) => r[column] === 'Yok'),
        'a category not sent through the providers stays at home',
      );

      const both = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...body, emailProviderCountry: 'İrlanda', smsProviderCountry: 'ABD' },
      });
      assert.match(both.body.transferAbroad, /e-posta hizmet sağlayıcısına \(İrlanda\) ve SMS hizmet sağlayıcısına \(ABD\) aktarılır \(KVKK m\. 9\)/);
      const back = await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: { ...body, emailProviderCountry: 'Turkey', smsProviderCountry: 'türkiye' },
      });
      assert.equal(back.body.transferAbroad, null, 'Türkiye in another spelling is not abroad');
    });
  });

  describe(`KVKK destruction log wording on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA } = cast));

    it("says 'Maskeleme' where the plate or the company still links the record, 'Silme' where rows are gone, never 'Anonimleştirme', in plain words in the export", async () => {
      const name = 'Maske Sürücü Yılmaz';
      const phone = '0533 701 22 44';
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, ownerName: name, phone });
      const made = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ kaçağı'] } });
      assert.equal(made.status, 201, made.text);
      const request = {
        body: {
          id: await registerVerified(server, admin, {
            applicantName: name,
            channel: 'KEP',
            receivedAt: new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10),
            kind: 'Silme',
            phone,
            name,
          }),
        },
      };
      const erased = await server.request('POST', `/api/kvkk/requests/${request.body.id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);

      const log = await server.request('GET', `/api/kvkk/destruction-log?requestId=${request.body.id}`, { token: admin });
      assert.equal(log.status, 200, log.text);
      const method = (category: string) => log.body.find((e: { category: string }) => e.category === category)?.method;
      assert.equal(method('vehicles'), 'Maskeleme', 'the vehicle keeps its plate');
      assert.equal(method('forms'), 'Maskeleme', 'the form keeps its plate and company');
      assert.ok(
        log.body.every((e: { method: string }) => e.method !== 'Anonimleştirme'),
        JSON.stringify(log.body),
      );

      const response = await fetch(`${server.url}/api/kvkk/destruction-log/export?format=csv`, { headers: { authorization: `Bearer ${admin}` } });
      const csv = (await response.text()).replace(/^\uFEFF/, '');
      const [header, ...lines] = csv.trim().split('\r\n');
      assert.equal(header, '"Tarih";"Kategori";"Yöntem";"Yapılan işlem";"Gerekçe";"Kayıt sayısı";"Başvuru no";"İşlemi yapan"');
      assert.ok(
        lines.some((l) =>
          l.includes('"Maskeleme";"Formdaki ad ""Anonim"" yapıldı, telefon silindi; form, plakası ve firmasıyla ticari kayıt olarak duruyor."'),
        ),
        lines.join('\n'),
      );
      assert.ok(
        lines.some((l) => l.includes('"Maskeleme";"Sürücünün adı ""Anonim"" yapıldı, telefonu silindi; araç kaydı plakasıyla duruyor."')),
        lines.join('\n'),
      );
    });
  });
}
