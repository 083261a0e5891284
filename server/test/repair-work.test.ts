import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { allowedMoves, MSG, REPAIR_STATUSES, type RepairStatus } from '@tamir/shared-api/domain';
import { repairForms } from '../src/db/schema/index';
import { createTenant, createVehicle, type Tenant } from './helpers/fixtures';
import { notificationsOfForm } from './helpers/notifications';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 28: the repair followed to delivery, over real HTTP on both databases: every move of the
// status table allowed or refused, the lines' totals and rounding, the stale version, the
// estimate and the company's answer from its link.

const LINES = [
  { kind: 'Parça', description: 'Fren balatası (ön)', quantity: 1, unit: 'takım', unitPriceKurus: 185000, vatRate: 20 },
  { kind: 'Parça', description: 'Motor yağı 5W-30', quantity: 4.5, unit: 'litre', unitPriceKurus: 33333, vatRate: 20 },
  { kind: 'İşçilik', description: 'Fren ve yağ bakımı', quantity: 1.5, unit: 'saat', unitPriceKurus: 75050, vatRate: 10 },
];

for (const kind of DATABASES) {
  describe(`repair work on ${kind}`, () => {
    let server: TestServer;
    let shop: Tenant;
    let other: Tenant;
    let admin: string;
    let vehicleId: number;

    before(async () => {
      server = await startServer(kind, { env: { NOTIFICATION_POLL_MS: '600000' } });
      admin = await server.login(ADMIN.username, ADMIN.password);
      shop = await createTenant(server);
      other = await createTenant(server);
      vehicleId = (await createVehicle(server, { companyId: shop.companyId, kilometer: 120_000 })).id;
    });
    after(() => server?.close());

    const newForm = async () => {
      const created = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId, descriptionLines: ['Fren sesi geliyor'] } });
      assert.equal(created.status, 201, created.text);
      return created.body as { id: number; formNumber: string; formLinks: { token: string }[] };
    };
    const setStatus = (id: number, status: string) => server.app.db.update(repairForms).set({ status }).where(eq(repairForms.id, id));
    const statusOf = async (id: number) =>
      (await server.app.db.select({ status: repairForms.status }).from(repairForms).where(eq(repairForms.id, id)))[0].status;
    const historyCount = async (id: number) =>
      ((await server.app.db.execute(sql`select count(*)::int as n from repair_status_history where repair_form_id = ${id}`)).rows[0] as { n: number }).n;
    const putItems = (id: number, version: number, items: unknown[], token = shop.token) =>
      server.request('PUT', `/api/repairform/${id}/items`, { token, body: { version, items } });
    const move = (id: number, status: string, extra: Record<string, unknown> = {}) =>
      server.request('PUT', `/api/repairform/${id}/status`, { token: shop.token, body: { status, ...extra } });

    it('a new form is Beklemede, with status on its list row and no history', async () => {
      const form = await newForm();
      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shop.token });
      assert.equal(detail.body.status, 'Beklemede');
      assert.equal(detail.body.itemsVersion, 0);
      assert.equal(detail.body.approval, null);
      const list = await server.request('GET', '/api/repairform', { token: shop.token });
      assert.equal(list.body.data.find((row: { id: number }) => row.id === form.id)?.status, 'Beklemede');
      const history = await server.request('GET', `/api/repairform/${form.id}/history`, { token: shop.token });
      assert.equal(history.status, 200);
      assert.deepEqual(history.body, []);
      assert.equal(history.headers.get('x-total-count'), '0');
    });

    // Every one of the 64 from → to pairs, by each way a move is made: test/repair-moves.test.ts,
    // against the pairs written out by hand (issue 40).

    it('keeps each move as a history row (from, to, who, when, note) and logs StatusChange', async () => {
      const form = await newForm();
      assert.equal((await move(form.id, 'İşlemde', { note: 'Onaysız başlandı' })).status, 200);
      assert.equal((await move(form.id, 'Tamamlandı')).status, 200);
      const history = await server.request('GET', `/api/repairform/${form.id}/history?pageSize=1`, { token: shop.token });
      assert.equal(history.status, 200);
      assert.equal(history.headers.get('x-total-count'), '2');
      assert.equal(history.body.length, 1, 'paged');
      const [newest] = history.body;
      assert.equal(newest.fromStatus, 'İşlemde');
      assert.equal(newest.toStatus, 'Tamamlandı');
      assert.equal(newest.source, 'manual');
      assert.equal(newest.changedByName, 'Ali Usta');
      assert.equal(newest.changedByUsername, shop.user.username);
      assert.ok(Date.now() - Date.parse(newest.changedAt) < 60_000);
      const second = await server.request('GET', `/api/repairform/${form.id}/history?page=2&pageSize=1`, { token: shop.token });
      assert.equal(second.body[0].note, 'Onaysız başlandı');
      await server.app.systemLog.flush();
      const logged = await server.app.db.execute(
        sql`select description from system_logs where action = 'StatusChange' and entity_type = 'RepairForm' and entity_id = ${String(form.id)} order by id`,
      );
      assert.equal(logged.rows.length, 2, 'two StatusChange rows in the system log');
      assert.match((logged.rows[1] as { description: string }).description, /İşlemde → Tamamlandı/);
    });

    it('Teslim Edildi needs the delivery kilometre, not below the intake one', async () => {
      const form = await newForm();
      await setStatus(form.id, 'Tamamlandı');
      const missing = await move(form.id, 'Teslim Edildi');
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, { deliveryKilometer: [MSG.deliveryKilometerRequired] });
      const below = await move(form.id, 'Teslim Edildi', { deliveryKilometer: 119_999 });
      assert.equal(below.status, 400);
      assert.deepEqual(below.body.errors, { deliveryKilometer: [MSG.deliveryKilometerBelowIntake('120.000 km')] });
      const text = await move(form.id, 'Teslim Edildi', { deliveryKilometer: '12a' });
      assert.equal(text.status, 400);
      assert.equal(await statusOf(form.id), 'Tamamlandı', 'refused: nothing changed');
      const done = await move(form.id, 'Teslim Edildi', { deliveryKilometer: 120_000 });
      assert.equal(done.status, 200, done.text);
      assert.equal(done.body.deliveryKilometer, 120_000);
      const history = await server.request('GET', `/api/repairform/${form.id}/history`, { token: shop.token });
      assert.equal(history.body[0].deliveryKilometer, 120_000);
      assert.deepEqual(allowedMoves('Teslim Edildi'), []);
    });

    it('an unknown status is 400 with a Turkish text', async () => {
      const form = await newForm();
      const reply = await move(form.id, 'Bitti');
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body.errors, { status: [MSG.statusInvalid] });
    });

    it('stores the lines in kuruş and answers the totals rounded per line, half up', async () => {
      const form = await newForm();
      const empty = await server.request('GET', `/api/repairform/${form.id}/items`, { token: shop.token });
      assert.deepEqual(empty.body, { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 });
      const saved = await putItems(form.id, 0, [
        ...LINES,
        { kind: 'Parça', description: 'Pul', quantity: 0.01, unit: 'adet', unitPriceKurus: 50, vatRate: 1 },
        { kind: 'Parça', description: 'Kelepçe', quantity: 3, unit: 'adet', unitPriceKurus: 3333 },
      ]);
      assert.equal(saved.status, 200, saved.text);
      const lines = saved.body.items.map((item: { lineTotalKurus: number; vatKurus: number }) => [item.lineTotalKurus, item.vatKurus]);
      // 1 × 1.850,00 | 4,5 × 333,33 = 1.499,985 → 1.499,99 | 1,5 × 750,50 = 1.125,75 | 0,01 × 0,50 = 0,005 → 0,01 | 3 × 33,33 = 99,99
      assert.deepEqual(lines, [
        [185000, 37000],
        [149999, 30000],
        [112575, 11258],
        [1, 0],
        [9999, 2000],
      ]);
      assert.equal(saved.body.items[4].vatRate, 20, 'the KDV rate defaults to 20');
      assert.equal(saved.body.items[1].quantity, 4.5);
      assert.equal(saved.body.version, 1);
      assert.deepEqual(saved.body.vatByRate, [
        { vatRate: 1, baseKurus: 1, vatKurus: 0 },
        { vatRate: 10, baseKurus: 112575, vatKurus: 11258 },
        { vatRate: 20, baseKurus: 344998, vatKurus: 69000 },
      ]);
      assert.equal(saved.body.subtotalKurus, 457574);
      assert.equal(saved.body.vatKurus, 80258);
      assert.equal(saved.body.totalKurus, 537832);
      const read = await server.request('GET', `/api/repairform/${form.id}/items`, { token: shop.token });
      assert.deepEqual(read.body, saved.body, 'GET answers what PUT answered');
      const stored = await server.app.db.execute(
        sql`select unit_price_kurus, quantity_hundredths, line_total_kurus from repair_items where repair_form_id = ${form.id} order by position`,
      );
      assert.deepEqual(
        stored.rows.map((row: unknown) => Object.values(row as Record<string, unknown>).map(Number)),
        [
          [185000, 100, 185000],
          [33333, 450, 149999],
          [75050, 150, 112575],
          [50, 1, 1],
          [3333, 300, 9999],
        ],
      );
    });

    it('refuses a stale version (409), bad lines (400) and lines after Tamamlandı (409), changing nothing', async () => {
      const form = await newForm();
      assert.equal((await putItems(form.id, 0, LINES)).status, 200);
      const stale = await putItems(form.id, 0, LINES.slice(0, 1));
      assert.equal(stale.status, 409);
      assert.equal(stale.body.message, MSG.itemsVersionStale);
      const bad = await putItems(form.id, 1, [{ ...LINES[0], quantity: 1.005, unitPriceKurus: 12.5, vatRate: 18 }]);
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body.errors).sort(), ['items.0.quantity', 'items.0.unitPriceKurus', 'items.0.vatRate']);
      const same = await putItems(form.id, 1, LINES);
      assert.equal(same.body.version, 1, 'the same lines again change nothing, not even the version');
      await setStatus(form.id, 'Tamamlandı');
      const locked = await putItems(form.id, 1, []);
      assert.equal(locked.status, 409);
      assert.equal(locked.body.message, MSG.itemsLocked);
      const read = await server.request('GET', `/api/repairform/${form.id}/items`, { token: shop.token });
      assert.equal(read.body.items.length, 3);
      assert.equal(read.body.version, 1);
    });

    it('another shop reaches none of it (404), an Admin all of it', async () => {
      const form = await newForm();
      for (const [method, path, body] of [
        ['GET', `/api/repairform/${form.id}/items`, undefined],
        ['PUT', `/api/repairform/${form.id}/items`, { version: 0, items: LINES }],
        ['PUT', `/api/repairform/${form.id}/status`, { status: 'İşlemde' }],
        ['GET', `/api/repairform/${form.id}/history`, undefined],
        ['POST', `/api/repairform/${form.id}/estimate`, { version: 0 }],
      ] as const) {
        const reply = await server.request(method, path, { token: other.token, body });
        assert.equal(reply.status, 404, `${method} ${path}: ${reply.text}`);
      }
      assert.equal((await putItems(form.id, 0, LINES, admin)).status, 200);
    });

    it('Teklif Gönder: needs lines, moves to Onay Bekliyor, and the company answers once from its link', async () => {
      const form = await newForm();
      const token = form.formLinks[0].token;
      const none = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 0 } });
      assert.equal(none.status, 409);
      assert.equal(none.body.message, MSG.estimateNeedsItems);
      const early = await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'approve', name: 'Ayşe Filo', version: 0 } });
      assert.equal(early.status, 409);
      assert.equal(early.body.message, MSG.approvalNotOpen);

      assert.equal((await putItems(form.id, 0, LINES)).status, 200);
      const sent = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 1 } });
      assert.equal(sent.status, 200, sent.text);
      assert.deepEqual(sent.body, { message: MSG.estimateQueued, status: 'Onay Bekliyor', version: 1, emailQueued: true });

      const page = await server.request('GET', `/api/repairform/public/${token}`);
      assert.equal(page.body.status, 'Onay Bekliyor');
      assert.equal(page.body.canAnswer, true);
      assert.equal(page.body.estimate.items.length, 3);
      assert.equal(page.body.estimate.version, 1);

      const noName = await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'approve', name: '  ', version: 1 } });
      assert.equal(noName.status, 400);
      assert.deepEqual(noName.body.errors, { name: [MSG.approverNameRequired] });
      const old = await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'approve', name: 'Ayşe Filo', version: 0 } });
      assert.equal(old.status, 409);
      assert.equal(old.body.message, MSG.approvalStale);

      const answered = await server.request('POST', `/api/repairform/public/${token}/approval`, {
        body: { decision: 'approve', name: 'Ayşe Filo', note: 'Uygundur', version: 1 },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      assert.equal(answered.status, 200, answered.text);
      assert.equal(answered.body.status, 'Onaylandı');
      assert.equal(answered.body.approval.name, 'Ayşe Filo');
      assert.equal(answered.body.approval.totalKurus, page.body.estimate.totalKurus);
      const again = await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'reject', name: 'Başka Biri', version: 1 } });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, MSG.approvalAlreadyGiven);

      const stored = await server.app.db.execute(
        sql`select decision, approver_name, note, items_version, source_address, decided_at from repair_approvals where repair_form_id = ${form.id}`,
      );
      assert.equal(stored.rows.length, 1, 'recorded once');
      const row = stored.rows[0] as Record<string, unknown>;
      assert.equal(row.decision, 'approve');
      assert.equal(row.note, 'Uygundur');
      assert.ok(String(row.source_address).length > 0, 'with the source address');
      assert.ok(row.decided_at, 'and the time');

      const detail = await server.request('GET', `/api/repairform/${form.id}`, { token: shop.token });
      assert.equal(detail.body.status, 'Onaylandı');
      assert.equal(detail.body.approval.decision, 'approve');
      const history = await server.request('GET', `/api/repairform/${form.id}/history`, { token: shop.token });
      assert.deepEqual(
        history.body.map((entry: { fromStatus: string; toStatus: string; source: string; changedByName: string; changedByUsername: string | null }) => [
          entry.fromStatus,
          entry.toStatus,
          entry.source,
          entry.changedByUsername === null ? entry.changedByName : 'shop',
        ]),
        [
          ['Onay Bekliyor', 'Onaylandı', 'approval', 'Ayşe Filo'],
          ['Beklemede', 'Onay Bekliyor', 'estimate', 'shop'],
        ],
      );
    });

    it('Teklif Gönder sends the lines of the version the screen shows: a stale or missing version is refused and nothing is sent', async () => {
      const form = await newForm();
      const before = (await notificationsOfForm(server, form.id)).length;
      assert.equal((await putItems(form.id, 0, LINES.slice(0, 2))).status, 200); // the screen shows these two lines, version 1
      assert.equal((await putItems(form.id, 1, LINES)).status, 200); // another tablet saves three: version 2

      const stale = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 1 } });
      assert.equal(stale.status, 409, stale.text);
      assert.equal(
        stale.body.message,
        'Teklif gönderilmedi: kalemler ekrandakinden farklı (başka biri değiştirdi). Lütfen sayfayı yenileyip kalemleri kontrol edin',
      );
      const missing = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: {} });
      assert.equal(missing.status, 400, missing.text);
      assert.deepEqual(missing.body.errors, { version: ['Kalemlerin sürümü gereklidir'] });
      const bare = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token });
      assert.equal(bare.status, 400, bare.text);
      assert.equal(await statusOf(form.id), 'Beklemede', 'the status is unchanged');
      assert.equal(await historyCount(form.id), 0, 'no timeline entry');
      assert.equal((await notificationsOfForm(server, form.id)).length, before, 'no e-mail queued');

      const sent = await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 2 } });
      assert.equal(sent.status, 200, sent.text);
      assert.equal(sent.body.version, 2);
      const history = await server.request('GET', `/api/repairform/${form.id}/history`, { token: shop.token });
      assert.match(history.body[0].note, /^Teklif gönderildi: 3 kalem/);
    });

    it('a delivered or cancelled form is a record: DELETE is 409 with a Turkish text, for the shop and the Admin, and the form stays', async () => {
      const delivered = await newForm();
      await setStatus(delivered.id, 'Teslim Edildi');
      const cancelled = await newForm();
      await setStatus(cancelled.id, 'İptal');
      for (const token of [shop.token, admin]) {
        const refused = await server.request('DELETE', `/api/repairform/${delivered.id}`, { token });
        assert.equal(refused.status, 409, refused.text);
        assert.equal(refused.body.message, 'Teslim edilmiş form silinemez');
        const refusedCancelled = await server.request('DELETE', `/api/repairform/${cancelled.id}`, { token });
        assert.equal(refusedCancelled.status, 409, refusedCancelled.text);
        assert.equal(refusedCancelled.body.message, 'İptal edilmiş form silinemez; iptal kaydı olarak saklanır');
      }
      assert.equal(await statusOf(delivered.id), 'Teslim Edildi', 'the delivered form is still there');
      assert.equal(await statusOf(cancelled.id), 'İptal', 'the cancelled form is still there');
      for (const status of ['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı']) {
        const open = await newForm();
        await setStatus(open.id, status);
        const removed = await server.request('DELETE', `/api/repairform/${open.id}`, { token: shop.token });
        assert.equal(removed.status, 200, `${status}: ${removed.text}`);
      }
    });

    it('changed lines after approval send the form back to Onay Bekliyor, and the old answer no longer counts', async () => {
      const form = await newForm();
      const token = form.formLinks[0].token;
      await putItems(form.id, 0, LINES);
      await server.request('POST', `/api/repairform/${form.id}/estimate`, { token: shop.token, body: { version: 1 } });
      assert.equal(
        (await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'approve', name: 'Ayşe Filo', version: 1 } })).status,
        200,
      );
      assert.equal((await move(form.id, 'İşlemde')).status, 200);
      const changed = await putItems(form.id, 1, [
        ...LINES,
        { kind: 'Parça', description: 'Ek parça', quantity: 1, unit: 'adet', unitPriceKurus: 10000, vatRate: 20 },
      ]);
      assert.equal(changed.status, 200);
      assert.equal(await statusOf(form.id), 'Onay Bekliyor', 'İşlemde after approval goes back to Onay Bekliyor');
      const stale = await server.request('POST', `/api/repairform/public/${token}/approval`, { body: { decision: 'approve', name: 'Ayşe Filo', version: 1 } });
      assert.equal(stale.status, 409);
      assert.equal(stale.body.message, MSG.approvalStale);
      const page = await server.request('GET', `/api/repairform/public/${token}`);
      assert.equal(page.body.approval, null, 'the answer was to the old version');
      assert.equal(page.body.canAnswer, true);
      const history = await server.request('GET', `/api/repairform/${form.id}/history`, { token: shop.token });
      assert.equal(history.body[0].source, 'lines');
      const rejected = await server.request('POST', `/api/repairform/public/${token}/approval`, {
        body: { decision: 'reject', name: 'Ayşe Filo', note: 'Pahalı', version: 2 },
      });
      assert.equal(rejected.status, 200);
      assert.equal(rejected.body.status, 'Reddedildi');
      assert.deepEqual(allowedMoves('Reddedildi'), ['Onay Bekliyor', 'İptal']);
    });

    it('lines of a form that went Beklemede → İşlemde directly change without asking again', async () => {
      const form = await newForm();
      await move(form.id, 'İşlemde');
      assert.equal((await putItems(form.id, 0, LINES)).status, 200);
      assert.equal(await statusOf(form.id), 'İşlemde');
    });

    it('filters the list by one status or several, and counts the shop’s forms per status on its dashboard', async () => {
      const tenant = await createTenant(server);
      const vehicle = await createVehicle(server, { companyId: tenant.companyId });
      const made: number[] = [];
      for (let i = 0; i < 4; i++) {
        const created = await server.request('POST', '/api/repairform', {
          token: tenant.token,
          body: { vehicleId: vehicle.id, descriptionLines: [`Arıza ${i}`] },
        });
        made.push(created.body.id);
      }
      await setStatus(made[0], 'İşlemde');
      await setStatus(made[1], 'İşlemde');
      await setStatus(made[2], 'Tamamlandı');
      const ids = (reply: { body: { data: { id: number; status: string }[] } }) => reply.body.data.map((row) => row.id).sort((a, b) => a - b);
      const one = await server.request('GET', `/api/repairform?status=${encodeURIComponent('İşlemde')}`, { token: tenant.token });
      assert.equal(one.status, 200, one.text);
      assert.deepEqual(ids(one), [made[0], made[1]]);
      assert.ok(one.body.data.every((row: { status: string }) => row.status === 'İşlemde'));
      const joined = await server.request('GET', `/api/repairform?status=${encodeURIComponent('İşlemde,Tamamlandı')}`, { token: tenant.token });
      assert.deepEqual(ids(joined), made.slice(0, 3));
      assert.equal(joined.body.totalCount, 3);
      const repeated = await server.request('GET', `/api/repairform?status=${encodeURIComponent('Tamamlandı')}&status=Beklemede&pageSize=1&page=2`, {
        token: tenant.token,
      });
      assert.equal(repeated.body.totalCount, 2);
      assert.deepEqual(ids(repeated), [made[2]], 'newest first across statuses, paged: page 2 of size 1');
      const bad = await server.request('GET', '/api/repairform?status=Bitti', { token: tenant.token });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors, { status: [MSG.statusFilterInvalid] });

      const dashboard = await server.request('GET', '/api/dashboard/tamirci', { token: tenant.token });
      assert.equal(dashboard.status, 200);
      assert.deepEqual(
        dashboard.body.statusCounts,
        REPAIR_STATUSES.map((status: RepairStatus) => ({
          status,
          count: status === 'İşlemde' ? 2 : status === 'Tamamlandı' || status === 'Beklemede' ? 1 : 0,
        })),
      );
    });

    it('takes the delivery signature (Teslim Alan) only once the work is done', async () => {
      const { asDataUrl, signaturePng } = await import('./helpers/signature-png');
      const form = await newForm();
      const sign = () =>
        server.request('POST', `/api/repairform/${form.id}/signatures`, {
          token: shop.token,
          body: { role: 'delivery', signerName: 'Hasan Teslim', image: asDataUrl(signaturePng({ width: 120, height: 40 })) },
        });
      const early = await sign();
      assert.equal(early.status, 409);
      assert.equal(early.body.message, MSG.deliverySignatureNotYet);
      await setStatus(form.id, 'Tamamlandı');
      const signed = await sign();
      assert.equal(signed.status, 201, signed.text);
      assert.ok(signed.body.signatures.some((s: { role: string; signerName: string }) => s.role === 'delivery' && s.signerName === 'Hasan Teslim'));
      // Lines and status live beside the signed intake.
      assert.equal((await move(form.id, 'Teslim Edildi', { deliveryKilometer: 121_000 })).status, 200);
      // The PDF prints the delivery block with the signer.
      const { readPdf } = await import('./helpers/pdf-reader');
      const pdf = await fetch(`${server.url}/api/repairform/${form.id}/pdf`, { headers: { authorization: `Bearer ${shop.token}` } });
      assert.equal(pdf.status, 200);
      const printed = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages.join(' ');
      // Issue 40: each row under its own title, the delivery's receiver told apart from the intake's.
      assert.match(
        printed,
        /Araç Kabulü \(Tamire Giriş\) Teslim Eden \(Şoför\).*Teslim Alan \(Yetkili\).*Araç Teslimi \(Tamirden Çıkış\) Teslim Alan \(Müşteri\) Hasan Teslim/,
      );
    });

    it('takes the intake signatures (Şoför, Yetkili) until delivery, and none once delivered or cancelled (issue 40)', async () => {
      const { asDataUrl, signaturePng } = await import('./helpers/signature-png');
      const sign = (id: number, role: string, signerName: string) =>
        server.request('POST', `/api/repairform/${id}/signatures`, {
          token: shop.token,
          body: { role, signerName, image: asDataUrl(signaturePng({ width: 120, height: 40 })) },
        });
      const signatureCount = async (id: number) =>
        ((await server.app.db.execute(sql`select count(*)::int as n from form_signatures where repair_form_id = ${id}`)).rows[0] as { n: number }).n;
      const refused = 'Araç teslim edildikten veya form iptal edildikten sonra giriş imzaları (Şoför, Yetkili) alınmaz';

      const done = await newForm();
      await setStatus(done.id, 'Tamamlandı');
      assert.equal((await sign(done.id, 'driver', 'Ali Şoför')).status, 201, 'a forgotten intake signature is still taken before the vehicle leaves');

      for (const [status, extra] of [
        ['Teslim Edildi', { deliveryKilometer: 120_100 }],
        ['İptal', { note: 'Müşteri vazgeçti' }],
      ] as const) {
        const form = await newForm();
        if (status === 'Teslim Edildi') {
          assert.equal((await move(form.id, 'İşlemde')).status, 200);
          assert.equal((await move(form.id, 'Tamamlandı')).status, 200);
        }
        assert.equal((await move(form.id, status, extra)).status, 200);
        for (const role of ['driver', 'authorized']) {
          const reply = await sign(form.id, role, 'Geç Gelen');
          assert.equal(reply.status, 409, `${status}, ${role}: ${reply.text}`);
          assert.deepEqual(reply.body, { message: refused });
        }
        assert.equal(await signatureCount(form.id), 0, `${status}: nothing stored`);
      }
    });
  });
}
