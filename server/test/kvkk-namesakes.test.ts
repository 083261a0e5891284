import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { formSignatures, repairForms, systemLogs, vehicles } from '../src/db/schema/index';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { DATABASES, type TestServer } from './helpers/server';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { KVKK_APPLICATION, registerVerified } from './helpers/kvkk-application';

// Issue 41 §1: rows that match by name alone are listed apart ('yalnız ad eşleşmesi') and erased
// only when the admin ticks each one; log rows naming the person (the name typed at signing, the
// name before a correction) are reached through the links of the person's records, and a later
// request by the phone finds nothing left.

const IMAGE = asDataUrl(signaturePng());
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
type Match = { id: number; nameOnly: boolean; label: string };

for (const kind of DATABASES) {
  describe(`KVKK namesakes and log rows on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA } = cast));

    /** A driver with a vehicle, a form and a driver signature (the name typed at signing may differ). */
    async function driver(name: string, phone: string, typed = name) {
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, ownerName: name, phone });
      const made = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ değişimi'] } });
      assert.equal(made.status, 201, made.text);
      const signed = await server.request('POST', `/api/repairform/${made.body.id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: typed, image: IMAGE },
      });
      assert.equal(signed.status, 201, signed.text);
      return { vehicleId: vehicle.id as number, formId: made.body.id as number };
    }
    const silme = async (body: Record<string, unknown>) =>
      registerVerified(server, admin, { applicantName: 'Başvuran', channel: 'KEP', receivedAt: today(), kind: 'Silme', ...body });
    const vehicleName = async (id: number) => (await server.app.db.select().from(vehicles).where(eq(vehicles.id, id)))[0].ownerName;
    const form = async (id: number) => (await server.app.db.select().from(repairForms).where(eq(repairForms.id, id)))[0];
    const signature = async (formId: number) => (await server.app.db.select().from(formSignatures).where(eq(formSignatures.repairFormId, formId)))[0];

    it('lists the namesake apart as a name-only match and leaves them whole unless ticked; a ticked row alone is erased', async () => {
      const name = 'Mehmet Kayaoğlu';
      const applicant = await driver(name, '0532 610 20 30');
      const namesake = await driver(name, '0544 610 20 31');
      const id = await silme({ phone: '0532 610 20 30', name });

      const matches = await server.request('GET', `/api/kvkk/requests/${id}/matches`, { token: admin });
      assert.equal(matches.status, 200, matches.text);
      const byId = (list: Match[], wanted: number) => list.find((m) => m.id === wanted);
      assert.equal(byId(matches.body.vehicles, applicant.vehicleId)?.nameOnly, false);
      assert.equal(byId(matches.body.vehicles, namesake.vehicleId)?.nameOnly, true, 'the namesake’s vehicle is a name-only match');
      assert.equal(byId(matches.body.forms, applicant.formId)?.nameOnly, false);
      assert.equal(byId(matches.body.forms, namesake.formId)?.nameOnly, true);
      const namesakeSignature = (await signature(namesake.formId)).id;
      assert.equal(byId(matches.body.signatures, namesakeSignature)?.nameOnly, true);

      // The export gives out the applicant's records only: a name-only match may be another person's data.
      const file = await fetch(`${server.url}/api/kvkk/requests/${id}/export?format=json`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(file.status, 200);
      const data = (await file.json()) as Record<string, Array<{ id: number }>>;
      assert.deepEqual(
        data.vehicles.map((v) => v.id),
        [applicant.vehicleId],
      );
      assert.deepEqual(
        data.forms.map((f) => f.id),
        [applicant.formId],
      );
      assert.ok(Array.isArray(data.reminders) && Array.isArray(data.repairItems), 'the register’s other tables are sections too');

      // A ticked id that is not one of this request's name-only matches is refused, and nothing changes.
      const wrong = await server.request('POST', `/api/kvkk/requests/${id}/erase`, {
        token: admin,
        body: { ticked: { vehicles: [applicant.vehicleId + 100000] } },
      });
      assert.equal(wrong.status, 400, wrong.text);
      assert.equal(wrong.body.message, 'İşaretlenen kayıtlardan biri bu başvurunun yalnız ad eşleşmeleri arasında yok');
      const junk = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin, body: { ticked: { vehicles: ['x'] } } });
      assert.equal(junk.status, 400, junk.text);
      assert.equal(junk.body.message.length > 0, true);
      assert.equal(await vehicleName(applicant.vehicleId), name, 'a refused erase changes nothing');

      // Ticked: the namesake's vehicle only; their form and signature were not ticked.
      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin, body: { ticked: { vehicles: [namesake.vehicleId] } } });
      assert.equal(erased.status, 200, erased.text);
      assert.equal(await vehicleName(applicant.vehicleId), 'Anonim');
      assert.equal(await vehicleName(namesake.vehicleId), 'Anonim', 'the ticked vehicle is erased');
      const otherForm = await form(namesake.formId);
      assert.equal(otherForm.driverName, name, 'the namesake’s form, not ticked, keeps its name');
      assert.notEqual(otherForm.driverPhoneEnc, null);
      const otherSignature = await signature(namesake.formId);
      assert.equal(otherSignature.signerName, name);
      assert.ok(otherSignature.image.length > 100, 'and its signature image');
      assert.equal((await form(applicant.formId)).driverName, 'Anonim');
    });

    it('without a tick, the namesake with another phone keeps every record', async () => {
      const name = 'Ayşe Demirkol';
      const applicant = await driver(name, '0533 710 20 30');
      const namesake = await driver(name, '0545 710 20 31');
      const id = await silme({ phone: '0533 710 20 30', name });
      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin, body: { ticked: {} } });
      assert.equal(erased.status, 200, erased.text);
      assert.equal(await vehicleName(applicant.vehicleId), 'Anonim');
      assert.equal(await vehicleName(namesake.vehicleId), name);
      assert.equal((await form(namesake.formId)).driverName, name);
      assert.equal((await signature(namesake.formId)).signerName, name);
    });

    it('reaches the log rows of the name typed at signing and of the name before a correction; a later request by the phone finds nothing', async () => {
      const phone = '0534 810 20 30';
      const mine = await driver('Burak Kılıçarslan', phone, 'B. Kılıçarslan');
      // A correction of the name on an earlier request by the same phone; the log row before it names the old name.
      await server.app.systemLog.record(server.app.db, {
        action: 'Update',
        entityType: 'Vehicle',
        entityId: mine.vehicleId,
        description: 'Araç güncellendi: sürücü Burak Kılıçarslan',
      });
      const fixId = await registerVerified(server, admin, {
        applicantName: 'Burak Kılıçaslan',
        channel: 'Yazılı',
        receivedAt: today(),
        kind: 'Düzeltme',
        phone,
        name: 'Burak Kılıçarslan',
      });
      const fixed = await server.request('POST', `/api/kvkk/requests/${fixId}/correct`, { token: admin, body: { name: 'Burak Kılıçaslan' } });
      assert.equal(fixed.status, 200, fixed.text);
      assert.equal(await vehicleName(mine.vehicleId), 'Burak Kılıçaslan');

      // Erase by the phone alone.
      const id = await silme({ phone });
      const erased = await server.request('POST', `/api/kvkk/requests/${id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      const logs = await server.app.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.entityId, String(mine.formId)));
      const signing = logs.find((l) => (l.description ?? '').startsWith('Form cihazda imzalandı'));
      assert.ok(signing, 'the signing row is there');
      assert.match(signing.description ?? '', /^Form cihazda imzalandı \(Şoför: Anonim\): /);
      const vehicleLogs = await server.app.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.entityId, String(mine.vehicleId)));
      assert.ok(
        vehicleLogs.some((l) => l.description === 'Araç güncellendi: sürücü Anonim'),
        vehicleLogs.map((l) => l.description).join(' | '),
      );
      for (const word of ['Kılıçarslan', 'Kılıçaslan']) {
        const search = await server.request('POST', '/api/logs/search', { token: admin, body: { searchText: word } });
        assert.equal(search.status, 200);
        assert.equal(search.body.totalCount, 0, `${word}: ${JSON.stringify(search.body.data[0] ?? {})}`);
      }

      const later = await server.request('POST', '/api/kvkk/requests', {
        token: admin,
        body: { ...KVKK_APPLICATION, applicantName: 'Burak Kılıçaslan', channel: 'Yazılı', receivedAt: today(), kind: 'Bilgi', phone },
      });
      const after = await server.request('GET', `/api/kvkk/requests/${later.body.id}/matches`, { token: admin });
      assert.equal(after.status, 200, after.text);
      const kinds = ['vehicles', 'forms', 'signatures', 'photos', 'approvals', 'statusNotes', 'notifications', 'logs', 'repairItems', 'reminders'];
      assert.deepEqual(
        kinds.filter((k) => after.body[k].length > 0),
        [],
        'nothing of the person is left to find by the phone',
      );
    });
  });
}
