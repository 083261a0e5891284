import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { formatKurus, MSG } from '@tamir/shared-api/domain';
import { createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { buildPublicFormPage, PAGE_BUDGET, pageWeight } from './helpers/page-weight';
import { jpegPhoto, photoForm } from './helpers/photo-images';
import { DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 28: the company answers the estimate on the server-rendered public page, with scripts off:
// the page shows the lines and totals and a plain form that posts to the page itself.

const THIRTY_LINES = Array.from({ length: 30 }, (_, i) => ({
  kind: i % 3 === 0 ? 'İşçilik' : 'Parça',
  description: `Kalem ${i + 1}: ön sol fren balatası <değişim> & ayar`,
  quantity: i % 3 === 0 ? 1.5 : 2,
  unit: i % 3 === 0 ? 'saat' : 'adet',
  unitPriceKurus: 12345 + i * 1000,
  vatRate: i % 5 === 0 ? 10 : 20,
}));

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the company answers the estimate on the public page, scripts off', () => {
  // The page's renderer and assets come from mfe-public-form's build (dist/ssr), as in production.
  before(buildPublicFormPage);

  for (const kind of DATABASES) {
    describe(`on ${kind}`, () => {
      let server: TestServer;
      let shop: Tenant;
      let vehicleId: number;
      before(async () => {
        server = await startServer(kind, { env: { NOTIFICATION_POLL_MS: '600000' } });
        shop = await createTenant(server);
        vehicleId = (await createVehicle(server, { companyId: shop.companyId, plate: '34 ONY 28' })).id;
      });
      after(() => server?.close());

      /** A form with `lines`, its estimate sent: Onay Bekliyor. */
      const formWaiting = async (lines = THIRTY_LINES.slice(0, 3)) => {
        const created = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId, descriptionLines: ['Fren sesi'] } });
        const id = created.body.id as number;
        assert.equal((await server.request('PUT', `/api/repairform/${id}/items`, { token: shop.token, body: { version: 0, items: lines } })).status, 200);
        assert.equal((await server.request('POST', `/api/repairform/${id}/estimate`, { token: shop.token, body: { version: 1 } })).status, 200);
        return { id, token: created.body.formLinks[0].token as string };
      };
      const post = (token: string, fields: Record<string, string>) =>
        fetch(`${server.url}/forms/view/${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        });
      const answers = async (id: number) =>
        ((await server.app.db.execute(sql`select count(*)::int as n from repair_approvals where repair_form_id = ${id}`)).rows[0] as { n: number }).n;

      it('shows 30 lines with their totals and the answer form, and weighs at most 60 KB', async (t) => {
        const { token } = await formWaiting(THIRTY_LINES);
        const reply = await fetch(`${server.url}/forms/view/${token}`);
        assert.equal(reply.status, 200);
        const html = await reply.text();
        for (const line of THIRTY_LINES) assert.ok(html.includes(escaped(line.description)), line.description);
        for (const text of [
          'Parça ve İşçilik',
          'Ara Toplam',
          'KDV %10',
          'KDV %20',
          'Genel Toplam',
          'Durum: <strong>Onay Bekliyor</strong>',
          'Teklifi Onayla',
          'Reddet',
        ])
          assert.ok(html.includes(text), text);
        const { body: publicForm } = await server.request('GET', `/api/repairform/public/${token}`);
        assert.ok(html.includes(formatKurus(publicForm.estimate.totalKurus)), `the grand total ${formatKurus(publicForm.estimate.totalKurus)}`);
        const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
        const tags = (name: string) => [...form.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
        const has = (tag: string, ...attributes: string[]) => attributes.every((attribute) => tag.includes(attribute));
        assert.ok(has(tags('form')[0] ?? '', 'method="post"', `action="/forms/view/${token}"`), 'a plain form post to the page itself');
        assert.ok(
          tags('input').some((tag) => has(tag, 'name="name"', 'required=""')),
          'the approver’s name, required',
        );
        assert.ok(
          tags('input').some((tag) => has(tag, 'type="hidden"', 'name="version"', 'value="1"')),
          'the version of the lines shown',
        );
        assert.ok(
          tags('textarea').some((tag) => has(tag, 'name="note"')),
          'an optional note',
        );
        const buttons = [...form.matchAll(/<button\b([^>]*)>([^<]*)<\/button>/g)].map((match) => ({ attributes: match[1], label: match[2] }));
        assert.ok(buttons.some((b) => b.label === 'Teklifi Onayla' && has(b.attributes, 'type="submit"', 'name="decision"', 'value="approve"')));
        assert.ok(buttons.some((b) => b.label === 'Reddet' && has(b.attributes, 'type="submit"', 'name="decision"', 'value="reject"')));
        assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(html), 'no inline script');
        const weight = await pageWeight(server, html);
        t.diagnostic(`public page with 30 estimate lines and the answer form: ${weight} bytes gzip`);
        assert.ok(weight <= PAGE_BUDGET, `the page weighs ${weight} bytes gzip, more than ${PAGE_BUDGET}`);
      });

      it('with 20 photos too: lazy thumbnails inside plain links to the large image, and still at most 60 KB', async (t) => {
        const { id, token } = await formWaiting(THIRTY_LINES);
        const jpeg = await jpegPhoto(320, 240);
        for (let i = 1; i <= 20; i++) {
          const reply = await server.request('POST', `/api/repairform/${id}/photos`, {
            token: shop.token,
            body: photoForm(jpeg, { caption: `Hasar ${i}: sol arka <çamurluk> & tampon` }),
          });
          assert.equal(reply.status, 201, reply.text);
        }
        const html = await (await fetch(`${server.url}/forms/view/${token}`)).text();
        const links = [...html.matchAll(/<a href="(\/api\/repairform\/public\/[^"]+\/photos\/\d+)"[^>]*><img src="([^"]+)" loading="lazy"/g)];
        assert.equal(links.length, 20, 'twenty thumbnails, each a link to its large image');
        const [large, thumb] = [links[0][1], links[0][2]];
        assert.equal(thumb, `${large}/thumb`);
        for (const href of [large, thumb]) {
          const image = await fetch(`${server.url}${href}`);
          assert.equal(image.status, 200, href);
          assert.equal(image.headers.get('content-type'), 'image/jpeg');
        }
        assert.ok(html.includes(escaped('Hasar 20: sol arka <çamurluk> & tampon')));
        const weight = await pageWeight(server, html);
        t.diagnostic(`public page with 30 estimate lines, the answer form and 20 photos: ${weight} bytes gzip`);
        assert.ok(weight <= PAGE_BUDGET, `the page weighs ${weight} bytes gzip, more than ${PAGE_BUDGET}`);
      });

      it('refuses an answer without a name on the page itself, keeping the note typed, and records nothing', async () => {
        const { id, token } = await formWaiting();
        const reply = await post(token, { decision: 'approve', name: ' ', note: 'Uygun', version: '1' });
        assert.equal(reply.status, 400);
        const html = await reply.text();
        assert.ok(html.includes(MSG.approverNameRequired));
        assert.match(html, /aria-invalid="true"/);
        assert.ok(html.includes('>Uygun</textarea>'), 'the note stays as typed');
        assert.equal(await answers(id), 0);
      });

      it('brings a refused name into view and focus with no script (autofocus on the field) and names the button pressed (issue 40)', async () => {
        const { id, token } = await formWaiting();
        const reply = await post(token, { decision: 'approve', name: '    ', version: '1' });
        assert.equal(reply.status, 400);
        const html = await reply.text();
        const autofocused = [...html.matchAll(/<[a-z]+\b[^>]*\bautofocus=""[^>]*>/g)].map((match) => match[0]);
        assert.equal(autofocused.length, 1, `one element takes the focus: ${autofocused.join(' | ')}`);
        assert.match(autofocused[0], /^<input\b/);
        assert.match(autofocused[0], /name="name"/);
        assert.match(autofocused[0], /aria-invalid="true"/);
        assert.ok(html.includes('“Teklifi Onayla” yanıtınız kaydedilmedi.'), 'the refused page names the answer that was pressed');
        assert.ok(html.includes('Onaylayanın adı soyadı zorunludur'));
        assert.equal(await answers(id), 0);
      });

      it('focuses any other refusal itself, above the form or the page, naming the button pressed (issue 40)', async () => {
        const { id, token } = await formWaiting();
        assert.equal(
          (await server.request('PUT', `/api/repairform/${id}/items`, { token: shop.token, body: { version: 1, items: THIRTY_LINES.slice(0, 2) } })).status,
          200,
        );
        const stale = await post(token, { decision: 'reject', name: 'Ayşe Filo', version: '1' });
        assert.equal(stale.status, 409);
        const html = await stale.text();
        const autofocused = [...html.matchAll(/<[a-z]+\b[^>]*\bautofocus=""[^>]*>/g)].map((match) => match[0]);
        assert.equal(autofocused.length, 1, `one element takes the focus: ${autofocused.join(' | ')}`);
        assert.match(autofocused[0], /role="alert"/);
        assert.match(autofocused[0], /tabindex="-1"/);
        assert.match(
          html,
          /role="alert"[^>]*>“Reddet” yanıtınız kaydedilmedi\. Teklif siz incelerken değişti\. Lütfen sayfayı yenileyip güncel teklifi inceleyin</,
        );
        // Answered already: no form any more, the refusal at the top of the page is the one focused.
        assert.equal((await post(token, { decision: 'approve', name: 'Ayşe Filo', version: '2' })).status, 303);
        const again = await post(token, { decision: 'reject', name: 'Başka Biri', version: '2' });
        assert.equal(again.status, 409);
        const answered = await again.text();
        assert.match(answered, /<p[^>]*role="alert"[^>]*autofocus=""[^>]*>“Reddet” yanıtınız kaydedilmedi\. Bu teklif zaten yanıtlanmış</);
      });

      it('records the answer once from the form post: 303 back to the page, which shows it; a second post is 409', async () => {
        const { id, token } = await formWaiting();
        const reply = await post(token, { decision: 'approve', name: 'Ayşe Filo', note: 'Uygundur', version: '1' });
        assert.equal(reply.status, 303);
        assert.equal(reply.headers.get('location'), `/forms/view/${token}`);
        assert.equal(await answers(id), 1);
        const page = await (await fetch(`${server.url}/forms/view/${token}`)).text();
        assert.match(page, /Teklif Ayşe Filo tarafından .+ tarihinde onaylandı\./);
        assert.ok(page.includes('Durum: <strong>Onaylandı</strong>'));
        assert.ok(!page.includes('name="decision"'), 'no answer form once answered');
        const again = await post(token, { decision: 'reject', name: 'Başka Biri', version: '1' });
        assert.equal(again.status, 409);
        assert.ok((await again.text()).includes(MSG.approvalAlreadyGiven));
        assert.equal(await answers(id), 1, 'still one answer');
        const detail = await server.request('GET', `/api/repairform/${id}`, { token: shop.token });
        assert.equal(detail.body.status, 'Onaylandı');
        assert.equal(detail.body.approval.name, 'Ayşe Filo');
      });

      it('refuses an answer to lines that changed after the page was read (409 on the page)', async () => {
        const { id, token } = await formWaiting();
        assert.equal(
          (await server.request('PUT', `/api/repairform/${id}/items`, { token: shop.token, body: { version: 1, items: THIRTY_LINES.slice(0, 4) } })).status,
          200,
        );
        const reply = await post(token, { decision: 'reject', name: 'Ayşe Filo', version: '1' });
        assert.equal(reply.status, 409);
        const html = await reply.text();
        assert.ok(html.includes(MSG.approvalStale));
        assert.match(html, /<input[^>]*name="version" value="2"/, 'the page offers the new version');
        assert.equal(await answers(id), 0);
        const rejected = await post(token, { decision: 'reject', name: 'Ayşe Filo', note: 'Pahalı', version: '2' });
        assert.equal(rejected.status, 303);
        const page = await (await fetch(`${server.url}/forms/view/${token}`)).text();
        assert.match(page, /tarihinde reddedildi\./);
      });

      it('answers an unknown link with the page’s 404 and records nothing', async () => {
        const reply = await post('yok-boyle-bir-baglanti', { decision: 'approve', name: 'Ayşe Filo', version: '0' });
        assert.equal(reply.status, 404);
        assert.ok((await reply.text()).includes('Form bulunamadı'));
      });
    });
  }
});

describe('the company’s answer is rate-limited like the other public calls', () => {
  for (const kind of DATABASES) {
    it(`on ${kind}: past the public form limit, the JSON call and the form post are 429 in Turkish`, async () => {
      const server = await startServer(kind, { env: { PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '3' } });
      try {
        const answer = { decision: 'approve', name: 'Ayşe Filo', version: '0' };
        const json = [];
        for (let i = 0; i < 4; i++)
          json.push(await server.request('POST', '/api/repairform/public/yok-boyle-bir-baglanti/approval', { body: { ...answer, version: 0 } }));
        assert.deepEqual(
          json.map((reply) => reply.status),
          [404, 404, 404, 429],
        );
        assert.equal(json[3].body.message, MSG.tooManyRequests);
        const posts = [];
        for (let i = 0; i < 4; i++)
          posts.push(
            await fetch(`${server.url}/forms/view/yok-boyle-bir-baglanti`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(answer).toString(),
            }),
          );
        assert.equal(posts[3].status, 429);
        assert.match(await posts[3].text(), /Çok fazla istek/);
      } finally {
        await server.close();
      }
    });
  }
});
