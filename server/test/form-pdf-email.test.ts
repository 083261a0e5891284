import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTenant, createVehicle, withMailingServer } from './helpers/fixtures';
import { notificationById, notificationsOfForm, queueEmail, waitFor } from './helpers/notifications';
import { pdfAttachments, qrCodeOfFirstPage, readPdf } from './helpers/pdf-reader';
import { DATABASES, type TestServer } from './helpers/server';
import { type TestSmtp } from './helpers/smtp';

// Issue 14: the e-mail the company receives for a form carries the form's PDF, rendered when the
// e-mail is sent, read back here from what a real SMTP server on 127.0.0.1 received.

const BASE_URL = 'https://tamir.example.com';
const LINES = ['Sağ arka lastik inik, jant çizik', 'Klima soğutmuyor; kompresör ötüyor (ğüşıöç ĞÜŞİÖÇ)'];

for (const kind of DATABASES) {
  describe(`form e-mail with its PDF on ${kind}`, () => {
    let smtp: TestSmtp;
    let server: TestServer;
    let tenant: Awaited<ReturnType<typeof createTenant>>;

    withMailingServer(kind, (cast) => ({ server, smtp, tenant } = cast), { PUBLIC_BASE_URL: BASE_URL });

    it('attaches the PDF of the form, with its contents and the QR code of its public page', async () => {
      const vehicle = await createVehicle(server, { companyId: tenant.companyId, plate: '06 PDF 42', ownerName: 'Zeynep Işık' });
      const created = await server.request('POST', '/api/repairform', {
        token: tenant.token,
        body: { vehicleId: vehicle.id, descriptionLines: LINES, partsUsed: '' },
      });
      assert.equal(created.status, 201, created.text);
      const form = created.body;
      const [queued] = await notificationsOfForm(server, form.id);
      await waitFor('the form e-mail to be sent', async () => (await notificationById(server, queued.id)).status === 'Sent');

      const mail = smtp.received.find((received) => received.notificationId === queued.id);
      assert.ok(mail, 'the e-mail arrived');
      assert.match(mail.raw, /^Content-Type: multipart\/mixed/im);
      const attachments = pdfAttachments(mail.raw);
      assert.equal(attachments.length, 1, 'one PDF attached');
      const [attachment] = attachments;
      assert.equal(attachment.fileName, `tamir-formu-${form.formNumber}.pdf`);
      assert.equal(attachment.bytes.toString('latin1', 0, 5), '%PDF-');

      const pdf = await readPdf(attachment.bytes);
      const text = pdf.pages.join(' ');
      for (const expected of [
        `Form No: ${form.formNumber}`,
        '06 PDF 42',
        form.vehicle.companyName,
        'Zeynep Işık',
        ...LINES.map((line, index) => `${index + 1}. ${line}`),
      ]) {
        assert.ok(text.includes(expected), `the attached PDF shows "${expected}"`);
      }
      const publicPage = `${BASE_URL}/forms/view/${form.formLinks[0].token}`;
      assert.ok(text.includes(publicPage), 'the absolute link in its footer');
      assert.equal(await qrCodeOfFirstPage(attachment.bytes), publicPage, 'its QR code opens the public page');
      assert.equal((await notificationById(server, queued.id)).body.includes('%PDF'), false, 'the outbox row keeps the text only');
    });

    it('sends e-mails that are not about a form without an attachment', async () => {
      const id = await queueEmail(server, { recipient: 'bilgi@example.com', subject: 'Deneme', body: 'Forma bağlı olmayan e-posta' });
      server.app.notificationOutbox.notifyQueued();
      await waitFor('the e-mail to be sent', async () => (await notificationById(server, id)).status === 'Sent');
      const mail = smtp.received.find((received) => received.notificationId === id);
      assert.ok(mail);
      assert.deepEqual(pdfAttachments(mail.raw), []);
    });
  });
}
