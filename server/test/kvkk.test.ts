import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { KVKK_ANONYMOUS, KVKK_DEFAULT_NOTICE, KVKK_REDACTED, KVKK_RETENTION_DEFAULTS, MSG } from '@tamir/shared-api/domain';
import { formPhotos, formSignatures, kvkkDestructionLog, notifications, repairForms, vehicles } from '../src/db/schema/index';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { jpegPhoto, photoForm } from './helpers/photo-images';
import { readPdf } from './helpers/pdf-reader';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 30 (KVKK), the API part of "Tests that must exist": a driver found by phone, exported,
// erased everywhere (public page, PDF, log search), erasure surviving a restore, retention with
// its destruction log, the notice version on a signature, and the KVKK tab's bounds.

const IMAGE = asDataUrl(signaturePng());
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

for (const kind of DATABASES) {
  describe(`KVKK on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA } = cast));

    let seq = 0;
    /** A driver with a vehicle, a form made by the shop (its company e-mail queued), a driver signature and a photo. */
    async function driverWithForm() {
      seq++;
      const name = `Kvkk Sürücü${seq} Yıldırım`;
      const phone = `0533 ${String(100 + seq).padStart(3, '0')} ${String(10 + seq).padStart(2, '0')} 77`;
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, ownerName: name, phone });
      const made = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Fren sesi'] } });
      assert.equal(made.status, 201, made.text);
      const form = made.body as { id: number; formNumber: string; formLinks: Array<{ token: string }> };
      const signed = await server.request('POST', `/api/repairform/${form.id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: name, image: IMAGE },
      });
      assert.equal(signed.status, 201, signed.text);
      const photo = await server.request('POST', `/api/repairform/${form.id}/photos`, { token: shopA.token, body: photoForm(await jpegPhoto(400, 300)) });
      assert.equal(photo.status, 201, photo.text);
      // The shop's change to the vehicle names the driver in the log.
      await server.app.systemLog.record(server.app.db, {
        action: 'Update',
        entityType: 'Vehicle',
        entityId: vehicle.id,
        description: `Araç güncellendi: sürücü ${name}`,
      });
      return { name, phone, vehicle, form };
    }

    /** What the Başvuru Tebliği asks of every request (issue 41 §2), unless a test gives its own. */
    const APPLICATION = { tckn: '10000000146', noticeAddress: 'Atatürk Cad. No: 1, Kadıköy/İstanbul', subject: 'Hakkımdaki kişisel veriler' };
    const register = async (body: Record<string, unknown>, token = admin) =>
      server.request('POST', '/api/kvkk/requests', { token, body: { ...APPLICATION, ...body } });
    /** Records the applicant's identity as checked (before an export, correction or erase). */
    const verify = async (id: number) => {
      const reply = await server.request('POST', `/api/kvkk/requests/${id}/verify`, { token: admin, body: { method: 'Kimlik belgesi ile yüz yüze' } });
      assert.equal(reply.status, 200, reply.text);
    };
    const fileOf = async (path: string, token = admin) => {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
    };

    it('finds a driver by phone: vehicle, forms, notifications and signature; the export (JSON and PDF) holds them', async () => {
      const { name, phone, vehicle, form } = await driverWithForm();
      const created = await register({ applicantName: name, channel: 'Kayıtlı E-posta', receivedAt: today(), kind: 'Bilgi', phone });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.body.state, 'Açık');
      assert.equal(created.body.phoneMasked, '*******' + phone.replace(/\D/g, '').slice(-4));
      assert.equal(created.body.overdue, false);

      const matches = await server.request('GET', `/api/kvkk/requests/${created.body.id}/matches`, { token: admin });
      assert.equal(matches.status, 200, matches.text);
      assert.deepEqual(
        matches.body.vehicles.map((v: { id: number }) => v.id),
        [vehicle.id],
      );
      assert.deepEqual(matches.body.vehicles[0].matched, ['Sürücü telefonu']);
      assert.deepEqual(
        matches.body.forms.map((f: { id: number }) => f.id),
        [form.id],
      );
      assert.ok(matches.body.forms[0].matched.includes('Sürücü telefonu'));
      assert.equal(matches.body.signatures.length, 1);
      assert.equal(matches.body.signatures[0].repairFormId, form.id);
      assert.equal(matches.body.photos.length, 1);
      assert.ok(matches.body.notifications.length >= 1, 'the form’s e-mail to the company');
      assert.ok(matches.body.notifications.every((n: { repairFormId: number }) => n.repairFormId === form.id));
      assert.ok(
        matches.body.logs.some((l: { label: string }) => l.label.includes(name)),
        'the log row naming the driver',
      );

      await verify(created.body.id);
      const json = await fileOf(`/api/kvkk/requests/${created.body.id}/export?format=json`);
      assert.equal(json.status, 200);
      assert.match(json.headers.get('content-disposition') ?? '', /kvkk-basvuru-\d+\.json/);
      const data = JSON.parse(json.bytes.toString('utf8'));
      assert.equal(data.vehicles[0].driverName, name);
      assert.equal(data.vehicles[0].driverPhone.replace(/\D/g, ''), phone.replace(/\D/g, ''));
      assert.equal(data.forms[0].formNumber, form.formNumber);
      assert.equal(data.signatures[0].image, IMAGE);
      assert.equal(data.signatures[0].noticeVersion, 1);
      assert.ok(data.notifications.length >= 1);

      const pdf = await fileOf(`/api/kvkk/requests/${created.body.id}/export?format=pdf`);
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      const text = (await readPdf(pdf.bytes)).pages.join(' ');
      assert.ok(text.includes(form.formNumber) && text.includes(name), text.slice(0, 400));

      const bad = await server.request('GET', `/api/kvkk/requests/${created.body.id}/export?format=docx`, { token: admin });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, MSG.kvkkExportFormatInvalid);
    });

    it('erases: every record anonymised, photos gone, the destruction log written; the public page, the PDF and the log search show nothing of the person', async () => {
      const { name, phone, vehicle, form } = await driverWithForm();
      const info = await register({ applicantName: name, channel: 'Yazılı', receivedAt: today(), kind: 'Bilgi', phone });
      const refused = await server.request('POST', `/api/kvkk/requests/${info.body.id}/erase`, { token: admin });
      assert.equal(refused.status, 400, 'a Bilgi request does not erase');
      const request = await register({ applicantName: name, channel: 'KEP', receivedAt: today(), kind: 'Silme', phone, name });
      await verify(request.body.id);
      const erased = await server.request('POST', `/api/kvkk/requests/${request.body.id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      assert.equal(erased.body.request.state, 'Açık', 'open until answered (issue 41 §2: the answer stops the clock)');
      assert.ok(erased.body.request.erasedAt);
      assert.ok(erased.body.counts.vehicles >= 1 && erased.body.counts.forms >= 1 && erased.body.counts.signatures === 1 && erased.body.counts.photos === 1);

      const db = server.app.db;
      const [v] = await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      assert.equal(v.ownerName, KVKK_ANONYMOUS);
      assert.equal(server.app.fieldCrypto.decrypt(v.driverPhoneEnc), '');
      const [f] = await db.select().from(repairForms).where(eq(repairForms.id, form.id));
      assert.equal(f.driverName, KVKK_ANONYMOUS);
      assert.equal(f.customerName, KVKK_ANONYMOUS);
      assert.equal(f.driverPhoneEnc, null);
      assert.equal(f.customerPhoneEnc, null);
      assert.ok(!f.searchText.includes('kvkk surucu'), f.searchText);
      const [s] = await db.select().from(formSignatures).where(eq(formSignatures.repairFormId, form.id));
      assert.equal(s.image, '');
      assert.equal(s.signerName, KVKK_ANONYMOUS);
      assert.equal((await db.select().from(formPhotos).where(eq(formPhotos.repairFormId, form.id))).length, 0);
      // The Art. 11/1-f notice queued to the company names no person; every other message of the form is redacted.
      for (const n of await db.select().from(notifications).where(eq(notifications.repairFormId, form.id)))
        if (n.subject !== 'KVKK m. 11/1-f bildirimi: kişisel verilerde düzeltme/silme') assert.equal(n.body, KVKK_REDACTED);
        else assert.ok(!n.body.includes(name));

      const log = await server.request('GET', `/api/kvkk/destruction-log?requestId=${request.body.id}`, { token: admin });
      assert.equal(log.status, 200);
      const categories = log.body.map((e: { category: string }) => e.category).sort();
      for (const c of ['forms', 'photos', 'signatures', 'vehicles']) assert.ok(categories.includes(c), categories.join());
      assert.ok(log.body.every((e: { by: string; reason: string }) => e.by === 'admin' && e.reason === 'Başvuru'));
      assert.equal(log.body.find((e: { category: string }) => e.category === 'photos').method, 'Silme');

      // Afterwards: nothing of the person anywhere.
      const page = await fetch(`${server.url}/api/repairform/public/${form.formLinks[0].token}`);
      const pageText = await page.text();
      assert.ok(!pageText.includes(name), 'public form answer');
      const pdf = await fileOf(`/api/repairform/${form.id}/pdf`);
      assert.equal(pdf.status, 200);
      const pdfText = (await readPdf(pdf.bytes)).pages.join(' ');
      assert.ok(!pdfText.includes(name) && !pdfText.includes('Yıldırım'), 'form PDF');
      assert.ok(pdfText.includes('/kvkk'), 'the PDF carries the short notice with the /kvkk address');
      const search = await server.request('POST', '/api/logs/search', { token: admin, body: { searchText: name } });
      assert.equal(search.status, 200);
      assert.equal(search.body.totalCount, 0, JSON.stringify(search.body.data[0] ?? {}));
      const again = await server.request('GET', `/api/kvkk/requests/${info.body.id}/matches`, { token: admin });
      assert.equal(again.body.vehicles.length + again.body.forms.length + again.body.signatures.length, 0, 'the phone finds nothing any more');
      const twice = await server.request('POST', `/api/kvkk/requests/${request.body.id}/erase`, { token: admin });
      assert.equal(twice.status, 409);
    });

    it('erases only the applicant tied by phone: a namesake with another phone keeps every record (issue 41 §1)', async () => {
      const applicant = await driverWithForm();
      const name = applicant.name;
      // A second person with the same name and another phone, with their own vehicle, form, signature and log row.
      const vehicle = await createVehicle(server, { companyId: shopA.companyId, ownerName: name, phone: '0544 900 11 22' });
      const made = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Yağ değişimi'] } });
      assert.equal(made.status, 201, made.text);
      const signed = await server.request('POST', `/api/repairform/${made.body.id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: name, image: IMAGE },
      });
      assert.equal(signed.status, 201, signed.text);
      await server.app.systemLog.record(server.app.db, {
        action: 'Update',
        entityType: 'Vehicle',
        entityId: vehicle.id,
        description: `Araç güncellendi: sürücü ${name}`,
      });

      const request = await register({ applicantName: name, channel: 'KEP', receivedAt: today(), kind: 'Silme', phone: applicant.phone, name });
      assert.equal(request.status, 201, request.text);
      await verify(request.body.id);
      const erased = await server.request('POST', `/api/kvkk/requests/${request.body.id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);

      const db = server.app.db;
      const [mine] = await db.select().from(vehicles).where(eq(vehicles.id, applicant.vehicle.id));
      assert.equal(mine.ownerName, 'Anonim');
      const [other] = await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      assert.equal(other.ownerName, name, 'the namesake’s vehicle keeps its name');
      assert.equal(server.app.fieldCrypto.decrypt(other.driverPhoneEnc), '05449001122');
      const [form] = await db.select().from(repairForms).where(eq(repairForms.id, made.body.id));
      assert.equal(form.driverName, name);
      assert.equal(form.customerName, name);
      assert.notEqual(form.driverPhoneEnc, null);
      const [signature] = await db.select().from(formSignatures).where(eq(formSignatures.repairFormId, made.body.id));
      assert.equal(signature.signerName, name);
      assert.ok(signature.image.length > 100, 'the namesake’s signature image is kept');
      const search = await server.request('POST', '/api/logs/search', { token: admin, body: { searchText: name } });
      assert.equal(search.status, 200);
      assert.ok(search.body.totalCount >= 1, 'the namesake’s log rows keep the name');
    });

    it('corrects a name and a phone everywhere they appear', async () => {
      const { name, phone, vehicle, form } = await driverWithForm();
      const request = await register({ applicantName: name, channel: 'Başvuru Formu', receivedAt: today(), kind: 'Düzeltme', phone, name });
      await verify(request.body.id);
      const empty = await server.request('POST', `/api/kvkk/requests/${request.body.id}/correct`, { token: admin, body: {} });
      assert.equal(empty.status, 400);
      const fixed = await server.request('POST', `/api/kvkk/requests/${request.body.id}/correct`, {
        token: admin,
        body: { name: 'Doğru Ad Soyad', phone: '0544 999 88 77' },
      });
      assert.equal(fixed.status, 200, fixed.text);
      const [v] = await server.app.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      assert.equal(v.ownerName, 'Doğru Ad Soyad');
      assert.equal(server.app.fieldCrypto.decrypt(v.driverPhoneEnc), '05449998877');
      const [f] = await server.app.db.select().from(repairForms).where(eq(repairForms.id, form.id));
      assert.equal(f.driverName, 'Doğru Ad Soyad');
      assert.equal(server.app.fieldCrypto.decrypt(f.driverPhoneEnc!), '05449998877');
    });

    it('retention anonymises and deletes what is past its period and writes the destruction log, once a day', async () => {
      const { vehicle } = await driverWithForm();
      const old = new Date(Date.now() - (KVKK_RETENTION_DEFAULTS.forms + 5) * 86_400_000);
      const made = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['Eski iş'] } });
      await server.app.db.update(repairForms).set({ createdAt: old }).where(eq(repairForms.id, made.body.id));
      await server.app.db.update(notifications).set({ createdAt: old, status: 'Sent' }).where(eq(notifications.repairFormId, made.body.id));
      const run = await server.app.kvkkRetention.runDue(new Date(), true);
      assert.equal(run.ran, true);
      assert.ok((run.counts.forms ?? 0) >= 1 && (run.counts.notifications ?? 0) >= 1, JSON.stringify(run.counts));
      const [f] = await server.app.db.select().from(repairForms).where(eq(repairForms.id, made.body.id));
      assert.equal(f.driverName, KVKK_ANONYMOUS);
      assert.equal(f.customerPhoneEnc, null);
      assert.equal((await server.app.db.select().from(notifications).where(eq(notifications.repairFormId, made.body.id))).length, 0);
      const log = await server.request('GET', '/api/kvkk/destruction-log?pageSize=200', { token: admin });
      const retention = log.body.filter((e: { reason: string }) => e.reason === 'Saklama Süresi');
      assert.ok(
        retention.some((e: { category: string; by: string; count: number }) => e.category === 'forms' && e.by === 'Sistem' && e.count >= 1),
        JSON.stringify(retention),
      );
      assert.equal((await server.app.kvkkRetention.runDue(new Date())).ran, false, 'not due again within the day');
      const xlsx = await fileOf('/api/kvkk/destruction-log/export?format=xlsx');
      assert.equal(xlsx.status, 200);
      assert.equal(xlsx.bytes.subarray(0, 2).toString(), 'PK');
      const csv = await fileOf('/api/kvkk/destruction-log/export?format=csv');
      assert.match(csv.bytes.toString('utf8'), /Saklama Süresi/);
      const inventory = await fileOf('/api/kvkk/inventory');
      assert.equal(inventory.status, 200);
      assert.equal(inventory.bytes.subarray(0, 2).toString(), 'PK');
    });

    it('records the notice version shown with a signature; a new text is a new version and the old one is kept', async () => {
      const settings = await server.request('GET', '/api/settings/kvkk', { token: admin });
      assert.equal(settings.status, 200);
      assert.equal(settings.body.noticeText, KVKK_DEFAULT_NOTICE);
      const body = {
        controllerTitle: 'Usta Oto Servis Ltd. Şti.',
        address: 'Sanayi Sitesi 1. Blok No: 5, İstanbul',
        email: 'kvkk@ustaoto.com.tr',
        kepAddress: 'ustaoto@hs01.kep.tr',
        noticeText: `${KVKK_DEFAULT_NOTICE}\n\nEk: güncel sürüm.`,
        retention: { ...KVKK_RETENTION_DEFAULTS, photos: 400 },
      };
      const saved = await server.request('PUT', '/api/settings/kvkk', { token: admin, body });
      assert.equal(saved.status, 200, saved.text);
      const version = saved.body.noticeVersion as number;
      assert.equal(version, settings.body.noticeVersion + 1);
      assert.equal(saved.body.retention.photos, 400);
      const same = await server.request('PUT', '/api/settings/kvkk', { token: admin, body });
      assert.equal(same.body.noticeVersion, version, 'the same text is not a new version');
      const versions = await server.request('GET', '/api/settings/kvkk/notice-versions', { token: admin });
      assert.deepEqual(versions.body.map((v: { version: number }) => v.version).slice(0, 2), [version, version - 1]);

      const notice = await server.request('GET', '/api/kvkk/notice');
      assert.equal(notice.status, 200);
      assert.equal(notice.body.version, version);
      assert.equal(notice.body.controllerTitle, body.controllerTitle);
      const page = await fetch(`${server.url}/kvkk`);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.ok(!/<script/i.test(html), 'readable with scripts off: no script at all');
      assert.ok(html.includes('Usta Oto Servis Ltd. Şti.') && html.includes('Ek: güncel sürüm.') && html.includes(`Sürüm ${version}`));

      const vehicle = await createVehicle(server, { companyId: shopA.companyId });
      const form = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['x'] } });
      const signed = await server.request('POST', `/api/repairform/${form.body.id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: 'Ali', image: IMAGE, noticeVersion: version - 1 },
      });
      assert.equal(signed.status, 201, signed.text);
      assert.equal(signed.body.signatures[0].noticeVersion, version - 1, 'the version the pad showed');
      const current = await server.request('POST', `/api/repairform/${form.body.id}/signatures`, {
        token: shopA.token,
        body: { role: 'authorized', signerName: 'Veli', image: IMAGE },
      });
      assert.equal(current.body.signatures[1].noticeVersion, version, 'none given: the current one');
      const other = await server.request('POST', '/api/repairform', { token: shopA.token, body: { vehicleId: vehicle.id, descriptionLines: ['y'] } });
      const unknown = await server.request('POST', `/api/repairform/${other.body.id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: 'Veli', image: IMAGE, noticeVersion: 999 },
      });
      assert.equal(unknown.status, 400);
      assert.deepEqual(unknown.body.errors.noticeVersion, [MSG.kvkkNoticeVersionInvalid]);
      const [row] = await server.app.db
        .select()
        .from(formSignatures)
        .where(and(eq(formSignatures.repairFormId, form.body.id), eq(formSignatures.role, 'driver')));
      assert.equal(row.noticeVersion, version - 1);
    });

    it('bounds the KVKK tab and the request: Turkish errors, nothing saved; a Tamirci is refused', async () => {
      const before = await server.request('GET', '/api/settings/kvkk', { token: admin });
      const base = { ...before.body };
      delete base.noticeVersion;
      delete base.noticePublishedAt;
      delete base.lastRetentionRunAt;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ retention: { ...base.retention, forms: 29 } }, 'retention.forms', MSG.kvkkRetentionRange('Formlardaki kişisel bilgiler')],
        [{ retention: { ...base.retention, systemLogs: 7301 } }, 'retention.systemLogs', MSG.kvkkRetentionRange('Sistem kayıtları')],
        [{ noticeText: 'kısa' }, 'noticeText', MSG.kvkkNoticeMin],
        [{ noticeText: 'x'.repeat(20_001) }, 'noticeText', MSG.kvkkNoticeMax],
        [{ email: 'değil' }, 'email', MSG.kvkkEmailInvalid],
        [{ kepAddress: 'a@gmail.com' }, 'kepAddress', MSG.kvkkKepInvalid],
        [{ controllerTitle: '' }, 'controllerTitle', MSG.kvkkControllerTitleRequired],
      ];
      for (const [change, field, message] of cases) {
        const reply = await server.request('PUT', '/api/settings/kvkk', {
          token: admin,
          body: { ...base, controllerTitle: 'X', address: 'Y', email: 'a@b.com', ...change },
        });
        assert.equal(reply.status, 400, `${field}: ${reply.text}`);
        assert.deepEqual(reply.body.errors[field], [message], field);
      }
      const after = await server.request('GET', '/api/settings/kvkk', { token: admin });
      assert.deepEqual(after.body, before.body, 'nothing saved');

      const noPerson = await register({ applicantName: 'A', channel: 'KEP', receivedAt: today(), kind: 'Bilgi' });
      assert.equal(noPerson.status, 400);
      assert.deepEqual(noPerson.body.errors.phone, [MSG.kvkkPersonRequired]);
      const future = await register({ applicantName: 'A', channel: 'KEP', receivedAt: '2999-01-01', kind: 'Bilgi', name: 'B' });
      assert.deepEqual(future.body.errors.receivedAt, [MSG.kvkkReceivedInvalid]);

      for (const [method, path] of [
        ['GET', '/api/kvkk/requests'],
        ['GET', '/api/settings/kvkk'],
        ['GET', '/api/kvkk/destruction-log'],
        ['GET', '/api/kvkk/inventory'],
      ] as const) {
        const reply = await server.request(method, path, { token: shopA.token });
        assert.equal(reply.status, 403, `${method} ${path}`);
      }
      assert.equal((await register({ applicantName: 'A', channel: 'KEP', receivedAt: today(), kind: 'Bilgi', name: 'B' }, shopA.token)).status, 403);
    });

    it('lists the requests paged on the server, overdue first', async () => {
      const old = await register({ applicantName: 'Eski Başvuru', channel: 'Yazılı', receivedAt: '2025-01-02', kind: 'Bilgi', name: 'Eski Kişi' });
      assert.equal(old.body.dueAt, '2025-02-01');
      assert.equal(old.body.overdue, true);
      const page = await server.request('GET', '/api/kvkk/requests?page=1&pageSize=2', { token: admin });
      assert.equal(page.status, 200);
      assert.equal(page.body.length, 2);
      assert.ok(Number(page.headers.get('x-total-count')) >= 3);
      assert.equal(page.body[0].overdue, true, 'overdue first');
      const closed = await server.request('PUT', `/api/kvkk/requests/${old.body.id}/state`, { token: admin, body: { state: 'Reddedildi' } });
      assert.equal(closed.status, 200);
      assert.equal(closed.body.overdue, false);
      const count = await server.app.db.execute(sql`select count(*)::int as n from kvkk_requests where state = 'Reddedildi'`);
      assert.ok((count.rows[0] as { n: number }).n >= 1);
    });

    // Last: a restore ends every session (the tenants' too).
    it('backup → erase → restore leaves the person erased, and the destruction log and requests outlive the restore', async () => {
      const { name, phone, vehicle, form } = await driverWithForm();
      const backup = await server.request('POST', '/api/settings/backup', { token: admin, body: { description: 'kvkk' } });
      assert.equal(backup.status, 201, backup.text);
      const request = await register({ applicantName: name, channel: 'Kayıtlı E-posta', receivedAt: today(), kind: 'Silme', phone });
      await verify(request.body.id);
      const erased = await server.request('POST', `/api/kvkk/requests/${request.body.id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      const restored = await server.request('POST', '/api/settings/restore', { token: admin, body: { fileName: backup.body.fileName } });
      assert.equal(restored.status, 200, restored.text);
      admin = await server.login('admin', (await import('./helpers/server')).ADMIN.password);

      const [v] = await server.app.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      assert.equal(v.ownerName, KVKK_ANONYMOUS, 'the vehicle stays anonymised');
      const [f] = await server.app.db.select().from(repairForms).where(eq(repairForms.id, form.id));
      assert.equal(f.driverName, KVKK_ANONYMOUS);
      assert.equal(f.driverPhoneEnc, null);
      assert.equal((await server.app.db.select().from(formPhotos).where(eq(formPhotos.repairFormId, form.id))).length, 0, 'the photo stays deleted');
      const [s] = await server.app.db.select().from(formSignatures).where(eq(formSignatures.repairFormId, form.id));
      assert.equal(s.image, '');
      const again = await server.request('GET', `/api/kvkk/requests/${request.body.id}`, { token: admin });
      assert.equal(again.status, 200, 'the request outlives the restore');
      assert.ok(again.body.erasedAt, 'the request outlives the restore as it last was (erased)');
      const log = await server.app.db.select().from(kvkkDestructionLog).where(eq(kvkkDestructionLog.requestId, request.body.id));
      assert.ok(
        log.some((e) => e.reason === 'Başvuru'),
        'the erase’s entries are kept',
      );
      assert.ok(
        log.some((e) => e.reason === 'Geri Yükleme'),
        'the re-application is recorded',
      );
    });
  });
}
