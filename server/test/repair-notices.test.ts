import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatKurus } from '@tamir/shared-api/domain';
import { createVehicle, type Tenant, withMailingServer } from './helpers/fixtures';
import { notificationById, notificationsOfForm, waitFor } from './helpers/notifications';
import { pdfAttachments, readPdf } from './helpers/pdf-reader';
import { DATABASES, type TestServer } from './helpers/server';
import { decodedText, type TestSmtp } from './helpers/smtp';

// Issue 28: the company is e-mailed, through the outbox and exactly once per event, when the
// estimate is sent, when the work is Tamamlandı and when it is Teslim Edildi, each with the
// absolute link and the PDF as it stands; the shop gets the company's answer. Read back from what a
// real SMTP server on 127.0.0.1 received.

const BASE_URL = 'https://tamir.example.com';
const LINES = [
  { kind: 'Parça', description: 'Debriyaj seti', quantity: 1, unit: 'takım', unitPriceKurus: 1_234_560, vatRate: 20 },
  { kind: 'İşçilik', description: 'Debriyaj değişimi', quantity: 2.5, unit: 'saat', unitPriceKurus: 80_000, vatRate: 20 },
];

for (const kind of DATABASES) {
  describe(`repair notices by e-mail on ${kind}`, () => {
    let smtp: TestSmtp;
    let server: TestServer;
    let shop: Tenant;

    withMailingServer(kind, (cast) => ({ server, smtp, tenant: shop } = cast), { PUBLIC_BASE_URL: BASE_URL });

    it('e-mails the estimate, Tamamlandı and Teslim Edildi once each, with the link and the PDF; the shop gets the answer', async () => {
      const vehicle = await createVehicle(server, { companyId: shop.companyId, plate: '35 TES 28', kilometer: 80_000 });
      const created = await server.request('POST', '/api/repairform', {
        token: shop.token,
        body: { vehicleId: vehicle.id, descriptionLines: ['Debriyaj kayıyor'] },
      });
      assert.equal(created.status, 201, created.text);
      const form = created.body;
      const token = form.formLinks[0].token;
      const sent = async (count: number) => {
        await waitFor(`${count} e-mails of the form to be sent`, async () => {
          const rows = await notificationsOfForm(server, form.id);
          return rows.length === count && rows.every((row) => row.status === 'Sent');
        });
        return notificationsOfForm(server, form.id);
      };
      await sent(1); // the intake's e-mail (core-journeys)

      const items = await server.request('PUT', `/api/repairform/${form.id}/items`, { token: shop.token, body: { version: 0, items: LINES } });
      assert.equal(items.status, 200, items.text);
      assert.equal((await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 1 } })).status, 200);
      await sent(2);
      assert.equal(
        (await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'approve', name: 'Ayşe Filo', version: 1 } })).status,
        200,
      );
      await sent(3);
      assert.equal((await server.request('PUT', `/api/repairform/${form.id}/status`, { token: shop.token, body: { status: 'İşlemde' } })).status, 200);
      assert.equal((await server.request('PUT', `/api/repairform/${form.id}/status`, { token: shop.token, body: { status: 'Tamamlandı' } })).status, 200);
      await sent(4);
      const delivered = await server.request('PUT', `/api/repairform/${form.id}/status`, {
        token: shop.token,
        body: { status: 'Teslim Edildi', deliveryKilometer: 80_250 },
      });
      assert.equal(delivered.status, 200, delivered.text);
      const rows = await sent(5);
      // Give a stray duplicate the time to show up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal((await notificationsOfForm(server, form.id)).length, 5, 'no further e-mail');

      const mailOf = async (subjectStart: string) => {
        const matching = rows.filter((row) => row.subject.startsWith(subjectStart));
        assert.equal(matching.length, 1, `one "${subjectStart}" notification`);
        const [row] = matching;
        assert.match(row.subject, new RegExp(`${form.formNumber} - 35 TES 28$`), 'the subject names the form and the plate');
        const mails = smtp.received.filter((mail) => mail.notificationId === row.id);
        assert.equal(mails.length, 1, `"${subjectStart}" arrived once`);
        return { row, mail: mails[0], text: decodedText(mails[0].raw) };
      };
      const total = formatKurus(items.body.totalKurus);

      const estimate = await mailOf('Tamir teklifi');
      assert.deepEqual(estimate.mail.to, ['filo@firma.com']);
      assert.ok(estimate.text.includes(`${BASE_URL}/forms/view/${token}`), 'the absolute link');
      assert.ok(estimate.text.includes(`Genel Toplam: ${total}`), 'the grand total');
      assert.ok(estimate.text.includes('Debriyaj değişimi'), 'the lines');
      const [pdf] = pdfAttachments(estimate.mail.raw);
      assert.ok(pdf, 'the PDF attached');
      const printed = (await readPdf(pdf.bytes)).pages.join(' ');
      for (const expected of ['Parça ve İşçilik', 'Debriyaj seti', `Genel Toplam: ${total}`])
        assert.ok(printed.includes(expected), `the PDF shows "${expected}"`);

      const answer = await mailOf('Teklif onaylandı');
      assert.deepEqual(answer.mail.to, ['atolye@example.com'], 'the shop is told');
      assert.ok(answer.text.includes('Ayşe Filo'));

      const completed = await mailOf('Aracınız teslime hazır');
      assert.ok(completed.text.includes(`${BASE_URL}/forms/view/`));
      assert.equal(pdfAttachments(completed.mail.raw).length, 1);

      const handedOver = await mailOf('Aracınız teslim edildi');
      assert.ok(handedOver.text.includes('Teslim Kilometresi: 80.250 km'));
      assert.equal(pdfAttachments(handedOver.mail.raw).length, 1);

      const history = await server.request('GET', `/api/notification?pageSize=50`, { token: shop.token });
      assert.equal(history.status, 200, history.text);
      const ofForm = history.body.filter((row: { repairFormNumber?: string }) => row.repairFormNumber === form.formNumber);
      assert.equal(ofForm.length, 5, 'the notification history lists each with its form');
      assert.ok(
        ofForm.every((row: { vehiclePlateNumber?: string }) => row.vehiclePlateNumber === '35TES28'),
        'and its plate',
      );
      assert.equal((await notificationById(server, estimate.row.id)).status, 'Sent');
    });
  });
}
