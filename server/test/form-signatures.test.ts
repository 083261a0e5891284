import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { LIMITS, MSG } from '@tamir/shared-api/domain';
import { formSignatures, repairForms, systemLogs } from '../src/db/schema/index';
import { countRows, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { asDataUrl, encodePng, signaturePng } from './helpers/signature-png';
import { ADMIN, DATABASES, type TestServer } from './helpers/server';

// Issue 14, "Signature on the device": stored with who, when and from which session, returned to
// the form's owners and on the public page, one per role, and a signed form no longer changes.

const IMAGE = asDataUrl(signaturePng());
const sessionOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string; jti: string };

for (const kind of DATABASES) {
  describe(`form signatures on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    const newForm = async (tenant: Tenant) => {
      const vehicle = await createVehicle(server, { companyId: tenant.companyId, ownerName: 'Hasan Şoför' });
      const reply = await server.request('POST', '/api/repairform', { token: tenant.token, body: { vehicleId: vehicle.id, descriptionLines: ['Fren sesi'] } });
      assert.equal(reply.status, 201, reply.text);
      return reply.body as { id: number; formNumber: string; formLinks: Array<{ token: string }> };
    };
    const sign = (token: string, id: number, body: Record<string, unknown>) => server.request('POST', `/api/repairform/${id}/signatures`, { token, body });
    const signaturesStored = () => countRows(server, 'form_signatures');

    it('stores a signature with its name, time, session and user, and shows it on the form and the public page', async () => {
      const form = await newForm(shopA);
      const before = Date.now();
      const signed = await sign(shopA.token, form.id, { role: 'driver', signerName: '  Hasan Şoför  ', image: IMAGE });
      assert.equal(signed.status, 201, signed.text);
      assert.equal(signed.body.id, form.id);
      assert.equal(signed.body.signatures.length, 1);
      const [driver] = signed.body.signatures;
      assert.deepEqual(
        { ...driver, signedAt: undefined },
        { role: 'driver', signerName: 'Hasan Şoför', image: IMAGE, signedAt: undefined, noticeVersion: 1, noticeOf: 'portal' },
      );
      assert.ok(Date.parse(driver.signedAt) >= before - 1000 && Date.parse(driver.signedAt) <= Date.now() + 1000, driver.signedAt);

      const [row] = await server.app.db.select().from(formSignatures).where(eq(formSignatures.repairFormId, form.id));
      assert.equal(row.sessionId, sessionOf(shopA.token).jti, 'the session it was signed from');
      assert.equal(row.userId, shopA.user.id);
      assert.equal(row.signedAt.toISOString(), driver.signedAt);

      const second = await sign(shopA.token, form.id, { role: 'authorized', signerName: 'Ali Usta', image: asDataUrl(signaturePng({ seed: 2 })) });
      assert.equal(second.status, 201, second.text);
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.equal(detail.status, 200);
      assert.deepEqual(
        detail.body.signatures.map((s: { role: string; signerName: string }) => [s.role, s.signerName]),
        [
          ['driver', 'Hasan Şoför'],
          ['authorized', 'Ali Usta'],
        ],
      );
      assert.equal(detail.body.signatures[0].image, IMAGE);

      const open = await server.request('GET', `/api/repairform/public/${form.formLinks[0].token}`);
      assert.equal(open.status, 200);
      assert.deepEqual(open.body.signatures, detail.body.signatures);

      const logged = await server.app.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.entityId, String(form.id)));
      assert.ok(
        logged.some((log) => log.entityType === 'RepairForm' && log.description?.includes('imzalandı (Şoför: Hasan Şoför)')),
        'the signature is in the system log',
      );
    });

    it('answers an unsigned form with no signatures', async () => {
      const form = await newForm(shopA);
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.deepEqual(detail.body.signatures, []);
      assert.deepEqual((await server.request('GET', `/api/repairform/public/${form.formLinks[0].token}`)).body.signatures, []);
    });

    it('refuses a second signature for a role already signed, and keeps the first', async () => {
      const form = await newForm(shopA);
      assert.equal((await sign(shopA.token, form.id, { role: 'driver', signerName: 'İlk İmza', image: IMAGE })).status, 201);
      const again = await sign(admin, form.id, { role: 'driver', signerName: 'İkinci İmza', image: IMAGE });
      assert.equal(again.status, 409);
      assert.deepEqual(again.body, { message: MSG.formAlreadySigned });
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.deepEqual(
        detail.body.signatures.map((s: { signerName: string }) => s.signerName),
        ['İlk İmza'],
      );
    });

    it('takes one of two signatures of one role sent at once', async () => {
      const form = await newForm(shopA);
      const answers = await Promise.all(
        ['A', 'B'].map((name) => sign(shopA.token, form.id, { role: 'authorized', signerName: `Yetkili ${name}`, image: IMAGE })),
      );
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409]);
      const rows = await server.app.db.select().from(formSignatures).where(eq(formSignatures.repairFormId, form.id));
      assert.equal(rows.length, 1);
    });

    it('refuses a bad name, role or image with a Turkish text per field, and saves nothing', async () => {
      const form = await newForm(shopA);
      const before = await signaturesStored();
      const tooBig = asDataUrl(Buffer.concat([signaturePng(), Buffer.alloc(LIMITS.signature.imageBytes)]));
      const notPng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ role: 'driver', signerName: '', image: IMAGE }, { signerName: [MSG.signerNameRequired] }],
        [{ role: 'driver', signerName: '   ', image: IMAGE }, { signerName: [MSG.signerNameRequired] }],
        [{ role: 'driver', signerName: '\u200b', image: IMAGE }, { signerName: [MSG.signerNameRequired] }],
        [{ role: 'driver', signerName: 'x'.repeat(LIMITS.signature.signerName + 1), image: IMAGE }, { signerName: [MSG.signerNameMax] }],
        [{ role: 'driver', signerName: 42, image: IMAGE }, { signerName: [MSG.invalidValue] }],
        [{ role: 'customer', signerName: 'Ad Soyad', image: IMAGE }, { role: [MSG.signatureRoleInvalid] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: '' }, { image: [MSG.signatureImageRequired] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: IMAGE.replace('image/png', 'image/jpeg') }, { image: [MSG.signatureImageInvalid] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: IMAGE.replace(';base64,', ';base64, ') }, { image: [MSG.signatureImageInvalid] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: `${IMAGE.slice(0, -4)}!!!!` }, { image: [MSG.signatureImageInvalid] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: notPng }, { image: [MSG.signatureImageInvalid] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: '<svg onload="alert(1)">' }, { image: [MSG.signatureImageInvalid] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: tooBig }, { image: [MSG.signatureImageTooLarge] }],
        [{ role: 'driver', signerName: 'Ad Soyad', image: { src: IMAGE } }, { image: [MSG.signatureImageInvalid] }],
      ];
      for (const [body, errors] of cases) {
        const reply = await sign(shopA.token, form.id, body);
        assert.equal(reply.status, 400, `${JSON.stringify(body).slice(0, 120)}: ${reply.text.slice(0, 200)}`);
        assert.deepEqual(reply.body.errors, errors, JSON.stringify(body).slice(0, 120));
        assert.equal(typeof reply.body.message, 'string');
      }
      const missing = await sign(shopA.token, form.id, {});
      assert.equal(missing.status, 400);
      assert.deepEqual(Object.keys(missing.body.errors).sort(), ['image', 'role', 'signerName']);
      // Just under the limit passes the size rule (and is a PNG), so the bound is exactly 200 KB.
      const exactly = encodePng(1, 1, new Uint8Array(4));
      const padded = Buffer.concat([exactly, Buffer.alloc(LIMITS.signature.imageBytes - exactly.length)]);
      assert.equal(padded.length, LIMITS.signature.imageBytes);

      assert.equal(await signaturesStored(), before, 'nothing saved');
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.deepEqual(detail.body.signatures, []);
      const accepted = await sign(shopA.token, form.id, { role: 'driver', signerName: 'Ad Soyad', image: asDataUrl(padded) });
      assert.equal(accepted.status, 201, 'a PNG of exactly 200 KB is accepted');
    });

    it('hides another shop’s form (404) and needs a session (401); an Admin signs any form', async () => {
      const form = await newForm(shopA);
      const before = await signaturesStored();
      const other = await sign(shopB.token, form.id, { role: 'driver', signerName: 'Başka Tamirhane', image: IMAGE });
      assert.equal(other.status, 404);
      assert.deepEqual(other.body, { message: MSG.formNotFound });
      const anonymous = await sign('', form.id, { role: 'driver', signerName: 'Kimse', image: IMAGE });
      assert.equal(anonymous.status, 401);
      assert.equal((await sign(shopA.token, 999999999, { role: 'driver', signerName: 'Yok', image: IMAGE })).status, 404);
      assert.equal(await signaturesStored(), before);

      const byAdmin = await sign(admin, form.id, { role: 'authorized', signerName: 'Yönetici Yetkili', image: IMAGE });
      assert.equal(byAdmin.status, 201, byAdmin.text);
    });

    it('freezes a signed form: its delete is refused with a Turkish text, links and e-mail still work', async () => {
      const form = await newForm(shopA);
      assert.equal((await sign(shopA.token, form.id, { role: 'driver', signerName: 'Hasan Şoför', image: IMAGE })).status, 201);
      const snapshot = async () => JSON.stringify(await server.app.db.select().from(repairForms).where(eq(repairForms.id, form.id)));
      const stored = await snapshot();

      // Every path that changes a form's content: today its delete (there is no form update).
      for (const token of [shopA.token, admin]) {
        const removed = await server.request('DELETE', `/api/repairform/${form.id}`, { token });
        assert.equal(removed.status, 409);
        assert.deepEqual(removed.body, { message: MSG.signedFormLocked });
      }
      assert.equal(await snapshot(), stored, 'the form is unchanged');
      assert.equal((await server.request('GET', `/api/repairform/${form.id}`, { token: shopA.token })).body.signatures.length, 1);

      const link = await server.request('POST', `/api/repairform/${form.id}/link`, { token: shopA.token, body: { validityDays: 7 } });
      assert.equal(link.status, 201, 'a new link for a signed form');
      const sent = await server.request('POST', `/api/repairform/${form.id}/send`, {
        token: shopA.token,
        body: { email: 'imzali@example.com', phone: null, sendEmail: true, sendSms: false },
      });
      assert.equal(sent.status, 200, sent.text);
      const second = await sign(shopA.token, form.id, { role: 'authorized', signerName: 'Ali Usta', image: IMAGE });
      assert.equal(second.status, 201, 'the other party still signs');
    });

    it('lets a delete and a signature sent at once end one way only', async () => {
      for (let round = 0; round < 3; round++) {
        const form = await newForm(shopA);
        const [signed, removed] = await Promise.all([
          sign(shopA.token, form.id, { role: 'driver', signerName: 'Yarışan Şoför', image: IMAGE }),
          server.request('DELETE', `/api/repairform/${form.id}`, { token: shopA.token }),
        ]);
        const outcome = `${signed.status}/${removed.status}`;
        assert.ok(['201/409', '404/200'].includes(outcome), `sign/delete answered ${outcome}`);
        const rows = await server.app.db.select().from(repairForms).where(eq(repairForms.id, form.id));
        assert.equal(rows.length, signed.status === 201 ? 1 : 0);
      }
    });

    it('still deletes an unsigned form', async () => {
      const form = await newForm(shopA);
      const removed = await server.request('DELETE', `/api/repairform/${form.id}`, { token: shopA.token });
      assert.equal(removed.status, 200);
    });
  });

  describe(`form signatures in a backup on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA } = cast));

    it('come back with a restore as they were at the backup, and the restored form stays frozen', async () => {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const form = (await server.request('POST', '/api/repairform', { token: admin, body: { vehicleId: vehicle.id, descriptionLines: ['Yedekte imza'] } }))
        .body;
      const sign = (token: string, role: string, signerName: string) =>
        server.request('POST', `/api/repairform/${form.id}/signatures`, { token, body: { role, signerName, image: IMAGE } });
      assert.equal((await sign(admin, 'driver', 'Yedek Şoför')).status, 201);
      const taken = await server.request('POST', '/api/settings/backup', { token: admin, body: { description: 'İmzalı form' } });
      assert.equal(taken.status, 201, taken.text);
      assert.equal((await sign(admin, 'authorized', 'Sonraki Yetkili')).status, 201);

      const restored = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: taken.body.fileName } });
      assert.equal(restored.status, 200, restored.text);
      admin = await server.login(ADMIN.username, ADMIN.password);
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: admin });
      assert.deepEqual(
        detail.body.signatures.map((s: { role: string; signerName: string; image: string }) => [s.role, s.signerName, s.image === IMAGE]),
        [['driver', 'Yedek Şoför', true]],
      );
      const removed = await server.request('DELETE', `/api/repairform/${form.id}`, { token: admin });
      assert.deepEqual([removed.status, removed.body.message], [409, MSG.signedFormLocked]);
      // The restored table takes writes: its identity carries on and its unique index holds.
      assert.equal((await sign(admin, 'authorized', 'Yeni Yetkili')).status, 201);
      assert.equal((await sign(admin, 'authorized', 'Bir Daha')).status, 409);
    });
  });
}
