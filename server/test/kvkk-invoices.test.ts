import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { invoices, kvkkRequests } from '../src/db/schema/index';
import { createTenant, type Tenant } from './helpers/fixtures';
import { invoiceFor, sellAs } from './helpers/invoicing';
import { registerVerified } from './helpers/kvkk-application';
import { readPdf } from './helpers/pdf-reader';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 43, item 7: a buyer's TCKN on an invoice is personal data. A KVKK request's T.C. kimlik no
// finds the invoice, the export gives it, and an erase leaves it whole while the 10-year retention
// of invoices runs; the matches, the erase answer and the answer letter say so.

const TCKN = '10000000146';
const PERSON = { kind: 'TCKN', id: TCKN, name: 'Ali Veli Yılmaz', address: 'Bağdat Cad. 5 Maltepe/İstanbul', email: 'ali@example.com' };
const COMPANY = { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul', email: '' };
const ITEMS = [{ kind: 'Parça', description: 'Silecek lastiği', quantity: 3, unit: 'adet', unitPriceKurus: 3333, vatRate: 20 }];
const REASON =
  'Faturalar vergi ve ticaret mevzuatı gereği düzenlendikleri yılın sonundan başlayarak 10 yıl saklanmak zorundadır (VUK m. 253, TTK m. 82); bu süre dolmadan başvuru üzerine silinmez (KVKK m. 5/2-ç, m. 7)';
const KEPT =
  'T.C. kimlik numaranızla düzenlenmiş 1 fatura için silme talebiniz reddedilmiştir: bu faturalar 10 yıllık yasal saklama süresi (VUK m. 253, TTK m. 82) dolmadığından silinmemiş, olduğu gibi saklanmaktadır (KVKK m. 5/2-ç).';
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

for (const kind of DATABASES) {
  describe(`KVKK and invoices on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let shop: Tenant;

    before(async () => {
      server = await startServer(kind, { env: { NOTIFICATION_POLL_MS: '600000' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
      shop = await createTenant(server);
      await sellAs(server, shop, 'KVK');
    });
    after(() => server?.close());

    const invoiceTo = (buyer: unknown) => invoiceFor(server, shop, ITEMS, buyer);

    it('finds the invoice by the T.C. kimlik no, exports it, and an erase leaves it whole and says so', async () => {
      const mine = await invoiceTo(PERSON);
      await invoiceTo(COMPANY);
      const before = (await server.app.db.select().from(invoices).where(eq(invoices.id, mine.id)))[0];

      const id = await registerVerified(server, admin, {
        applicantName: 'Ali Veli Yılmaz',
        name: 'Ali Veli Yılmaz',
        channel: 'Yazılı',
        receivedAt: today(),
        kind: 'Silme',
        tckn: TCKN,
      });
      const [request] = await server.app.db.select().from(kvkkRequests).where(eq(kvkkRequests.id, id));
      assert.equal(request.identityHash, before.buyerIdHash, 'both are the field crypto’s keyed hash of the same number');

      const matches = await server.request('GET', `/api/kvkk/requests/${id}/matches`, { token: admin });
      assert.equal(matches.status, 200, matches.text);
      assert.equal(matches.body.retained.length, 1);
      const [kept] = matches.body.retained;
      assert.equal(kept.kind, 'invoices');
      assert.equal(kept.title, 'Faturalar');
      assert.equal(kept.reason, REASON);
      assert.equal(kept.count, 1, 'only the invoice with this TCKN, not the company’s');
      assert.equal(kept.rows[0].id, mine.id);
      assert.equal(kept.rows[0].label, `${mine.number} · Ali Veli Yılmaz`);
      assert.deepEqual(kept.rows[0].matched, ['T.C. kimlik no']);

      const exported = await server.request('GET', `/api/kvkk/requests/${id}/export`, { token: admin });
      assert.equal(exported.status, 200, exported.text);
      const data = JSON.parse(exported.text) as { invoices: Record<string, unknown>[] };
      assert.equal(data.invoices.length, 1);
      assert.equal(data.invoices[0].number, mine.number);
      assert.equal(data.invoices[0].typeCode, 'SATIS');
      assert.equal(data.invoices[0].buyerName, 'Ali Veli Yılmaz');
      assert.equal(data.invoices[0].buyerEmail, 'ali@example.com');
      assert.deepEqual(data.invoices[0].buyer, { ...PERSON, taxOffice: null });
      const pdf = await fetch(`${server.url}/api/kvkk/requests/${id}/export?format=pdf`, { headers: { authorization: `Bearer ${admin}` } });
      const pdfText = (await readPdf(Buffer.from(await pdf.arrayBuffer()))).pages.join(' ').replace(/\s+/g, ' ');
      assert.ok(pdfText.includes('Faturalar (1)') && pdfText.includes(TCKN), 'the PDF export lists the invoice with the TCKN');

      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      assert.deepEqual(erased.body.retained, [KEPT]);
      assert.ok(erased.body.message.endsWith(KEPT), erased.body.message);
      const afterErase = (await server.app.db.select().from(invoices).where(eq(invoices.id, mine.id)))[0];
      assert.deepEqual(afterErase, before, 'the invoice row is whole');
      const detail = await server.request('GET', `/api/invoices/${mine.id}`, { token: shop.token });
      assert.equal(detail.body.buyer.id, TCKN);
      assert.equal(detail.body.buyer.name, 'Ali Veli Yılmaz');

      const answered = await server.request('POST', `/api/kvkk/requests/${id}/answer`, { token: admin, body: { decision: 'Kabul', channel: 'KEP' } });
      assert.equal(answered.status, 200, answered.text);
      const letter = await fetch(`${server.url}/api/kvkk/requests/${id}/answer.pdf`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(letter.status, 200);
      const letterText = (await readPdf(Buffer.from(await letter.arrayBuffer()))).pages.join(' ').replace(/\s+/g, ' ');
      assert.ok(letterText.includes(KEPT), letterText);
    });

    it('another T.C. kimlik no finds no invoice, and its answers do not mention invoices', async () => {
      const id = await registerVerified(server, admin, {
        applicantName: 'Ayşe Kara',
        name: 'Ayşe Kara',
        channel: 'Yazılı',
        receivedAt: today(),
        kind: 'Silme',
        tckn: '12345678950',
      });
      const matches = await server.request('GET', `/api/kvkk/requests/${id}/matches`, { token: admin });
      assert.equal(matches.status, 200, matches.text);
      assert.deepEqual(matches.body.retained, []);
      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      assert.equal(erased.body.retained, undefined);
      assert.ok(!erased.body.message.includes('fatura'), erased.body.message);
    });
  });
}
