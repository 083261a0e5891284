import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { registerVerified } from './helpers/kvkk-application';

// Issue 41 §3 "The notice tells the truth": legal bases per category, with Art. 5/2-f for a driver
// who is not party to the repair contract; the notice, the data inventory and a request's export
// say which basis covers what. Expected texts written out here from the issue and TURKEY.md.

const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const NOT_PARTY = 'Sözleşmenin tarafı olmayan sürücü (ör. müşteri firmanın çalışanı)';
const PARTY = 'Müşteri (onarım sözleşmesinin tarafı) ve onun adına işlem yapan kişi';

for (const kind of DATABASES) {
  describe(`KVKK legal bases on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
    });
    after(() => server?.close());

    const fileOf = async (path: string) => {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${admin}` } });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };

    it('the notice of a fresh install says which basis covers whom, 5/2-f for a driver not party to the contract', async () => {
      const notice = await server.request('GET', '/api/kvkk/notice');
      assert.equal(notice.status, 200, notice.text);
      const text = notice.body.text as string;
      assert.ok(text.includes(`• KVKK m. 5/2-c — ${PARTY}:`), 'contract for the parties');
      assert.ok(text.includes(`• KVKK m. 5/2-f (meşru menfaat) — ${NOT_PARTY}:`), 'legitimate interest for a driver who is not a party');
      assert.ok(
        text.includes('• KVKK m. 5/2-ç (hukuki yükümlülük) — Tüm ilgili kişiler: Tamir formlarının ticari defter ve belge olarak saklanması (TTK m. 82)'),
      );
      assert.match(text, /onarım sözleşmesinin tarafı değilse .*KVKK m\. 5\/2-f uyarınca tamirhanemizin meşru menfaatine dayanılarak işlenir/);
      assert.ok(text.length <= 20_000);
    });

    it('the inventory names the data-subject group, the basis per group and the security measures', async () => {
      const file = await fileOf('/api/kvkk/inventory');
      assert.equal(file.status, 200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Veri Envanteri')!;
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      assert.deepEqual(rows[0], [
        'Veri kategorisi',
        'Veri konusu kişi grubu',
        'Kişisel veriler',
        'İşleme amacı',
        'Hukuki sebep',
        'Saklama süresi',
        'Alıcılar',
        'Toplama kaynağı',
        'Yurt dışına aktarım',
        'Güvenlik tedbirleri',
        'Kayıt sayısı',
      ]);
      const line = (category: string) => {
        const found = rows.find((row) => row[0] === category);
        assert.ok(found, category);
        return found;
      };
      const driver = line('Kimlik ve iletişim (sürücü)');
      assert.equal(driver[1], 'Sürücü (sözleşmenin tarafı olan veya olmayan)');
      assert.equal(driver[4], `KVKK m. 5/2-c: ${PARTY}; KVKK m. 5/2-f (meşru menfaat): ${NOT_PARTY}`);
      const forms = line('Müşteri işlem (tamir formu)');
      assert.equal(forms[4], `KVKK m. 5/2-c: ${PARTY}; KVKK m. 5/2-f (meşru menfaat): ${NOT_PARTY}; KVKK m. 5/2-ç (hukuki yükümlülük): Tüm ilgili kişiler`);
      assert.equal(line('İmza')[4], forms[4], 'the signature of a driver who is not a party rests on 5/2-f too');
      assert.equal(line('İşlem güvenliği')[4], 'KVKK m. 5/2-ç ve m. 5/2-f, m. 12 (veri güvenliği)');
      for (const row of rows.slice(1)) {
        assert.ok(row[1].length > 0, `${row[0]}: a data-subject group`);
        assert.match(row[9], /AES-256-GCM/, `${row[0]}: the security measures`);
        assert.ok(!/^KVKK m\. 5\/2-c \(sözleşmenin ifası\), m\. 5\/2-ç/.test(row[4]), `${row[0]}: no longer one basis for everyone`);
      }
    });

    it('a request’s export lists which basis covers what', async () => {
      const createdId = await registerVerified(server, admin, {
        applicantName: 'Deniz Başvuran',
        channel: 'Yazılı',
        receivedAt: today(),
        kind: 'Bilgi',
        phone: '0533 999 88 77',
      });
      const created = { body: { id: createdId } };
      const json = await fileOf(`/api/kvkk/requests/${created.body.id}/export?format=json`);
      assert.equal(json.status, 200);
      const data = JSON.parse(json.bytes.toString('utf8')) as { legalBases: Array<{ group: string; basis: string; covers: string }> };
      assert.deepEqual(
        data.legalBases.map((b) => [b.basis, b.group]),
        [
          ['KVKK m. 5/2-c', PARTY],
          ['KVKK m. 5/2-f (meşru menfaat)', NOT_PARTY],
          ['KVKK m. 5/2-ç (hukuki yükümlülük)', 'Tüm ilgili kişiler'],
          ['KVKK m. 5/2-ç ve m. 5/2-f, m. 12 (veri güvenliği)', 'Portal kullanıcıları ve işlem yapılan tüm ilgili kişiler'],
        ],
      );
      assert.match(data.legalBases[1].covers, /imzası ve araç fotoğrafları/);
      const pdf = await fileOf(`/api/kvkk/requests/${created.body.id}/export?format=pdf`);
      assert.equal(pdf.status, 200);
    });
  });
}
