import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications, repairForms } from '../src/db/schema/index';
import { createVehicle, withMailingServer, type Tenant } from './helpers/fixtures';
import { SELLER } from './helpers/invoicing';
import { waitFor } from './helpers/notifications';
import { readPdf } from './helpers/pdf-reader';
import { DATABASES, type TestServer } from './helpers/server';
import { mailAttachments, type TestSmtp } from './helpers/smtp';

// Issue 43: the company is e-mailed the invoice's PDF and XML through the outbox, once per
// invoice (and once for its İade Faturası), in Turkish, visible in the notification history.
// What a real SMTP server on 127.0.0.1 received is read back here.

const BUYER = {
  kind: 'VKN',
  id: '9876543210',
  name: 'Kaya Lojistik A.Ş.',
  taxOffice: 'Maltepe',
  address: 'Sanayi Sok. 3 Tuzla/İstanbul',
  email: 'muhasebe@kayalojistik.com.tr',
};
const ITEMS = [{ kind: 'Parça', description: 'Silecek lastiği', quantity: 3, unit: 'adet', unitPriceKurus: 3333, vatRate: 20 }];

for (const kind of DATABASES) {
  describe(`invoice e-mail on ${kind}`, () => {
    let server: TestServer;
    let smtp: TestSmtp;
    let tenant: Tenant;
    let prefixReady = false;

    withMailingServer(kind, (cast) => ({ server, smtp, tenant } = cast));

    const finishedForm = async () => {
      if (!prefixReady) {
        const seller = await server.request('PUT', `/api/repairshop/${tenant.shopId}/seller`, {
          token: tenant.token,
          body: { ...SELLER, invoicePrefix: 'EML' },
        });
        assert.equal(seller.status, 200, seller.text);
        prefixReady = true;
      }
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const created = await server.request('POST', '/api/repairform', { token: tenant.token, body: { vehicleId: vehicle.id, descriptionLines: ['Silecek'] } });
      assert.equal(created.status, 201, created.text);
      const id = created.body.id as number;
      const put = await server.request('PUT', `/api/repairform/${id}/items`, { token: tenant.token, body: { version: 0, items: ITEMS } });
      assert.equal(put.status, 200, put.text);
      await server.app.db.update(repairForms).set({ status: 'Teslim Edildi' }).where(eq(repairForms.id, id));
      return id;
    };
    const mailsOf = (invoiceId: number) => server.app.db.select().from(notifications).where(eq(notifications.invoiceId, invoiceId));
    const sentMailOf = async (invoiceId: number) => {
      const [row] = await waitFor('the invoice e-mail to be sent', async () => {
        const rows = await mailsOf(invoiceId);
        return rows.length > 0 && rows.every((r) => r.status === 'Sent') ? rows : undefined;
      });
      const mail = smtp.received.find((received) => received.notificationId === row.id);
      assert.ok(mail, 'the SMTP server received it');
      return { row, mail };
    };

    it('e-mails the buyer the PDF and the XML once, in Turkish, listed in the history', async () => {
      const formId = await finishedForm();
      const issued = await server.request('POST', `/api/repairform/${formId}/invoice`, { token: tenant.token, body: { buyer: BUYER } });
      assert.equal(issued.status, 201, issued.text);
      const { id, number, uuid } = issued.body as { id: number; number: string; uuid: string };

      const { row, mail } = await sentMailOf(id);
      assert.deepEqual(mail.to, ['muhasebe@kayalojistik.com.tr']);
      assert.equal(row.subject, `e-Arşiv Fatura ${number} - Usta Oto Servis Ltd. Şti.`);
      for (const line of [
        'Sayın Kaya Lojistik A.Ş.,',
        `Usta Oto Servis Ltd. Şti. tarafından adınıza ${number} numaralı e-Arşiv Fatura düzenlenmiştir.`,
        `Fatura No: ${number}`,
        `ETTN: ${uuid}`,
        // 3 × 33,33 = 99,99 + KDV 20 % 20,00 = 119,99
        'Ödenecek Tutar: 119,99 ₺',
        'Faturanın PDF ve XML (UBL-TR) dosyaları bu e-postanın ekindedir.',
      ]) {
        assert.ok(row.body.split('\n').includes(line), `the body has the line "${line}"\n${row.body}`);
      }

      const files = mailAttachments(mail.raw);
      assert.deepEqual(
        files.map((file) => [file.fileName, file.contentType]),
        [
          [`${number}.pdf`, 'application/pdf'],
          [`${number}.xml`, 'application/xml'],
        ],
      );
      const xml = await server.request('GET', `/api/invoices/${id}/ubl`, { token: tenant.token });
      assert.equal(files[1].bytes.toString('utf8'), xml.text, 'the XML as issued');
      const pdfText = (await readPdf(files[0].bytes)).pages.join(' ');
      assert.ok(pdfText.includes(number) && pdfText.includes(uuid), 'the PDF is this invoice’s print');

      const history = await server.request('GET', '/api/notification?pageSize=50', { token: tenant.token });
      assert.equal(history.status, 200, history.text);
      const listed = (history.body as { id: number; subject: string; status: string }[]).find((n) => n.id === row.id);
      assert.ok(listed, 'the shop’s Tamirci sees it in the notification history');
      assert.equal(listed.subject, `e-Arşiv Fatura ${number} - Usta Oto Servis Ltd. Şti.`);
      assert.equal(listed.status, 'Sent');

      // A second try on the same form is refused, and the invoice is not mailed again.
      assert.equal((await server.request('POST', `/api/repairform/${formId}/invoice`, { token: tenant.token, body: { buyer: BUYER } })).status, 409);
      assert.equal((await mailsOf(id)).length, 1);
      assert.equal(smtp.received.filter((received) => received.notificationId === row.id).length, 1, 'delivered once');
      await assert.rejects(
        server.app.db
          .insert(notifications)
          .values({ type: 'Email', recipient: 'x@example.com', recipientMasked: 'x***', subject: 'x', body: 'x', invoiceId: id }),
        'the database refuses a second e-mail row for one invoice',
      );

      // Its İade Faturası is mailed once too, saying which invoice it returns.
      const returned = await server.request('POST', `/api/invoices/${id}/return`, { token: tenant.token });
      assert.equal(returned.status, 201, returned.text);
      const back = returned.body as { id: number; number: string };
      const sentBack = await sentMailOf(back.id);
      assert.equal(sentBack.row.subject, `İade Faturası ${back.number} - Usta Oto Servis Ltd. Şti.`);
      assert.ok(
        sentBack.row.body.includes(
          `Usta Oto Servis Ltd. Şti. tarafından ${number} numaralı faturanız için ${back.number} numaralı İade Faturası düzenlenmiştir.`,
        ),
        sentBack.row.body,
      );
      assert.ok(sentBack.row.body.split('\n').includes('İade Tutarı: 119,99 ₺'), sentBack.row.body);
      assert.deepEqual(
        mailAttachments(sentBack.mail.raw).map((file) => file.fileName),
        [`${back.number}.pdf`, `${back.number}.xml`],
      );
      assert.equal((await mailsOf(back.id)).length, 1);
    });

    it('a buyer without an e-mail gets none', async () => {
      const formId = await finishedForm();
      const issued = await server.request('POST', `/api/repairform/${formId}/invoice`, { token: tenant.token, body: { buyer: { ...BUYER, email: '' } } });
      assert.equal(issued.status, 201, issued.text);
      assert.equal((await mailsOf(issued.body.id as number)).length, 0);
    });
  });
}
