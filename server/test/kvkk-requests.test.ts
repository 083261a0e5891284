import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { kvkkDestructionLog, kvkkRequests, notifications } from '../src/db/schema/index';
import { createCompany, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { readPdf } from './helpers/pdf-reader';
import { asDataUrl, signaturePng } from './helpers/signature-png';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 41 §2 (requests as the Başvuru Tebliği asks) and issue 40 item 12's server part. Expected
// texts are the issue's and our decisions' (docs/decisions.md), written out here.

const IMAGE = asDataUrl(signaturePng());
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
/** Today as the letters print it: dd.MM.yyyy (İstanbul). */
const todayTr = () => today().split('-').reverse().join('.');
const TCKN = '10000000146';
const NOTICE_SUBJECT = 'KVKK m. 11/1-f bildirimi: kişisel verilerde düzeltme/silme';
const NOT_VERIFIED = 'Başvuranın kimliği doğrulanmadan veri dökümü, düzeltme veya silme yapılamaz; önce kimlik doğrulamasını kaydedin';
const CHANNELS = ['Yazılı', 'Noter', 'KEP', 'Güvenli Elektronik İmza', 'Mobil İmza', 'Kayıtlı E-posta', 'Başvuru Formu'];

for (const kind of DATABASES) {
  describe(`KVKK requests (issue 41 §2) on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA } = cast));

    const APPLICATION = { tckn: TCKN, noticeAddress: 'Bağdat Cad. No: 10, Kadıköy/İstanbul', subject: 'Hakkımdaki verilerin silinmesi' };
    const register = (body: Record<string, unknown>) =>
      server.request('POST', '/api/kvkk/requests', { token: admin, body: { ...APPLICATION, channel: 'Yazılı', receivedAt: today(), ...body } });
    const verify = (id: number, body: Record<string, unknown> = { method: 'Noter onaylı başvuru', note: 'Noter onaylı vekâletname görüldü' }) =>
      server.request('POST', `/api/kvkk/requests/${id}/verify`, { token: admin, body });
    const answer = (id: number, body: unknown) => server.request('POST', `/api/kvkk/requests/${id}/answer`, { token: admin, body });
    const fileOf = async (path: string) => {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${admin}` } });
      return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const countRequests = async () => Number(((await server.app.db.execute(sql`select count(*)::int as n from kvkk_requests`)).rows[0] as { n: number }).n);

    let seq = 0;
    /** A driver with a vehicle and `forms` forms of shopA's company (each e-mailed to the company), the first signed. */
    async function driver(forms = 1, companyId = shopA.companyId) {
      seq++;
      const name = `Başvuran${seq} Korkmaz`;
      const phone = `0536 ${String(200 + seq).padStart(3, '0')} ${String(10 + seq).padStart(2, '0')} 44`;
      const vehicle = await createVehicle(server, { companyId, ownerName: name, phone });
      const ids: Array<{ id: number; formNumber: string }> = [];
      for (let i = 0; i < forms; i++) {
        const made = await server.request('POST', '/api/repairform', {
          token: shopA.token,
          body: { vehicleId: vehicle.id, descriptionLines: ['Fren balatası'] },
        });
        assert.equal(made.status, 201, made.text);
        ids.push(made.body);
      }
      const signed = await server.request('POST', `/api/repairform/${ids[0].id}/signatures`, {
        token: shopA.token,
        body: { role: 'driver', signerName: name, image: IMAGE },
      });
      assert.equal(signed.status, 201, signed.text);
      return { name, phone, vehicle, forms: ids };
    }

    it('registers what the Başvuru Tebliği asks; the T.C. kimlik no is kept encrypted with a keyed hash; every channel of the issue', async () => {
      await server.request('PUT', '/api/settings/kvkk', {
        token: admin,
        body: {
          controllerTitle: 'Usta Oto Servis Ltd. Şti.',
          address: 'Sanayi Sitesi 1. Blok No: 5, Ümraniye/İstanbul',
          email: 'kvkk@ustaoto.com.tr',
          kepAddress: 'ustaoto@hs01.kep.tr',
          noticeText: (await server.request('GET', '/api/settings/kvkk', { token: admin })).body.noticeText,
          retention: (await server.request('GET', '/api/settings/kvkk', { token: admin })).body.retention,
        },
      });
      const created = await register({ applicantName: 'Ayşe Demir', contact: 'ayse.demir@example.com', kind: 'Bilgi', name: 'Ayşe Demir' });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.body.identityKind, 'T.C. Kimlik No');
      assert.equal(created.body.identityMasked, '*******0146');
      assert.equal(created.body.noticeAddress, 'Bağdat Cad. No: 10, Kadıköy/İstanbul');
      assert.equal(created.body.contact, 'ayse.demir@example.com');
      assert.equal(created.body.subject, 'Hakkımdaki verilerin silinmesi');
      assert.equal(created.body.verifiedAt, null);
      assert.ok(!JSON.stringify(created.body).includes(TCKN), 'the number is never sent back in clear');
      const [row] = await server.app.db.select().from(kvkkRequests).where(eq(kvkkRequests.id, created.body.id));
      assert.ok(row.identityEnc && !row.identityEnc.includes(TCKN), 'stored encrypted');
      assert.equal(server.app.fieldCrypto.decrypt(row.identityEnc), TCKN);
      assert.equal(row.identityHash, server.app.fieldCrypto.hash(TCKN));

      const foreigner = await register({
        applicantName: 'John Smith',
        tckn: '',
        nationality: 'Birleşik Krallık',
        foreignIdNumber: 'gb 1234567',
        kind: 'Bilgi',
        name: 'John Smith',
      });
      assert.equal(foreigner.status, 201, foreigner.text);
      assert.equal(foreigner.body.identityKind, 'Pasaport/Kimlik No');
      assert.equal(foreigner.body.nationality, 'Birleşik Krallık');
      assert.equal(foreigner.body.identityMasked, '*****4567');

      for (const channel of CHANNELS) {
        const reply = await register({ applicantName: 'Kanal Deneme', channel, kind: 'Bilgi', name: 'Kanal Deneme' });
        assert.equal(reply.status, 201, `${channel}: ${reply.text}`);
        assert.equal(reply.body.channel, channel);
      }
    });

    it('refuses a request without what the Tebliğ asks, with Turkish errors, and saves nothing', async () => {
      const before = await countRequests();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ tckn: '' }, 'tckn', 'T.C. kimlik numarası veya yabancılar için uyruk ve pasaport/kimlik numarası zorunludur'],
        [{ tckn: '', nationality: 'Almanya' }, 'tckn', 'T.C. kimlik numarası veya yabancılar için uyruk ve pasaport/kimlik numarası zorunludur'],
        [{ tckn: '12345678901' }, 'tckn', 'Geçerli bir T.C. kimlik numarası giriniz (11 hane)'],
        [{ tckn: 12345678901 }, 'tckn', 'Geçerli bir T.C. kimlik numarası giriniz (11 hane)'],
        [{ noticeAddress: '  ' }, 'noticeAddress', 'Tebligata esas adres zorunludur'],
        [{ subject: '' }, 'subject', 'Talep konusu zorunludur'],
        [{ contact: 'ne e-posta ne telefon' }, 'contact', 'Yanıt için geçerli bir e-posta adresi veya telefon numarası giriniz'],
        [
          { channel: 'E-posta' },
          'channel',
          'Başvuru kanalı Yazılı, Noter, KEP, Güvenli Elektronik İmza, Mobil İmza, Kayıtlı E-posta veya Başvuru Formu olmalıdır',
        ],
      ];
      for (const [change, field, message] of cases) {
        const reply = await register({ applicantName: 'Eksik Başvuru', kind: 'Bilgi', name: 'Eksik Kişi', ...change });
        assert.equal(reply.status, 400, `${field}: ${reply.text}`);
        assert.deepEqual(reply.body.errors[field], [message], JSON.stringify(change));
      }
      assert.equal(await countRequests(), before, 'nothing saved');
    });

    it('export, correction and erase wait for the identity check (409 in Turkish); who checked it and how is recorded once', async () => {
      const person = await driver();
      const silme = await register({ applicantName: person.name, kind: 'Silme', phone: person.phone });
      const duzeltme = await register({ applicantName: person.name, kind: 'Düzeltme', phone: person.phone, name: person.name });
      for (const [method, path, body] of [
        ['GET', `/api/kvkk/requests/${silme.body.id}/export?format=json`, undefined],
        ['GET', `/api/kvkk/requests/${silme.body.id}/export?format=pdf`, undefined],
        ['POST', `/api/kvkk/requests/${silme.body.id}/erase`, undefined],
        ['POST', `/api/kvkk/requests/${duzeltme.body.id}/correct`, { name: 'Yeni Ad' }],
      ] as const) {
        const reply = await server.request(method, path, { token: admin, body });
        assert.equal(reply.status, 409, `${method} ${path}: ${reply.text}`);
        assert.equal(reply.body.message, NOT_VERIFIED);
      }
      const [v] = await server.app.db.select().from(kvkkRequests).where(eq(kvkkRequests.id, silme.body.id));
      assert.equal(v.erasedAt, null, 'nothing erased');

      const badMethod = await verify(silme.body.id, { method: 'Telefonla' });
      assert.equal(badMethod.status, 400);
      assert.deepEqual(badMethod.body.errors.method, ['Kimlik doğrulama yöntemini seçiniz']);
      const checked = await verify(silme.body.id);
      assert.equal(checked.status, 200, checked.text);
      assert.equal(checked.body.verifiedBy, 'admin');
      assert.equal(checked.body.verificationMethod, 'Noter onaylı başvuru');
      assert.equal(checked.body.verificationNote, 'Noter onaylı vekâletname görüldü');
      assert.ok(checked.body.verifiedAt);
      const again = await verify(silme.body.id);
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'Başvuranın kimliği zaten doğrulanmış');
      const exported = await fileOf(`/api/kvkk/requests/${silme.body.id}/export?format=json`);
      assert.equal(exported.status, 200);
    });

    it('erase → the company the forms were e-mailed to is told once (11/1-f); Kabul closes the request and the letter says what was done', async () => {
      const person = await driver(2);
      const request = await register({ applicantName: person.name, kind: 'Silme', phone: person.phone, receivedAt: '2025-01-02' });
      assert.equal(request.body.overdue, true, 'the clock runs');
      const early = await answer(request.body.id, { decision: 'Kabul', channel: 'KEP' });
      assert.equal(early.status, 409);
      assert.equal(early.body.message, 'Silme başvurusunu kabul etmeden önce kişinin verilerini silin');
      const noLetter = await fileOf(`/api/kvkk/requests/${request.body.id}/answer.pdf`);
      assert.equal(noLetter.status, 409);

      await verify(request.body.id);
      const erased = await server.request('POST', `/api/kvkk/requests/${request.body.id}/erase`, { token: admin });
      assert.equal(erased.status, 200, erased.text);
      assert.ok(erased.body.request.thirdPartyNotifiedAt, 'the request shows the notice was sent');
      assert.deepEqual(erased.body.request.thirdPartyRecipients, ['fi***@firma.com']);
      const told = await server.app.db.select().from(notifications).where(eq(notifications.subject, NOTICE_SUBJECT));
      const toCompany = told.filter((n) => person.forms.some((f) => f.id === n.repairFormId));
      assert.equal(toCompany.length, 1, 'one notice for the company, though it received two forms');
      assert.equal(toCompany[0].recipient, 'filo@firma.com');
      assert.equal(toCompany[0].type, 'Email');
      for (const f of person.forms) assert.ok(toCompany[0].body.includes(f.formNumber), toCompany[0].body);
      assert.ok(toCompany[0].body.includes('11. maddesinin (1) numaralı fıkrasının (f) bendi'));
      assert.ok(!toCompany[0].body.includes(person.name), 'the erased person is not named again');

      const answered = await answer(request.body.id, { decision: 'Kabul', channel: 'KEP' });
      assert.equal(answered.status, 200, answered.text);
      assert.equal(answered.body.state, 'Tamamlandı');
      assert.equal(answered.body.answerDecision, 'Kabul');
      assert.equal(answered.body.answerChannel, 'KEP');
      assert.equal(answered.body.answeredBy, 'admin');
      assert.ok(answered.body.answeredAt);
      assert.equal(answered.body.overdue, false, 'the 30-day clock stops at the answer');
      const twice = await answer(request.body.id, { decision: 'Red', reason: 'x', channel: 'KEP' });
      assert.equal(twice.status, 409);
      assert.equal(twice.body.message, 'Bu başvuru zaten yanıtlanmış');
      const secondNotice = await server.app.db.select().from(notifications).where(eq(notifications.subject, NOTICE_SUBJECT));
      assert.equal(secondNotice.length, told.length, 'no second notice');

      const letter = await fileOf(`/api/kvkk/requests/${request.body.id}/answer.pdf`);
      assert.equal(letter.status, 200);
      assert.equal(letter.type, 'application/pdf');
      const text = (await readPdf(letter.bytes)).pages.join(' ').replace(/\s+/g, ' ');
      for (const expected of [
        'Usta Oto Servis Ltd. Şti.',
        'Sanayi Sitesi 1. Blok No: 5, Ümraniye/İstanbul',
        `Sayın ${person.name}`,
        'Bağdat Cad. No: 10, Kadıköy/İstanbul',
        `Başvuru no: ${request.body.id}`,
        'Başvuru tarihi: 02.01.2025',
        'Karar: Kabul',
        'Talep konusu: Hakkımdaki verilerin silinmesi',
        `Kişisel verileriniz ${todayTr()} tarihinde silinmiş veya anonim hâle getirilmiştir.`,
        `KVKK m. 11/1-f uyarınca verilerinizin aktarıldığı 1 alıcıya ${todayTr()} tarihinde bildirim yapılmıştır.`,
        `Bu yanıt ${todayTr()} tarihinde KEP yoluyla verilmiştir.`,
        'ücretsiz',
        'KVKK m. 14',
      ])
        assert.ok(text.includes(expected), `${expected} — in: ${text.slice(0, 1500)}`);
      assert.ok(!text.includes(TCKN), 'the number is masked in the letter');
    });

    it('Red needs its reason (400 "Ret gerekçesi zorunludur"); a refusal closes the request and the letter gives the reason', async () => {
      const request = await register({ applicantName: 'Reddedilen Kişi', kind: 'Bilgi', name: 'Reddedilen Kişi', receivedAt: '2025-03-01' });
      for (const body of [
        { decision: 'Red', channel: 'Yazılı' },
        { decision: 'Red', reason: '   ', channel: 'Yazılı' },
      ]) {
        const refused = await answer(request.body.id, body);
        assert.equal(refused.status, 400);
        assert.deepEqual(refused.body.errors.reason, ['Ret gerekçesi zorunludur']);
      }
      const badChannel = await answer(request.body.id, { decision: 'Kabul', channel: 'Güvercin' });
      assert.equal(badChannel.status, 400);
      assert.deepEqual(badChannel.body.errors.channel, ['Yanıt kanalı Yazılı, KEP veya E-posta olmalıdır']);
      const badDecision = await answer(request.body.id, { decision: 'Belki', channel: 'Yazılı' });
      assert.deepEqual(badDecision.body.errors.decision, ['Karar Kabul veya Red olmalıdır']);
      for (const body of [null, [], 'Red', { decision: ['Red'], channel: 'Yazılı' }, { decision: 'Red', reason: 5, channel: 'Yazılı' }]) {
        const reply = await answer(request.body.id, body);
        assert.equal(reply.status, 400, `${JSON.stringify(body)}: ${reply.text}`);
      }
      const still = await server.request('GET', `/api/kvkk/requests/${request.body.id}`, { token: admin });
      assert.equal(still.body.state, 'Açık', 'nothing changed');
      assert.equal(still.body.answeredAt, null);

      const refused = await answer(request.body.id, { decision: 'Red', reason: 'Başvuranın kimliği doğrulanamadı.', channel: 'Yazılı' });
      assert.equal(refused.status, 200, refused.text);
      assert.equal(refused.body.state, 'Reddedildi');
      assert.equal(refused.body.answerReason, 'Başvuranın kimliği doğrulanamadı.');
      assert.equal(refused.body.overdue, false);
      const text = (await readPdf((await fileOf(`/api/kvkk/requests/${refused.body.id}/answer.pdf`)).bytes)).pages.join(' ').replace(/\s+/g, ' ');
      assert.ok(text.includes('Karar: Red'), text.slice(0, 800));
      assert.ok(text.includes('Talebiniz aşağıdaki gerekçeyle reddedilmiştir: Başvuranın kimliği doğrulanamadı.'), text.slice(0, 1200));
    });

    it('a Düzeltme request registered without a name: the admin gives the name to correct; the company is told the right name', async () => {
      const companyId = await createCompany(server, { email: 'duzeltme@filo.com.tr', linkTo: [shopA.shopId] });
      const person = await driver(1, companyId);
      const request = await register({ applicantName: person.name, kind: 'Düzeltme', phone: person.phone });
      assert.equal(request.body.name, null);
      await verify(request.body.id);
      const noName = await server.request('POST', `/api/kvkk/requests/${request.body.id}/correct`, { token: admin, body: { name: 'Doğru Korkmaz' } });
      assert.equal(noName.status, 400);
      assert.deepEqual(noName.body.errors.currentName, ['Adı düzeltmek için başvuruda kişinin ad soyadı kayıtlı olmalıdır']);
      const fixed = await server.request('POST', `/api/kvkk/requests/${request.body.id}/correct`, {
        token: admin,
        body: { name: 'Doğru Korkmaz', currentName: person.name },
      });
      assert.equal(fixed.status, 200, fixed.text);
      assert.equal(fixed.body.request.name, person.name, 'the name given is kept on the request');
      assert.ok(fixed.body.request.correctedAt);
      assert.equal(fixed.body.request.state, 'Açık', 'open until answered');
      assert.deepEqual(fixed.body.request.thirdPartyRecipients, ['du***@filo.com.tr']);
      const [notice] = await server.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.subject, NOTICE_SUBJECT), eq(notifications.recipient, 'duzeltme@filo.com.tr')));
      assert.ok(notice.body.includes('Doğru bilgiler: Ad soyad: Doğru Korkmaz'), notice.body);
      const again = await server.request('POST', `/api/kvkk/requests/${request.body.id}/correct`, { token: admin, body: { name: 'Üçüncü Ad' } });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'Bu başvuru için düzeltme zaten yapıldı');
      const accepted = await answer(request.body.id, { decision: 'Kabul', channel: 'E-posta' });
      assert.equal(accepted.status, 200, accepted.text);
    });

    it('the export speaks Turkish: the matches and the PDF say Şoför, E-posta, dd.MM.yyyy; the PDF holds notification texts, signature images and the controller', async () => {
      const person = await driver();
      const request = await register({ applicantName: person.name, kind: 'Bilgi', phone: person.phone });
      const matches = await server.request('GET', `/api/kvkk/requests/${request.body.id}/matches`, { token: admin });
      assert.equal(matches.status, 200);
      assert.ok(matches.body.signatures[0].label.startsWith('Şoför: '), matches.body.signatures[0].label);
      assert.ok(matches.body.notifications.length >= 1);
      for (const n of matches.body.notifications) assert.ok(n.label.startsWith('E-posta · '), n.label);
      assert.ok(!/\bdriver\b|\bEmail\b/.test(JSON.stringify(matches.body.signatures) + JSON.stringify(matches.body.notifications)));

      await verify(request.body.id);
      const pdf = await fileOf(`/api/kvkk/requests/${request.body.id}/export?format=pdf`);
      assert.equal(pdf.status, 200);
      const text = (await readPdf(pdf.bytes)).pages.join(' ').replace(/\s+/g, ' ');
      assert.ok(!/\bdriver\b|\bEmail\b|\bSent\b|\bPending\b|\bFailed\b/.test(text), text.slice(0, 2000));
      assert.ok(!/\d{4}-\d{2}-\d{2}/.test(text), 'no ISO dates');
      assert.ok(text.includes(`Başvuru tarihi: ${todayTr()}`));
      assert.ok(text.includes('Şoför: ' + person.name));
      assert.ok(text.includes('Usta Oto Servis Ltd. Şti.') && text.includes('Sanayi Sitesi 1. Blok No: 5, Ümraniye/İstanbul'), 'the controller');
      const [mail] = await server.app.db.select().from(notifications).where(eq(notifications.repairFormId, person.forms[0].id));
      const firstBodyLine = mail.body
        .split('\n')
        .find((l) => l.trim().length > 10)!
        .trim();
      assert.ok(text.includes(firstBodyLine), `the notification's text: ${firstBodyLine}`);
      assert.ok(pdf.bytes.includes(Buffer.from('/Subtype /Image')), 'the signature image is drawn');
    });

    it('the register of requests is kept 10 years after the answer, then deleted by the retention run and written to the destruction log', async () => {
      const make = async (answeredYearsAgo: number | null) => {
        const created = await register({ applicantName: 'Eski Başvuran', kind: 'Bilgi', name: 'Eski Başvuran' });
        if (answeredYearsAgo !== null) {
          const at = new Date(Date.now() - answeredYearsAgo * 365.25 * 86_400_000);
          await server.app.db
            .update(kvkkRequests)
            .set({ state: 'Tamamlandı', answerDecision: 'Kabul', answerChannel: 'Yazılı', answeredAt: at, completedAt: at, createdAt: at })
            .where(eq(kvkkRequests.id, created.body.id));
        } else {
          await server.app.db
            .update(kvkkRequests)
            .set({ createdAt: new Date(Date.now() - 12 * 365.25 * 86_400_000) })
            .where(eq(kvkkRequests.id, created.body.id));
        }
        return created.body.id as number;
      };
      const past = await make(10.2);
      const within = await make(9.8);
      const open = await make(null);
      const run = await server.app.kvkkRetention.runDue(new Date(), true);
      assert.equal(run.ran, true);
      assert.ok((run.counts.requests ?? 0) >= 1, JSON.stringify(run.counts));
      const left = (await server.app.db.select({ id: kvkkRequests.id }).from(kvkkRequests)).map((r) => r.id);
      assert.ok(!left.includes(past), 'answered over 10 years ago: deleted');
      assert.ok(left.includes(within), 'answered under 10 years ago: kept');
      assert.ok(left.includes(open), 'an open request is never deleted');
      const log = await server.app.db
        .select()
        .from(kvkkDestructionLog)
        .where(and(eq(kvkkDestructionLog.category, 'requests'), eq(kvkkDestructionLog.reason, 'Saklama Süresi')));
      assert.ok(
        log.some((e) => e.method === 'Silme' && e.by === 'Sistem' && e.count >= 1),
        JSON.stringify(log),
      );
    });
  });
}
