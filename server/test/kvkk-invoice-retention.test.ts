import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { invoices, notifications } from '../src/db/schema/index';
import { createTenant, type Tenant } from './helpers/fixtures';
import { invoiceFor, sellAs } from './helpers/invoicing';
import { registerVerified } from './helpers/kvkk-application';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 43 (invoice-finish, item 1): an invoice and its buyer's TCKN are kept 10 years from the end of
// the calendar year it was issued in (TTK art. 82/1–2; VUK art. 253 asks 5 years from the following
// year), then the retention run deletes it whole and writes the destruction log ('Faturalar', 'Silme').
// The dates are written out: in June 2026 (İstanbul) an invoice of 31.12.2015 23:59 is past its period,
// one of 01.01.2016 00:00 (10 years and 5 months back) is not — it goes on 1 January 2027.

const TCKN = '10000000146';
const PERSON = { kind: 'TCKN', id: TCKN, name: 'Ali Veli Yılmaz', address: 'Bağdat Cad. 5 Maltepe/İstanbul', email: 'ali@example.com' };
const ITEMS = [{ kind: 'Parça', description: 'Silecek lastiği', quantity: 1, unitPriceKurus: 10000, unit: 'adet', vatRate: 20 }];
/** 31 December 2015, 23:59 in İstanbul (UTC+2 in that winter). */
const LAST_MINUTE_OF_2015 = new Date('2015-12-31T21:59:00Z');
/** 1 January 2016, 00:00 in İstanbul. */
const FIRST_MINUTE_OF_2016 = new Date('2015-12-31T22:00:00Z');
const JUNE_2026 = new Date('2026-06-15T09:00:00Z');
/** 1 January 2027, 00:30 in İstanbul (UTC+3). */
const NEW_YEAR_2027 = new Date('2026-12-31T21:30:00Z');
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

interface LogEntry {
  category: string;
  method: string;
  reason: string;
  count: number;
  by: string;
  at: string;
}

for (const kind of DATABASES) {
  describe(`invoice retention on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let shop: Tenant;

    before(async () => {
      server = await startServer(kind, { env: { NOTIFICATION_POLL_MS: '600000' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
      shop = await createTenant(server);
      await sellAs(server, shop, 'RET');
    });
    after(() => server?.close());

    const invoiceTo = (buyer: unknown) => invoiceFor(server, shop, ITEMS, buyer);
    const issuedOn = (id: number, at: Date) => server.app.db.update(invoices).set({ issuedAt: at }).where(eq(invoices.id, id));
    const status = async (id: number) => (await server.request('GET', `/api/invoices/${id}`, { token: shop.token })).status;
    const invoiceLog = async () => {
      const log = await server.request('GET', '/api/kvkk/destruction-log?pageSize=200', { token: admin });
      assert.equal(log.status, 200, log.text);
      return (log.body as LogEntry[]).filter((e) => e.category === 'invoices');
    };

    it('deletes an invoice whose 10 years from the end of its year have run, keeps one just inside, and logs it', async () => {
      const expired = await invoiceTo(PERSON);
      const inside = await invoiceTo(PERSON);
      const fresh = await invoiceTo(PERSON);
      await issuedOn(expired.id, LAST_MINUTE_OF_2015);
      await issuedOn(inside.id, FIRST_MINUTE_OF_2016);
      const mails = await server.app.db.select().from(notifications).where(eq(notifications.invoiceId, expired.id));
      assert.equal(mails.length, 1, 'the invoice e-mail refers to the invoice');

      const run = await server.app.kvkkRetention.runDue(JUNE_2026, true);
      assert.equal(run.ran, true);
      assert.equal(run.counts.invoices, 1, JSON.stringify(run.counts));
      assert.equal(await status(expired.id), 404);
      assert.equal((await server.app.db.select().from(invoices).where(eq(invoices.id, expired.id))).length, 0, 'the row (buyer, TCKN, XML) is gone');
      assert.equal(await status(inside.id), 200);
      assert.equal(await status(fresh.id), 200);
      const [mail] = await server.app.db.select().from(notifications).where(eq(notifications.id, mails[0].id));
      assert.equal(mail.invoiceId, null, 'the e-mail row loses its link, not the other way round');

      const entries = await invoiceLog();
      assert.equal(entries.length, 1, JSON.stringify(entries));
      assert.equal(entries[0].method, 'Silme');
      assert.equal(entries[0].reason, 'Saklama Süresi');
      assert.equal(entries[0].count, 1);
      assert.equal(entries[0].by, 'Sistem');

      // The request by the TCKN now finds the two invoices still kept.
      const request = await registerVerified(server, admin, {
        applicantName: 'Ali Veli Yılmaz',
        name: 'Ali Veli Yılmaz',
        channel: 'Yazılı',
        receivedAt: today(),
        kind: 'Silme',
        tckn: TCKN,
      });
      const matches = await server.request('GET', `/api/kvkk/requests/${request}/matches`, { token: admin });
      assert.equal(matches.status, 200, matches.text);
      assert.deepEqual(
        (matches.body.retained[0].rows as Array<{ id: number }>).map((r) => r.id).sort((a, b) => a - b),
        [inside.id, fresh.id].sort((a, b) => a - b),
      );

      // Again in June: nothing more (the invoice of 1 January 2016 is kept to the end of 2026).
      const again = await server.app.kvkkRetention.runDue(JUNE_2026, true);
      assert.equal(again.counts.invoices ?? 0, 0, JSON.stringify(again.counts));
      assert.equal((await invoiceLog()).length, 1);

      // From 1 January 2027 (İstanbul) its 10 years have run.
      const newYear = await server.app.kvkkRetention.runDue(NEW_YEAR_2027, true);
      assert.equal(newYear.counts.invoices, 1, JSON.stringify(newYear.counts));
      assert.equal(await status(inside.id), 404);
      assert.equal(await status(fresh.id), 200);
      assert.equal((await invoiceLog()).length, 2);
    });

    it('the data inventory states the invoices’ legal period', async () => {
      const res = await fetch(`${server.url}/api/kvkk/inventory`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(res.status, 200);
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Veri Envanteri')!;
      let found = '';
      sheet.eachRow((row) => {
        if (row.getCell(1).text === 'Fatura') found = row.getCell(6).text;
      });
      assert.equal(found, '10 yıl, faturanın düzenlendiği yılın sonundan başlayarak (TTK m. 82); sonra silinir');
    });
  });
}
