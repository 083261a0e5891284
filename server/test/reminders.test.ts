import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countRows, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { istanbulDay, readAt, turkishDay } from './helpers/reminders';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 44: reminders answered with their urgency, reason and projection, computed on every answer.
for (const kind of DATABASES) {
  describe(`reminders on ${kind}`, () => {
    let server: TestServer, admin: string, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, admin, shopA, shopB } = cast));

    const vehicleOf = async (t: Tenant) => {
      const v = await createVehicle(server, { companyId: t.companyId });
      return { vehicleId: v.id, plate: v.plate, companyId: t.companyId, shopId: t.shopId };
    };
    const add = (t: Tenant, vehicleId: number, body: Record<string, unknown>) =>
      server.request('POST', `/api/vehicles/${vehicleId}/reminders`, {
        token: t.token,
        body: { kind: 'Periyodik Bakım', description: 'Yağ ve filtre', ...body },
      });

    it('urgency by date: 12 days left is Yakın, 3 Çok Yakın, 2 days past Gecikti, 60 Uzak', async () => {
      const v = await vehicleOf(shopA);
      const cases: [number, string, string][] = [
        [12, 'Yakın', '12 gün kaldı'],
        [3, 'Çok Yakın', '3 gün kaldı'],
        [0, 'Çok Yakın', 'Bugün'],
        [-2, 'Gecikti', '2 gün gecikti'],
        [60, 'Uzak', '60 gün kaldı'],
      ];
      for (const [days, urgency, reason] of cases) {
        const reply = await add(shopA, v.vehicleId, { kind: 'Araç Muayenesi', dueDate: istanbulDay(days) });
        assert.equal(reply.status, 201, reply.text);
        assert.equal(reply.body.urgency, urgency, `${days} days`);
        assert.equal(reply.body.dueReason, reason);
        assert.equal(reply.body.projectedDate, undefined);
      }
    });

    it('urgency by km with one reading: 450 km left is Yakın, 200 Çok Yakın, 1.500 Uzak, past Gecikti', async () => {
      const v = await vehicleOf(shopA);
      await readAt(server, v, 5, 50000);
      const cases: [number, string, string][] = [
        [50450, 'Yakın', '450 km kaldı'],
        [50200, 'Çok Yakın', '200 km kaldı'],
        [51500, 'Uzak', '1.500 km kaldı'],
        [49000, 'Gecikti', '1.000 km geçti'],
      ];
      for (const [due, urgency, reason] of cases) {
        const reply = await add(shopA, v.vehicleId, { dueKilometer: due });
        assert.equal(reply.status, 201, reply.text);
        assert.deepEqual([reply.body.urgency, reply.body.dueReason, reply.body.currentKilometer], [urgency, reason, 50000]);
      }
    });

    it('projects the km due date from the readings (intake and delivery): 100 km a day', async () => {
      const v = await vehicleOf(shopA);
      await readAt(server, v, 100, 40000, 40000);
      await readAt(server, v, 0, 50000);
      // 10,000 km left at 100 km a day: due in 100 days, Uzak by both.
      const far = await add(shopA, v.vehicleId, { dueKilometer: 60000 });
      assert.equal(far.body.urgency, 'Uzak');
      assert.equal(far.body.projectedDate, istanbulDay(100));
      assert.equal(far.body.dueReason, `10.000 km kaldı, tahmini ${turkishDay(100)}`);
      assert.equal(far.body.kmPerDay, 100);
      // 1,500 km left is Uzak by km, but 15 days away: Yakın, before the driver reports the km.
      const soon = await add(shopA, v.vehicleId, { dueKilometer: 51500 });
      assert.equal(soon.body.urgency, 'Yakın');
      assert.equal(soon.body.dueReason, `1.500 km kaldı, tahmini ${turkishDay(15)}`);
    });

    it('with both a date and a km, whichever comes first decides and its reason is shown', async () => {
      const v = await vehicleOf(shopA);
      await readAt(server, v, 3, 80000);
      const kmFirst = await add(shopA, v.vehicleId, { dueDate: istanbulDay(60), dueKilometer: 80200 });
      assert.deepEqual([kmFirst.body.urgency, kmFirst.body.dueReason], ['Çok Yakın', '200 km kaldı']);
      const dateFirst = await add(shopA, v.vehicleId, { dueDate: istanbulDay(20), dueKilometer: 90000 });
      assert.deepEqual([dateFirst.body.urgency, dateFirst.body.dueReason], ['Yakın', '20 gün kaldı']);
    });

    it('a reading lower than an earlier one, or over 2.000 km a day, is flagged and not used', async () => {
      const v = await vehicleOf(shopA);
      await readAt(server, v, 30, 60000);
      await readAt(server, v, 20, 55000);
      await readAt(server, v, 10, 61000);
      await readAt(server, v, 9, 70000);
      const reply = await server.request('GET', `/api/vehicles/${v.vehicleId}/reminders`, { token: shopA.token });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.currentKilometer, 61000);
      assert.equal(reply.body.kmPerDay, 50);
      assert.deepEqual(
        reply.body.flaggedReadings.map((f: { kilometer: number; reason: string }) => [f.kilometer, f.reason]),
        [
          [55000, 'Önceki okumadan düşük'],
          [70000, 'Günde 2.000 km üzeri'],
        ],
      );
    });

    it("'Tamamlandı' rolls a repeating one forward: fixed from the old due, or from the completion; a single one closes", async () => {
      const v = await vehicleOf(shopA);
      await readAt(server, v, 2, 120000);
      const fixed = await add(shopA, v.vehicleId, { kind: 'Kasko', dueDate: '2027-01-31', repeatMonths: 12, fixedInterval: true });
      const done = await server.request('POST', `/api/reminders/${fixed.body.id}/done`, { token: shopA.token, body: {} });
      assert.equal(done.status, 200, done.text);
      assert.deepEqual([done.body.dueDate, done.body.cycle, done.body.completedAt], ['2028-01-31', 1, null]);

      const fromDone = await add(shopA, v.vehicleId, { dueDate: istanbulDay(-5), dueKilometer: 119000, repeatMonths: 6, repeatKilometers: 15000 });
      const rolled = await server.request('POST', `/api/reminders/${fromDone.body.id}/done`, { token: shopA.token });
      assert.equal(rolled.status, 200, rolled.text);
      assert.equal(rolled.body.dueKilometer, 135000);
      const sixMonths = new Date(`${istanbulDay(0)}T00:00:00Z`);
      sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
      if (sixMonths.getUTCDate() === Number(istanbulDay(0).slice(8))) assert.equal(rolled.body.dueDate, sixMonths.toISOString().slice(0, 10));

      const once = await add(shopA, v.vehicleId, { kind: 'Diğer', dueDate: istanbulDay(1) });
      const closed = await server.request('POST', `/api/reminders/${once.body.id}/done`, { token: shopA.token, body: {} });
      assert.equal(closed.status, 200);
      assert.ok(closed.body.completedAt);
      const again = await server.request('POST', `/api/reminders/${once.body.id}/done`, { token: shopA.token, body: {} });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'Bu hatırlatma zaten tamamlanmış');
    });

    it('bad input is refused in Turkish per field and writes nothing', async () => {
      const v = await vehicleOf(shopA);
      const before = await countRows(server, 'reminders');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ kind: 'Lastik' }, 'kind', 'Geçerli bir hatırlatma türü seçiniz'],
        [{ dueDate: null, dueKilometer: null }, 'dueDate', 'Son tarih veya hedef kilometreden en az birini giriniz'],
        [{ dueDate: '2027-02-30' }, 'dueDate', 'Son tarih GG.AA.YYYY biçiminde geçerli bir gün olmalıdır'],
        [{ dueKilometer: -5 }, 'dueKilometer', 'Hedef kilometre 0 ile 9.999.999 arasında bir tam sayı olmalıdır'],
        [{ dueKilometer: '12a' }, 'dueKilometer', 'Hedef kilometre 0 ile 9.999.999 arasında bir tam sayı olmalıdır'],
        [{ dueDate: '2027-03-01', repeatMonths: 0 }, 'repeatMonths', 'Tekrar süresi 1 ile 120 ay arasında olmalıdır'],
        [{ dueDate: '2027-03-01', repeatKilometers: 2000000 }, 'repeatKilometers', 'Tekrar aralığı 1 ile 1.000.000 km arasında olmalıdır'],
        [{ dueDate: '2027-03-01', description: 'x'.repeat(501) }, 'description', 'Açıklama en fazla 500 karakter olabilir'],
      ];
      for (const [body, field, message] of cases) {
        const reply = await add(shopA, v.vehicleId, body);
        assert.equal(reply.status, 400, `${JSON.stringify(body)}: ${reply.text}`);
        assert.deepEqual(reply.body.errors[field], [message], JSON.stringify(body));
      }
      const badQuery = await server.request('GET', '/api/reminders?urgency=Acil', { token: shopA.token });
      assert.equal(badQuery.status, 400);
      assert.deepEqual(badQuery.body.errors.urgency, ['Geçerli bir aciliyet seçiniz']);
      assert.equal(await countRows(server, 'reminders'), before);
    });

    it('tenancy: another shop’s vehicle and reminder are not found; the list holds the shop’s vehicles only, Admin all', async () => {
      const a = await vehicleOf(shopA);
      const mine = await add(shopA, a.vehicleId, { dueDate: istanbulDay(2) });
      assert.equal(mine.status, 201);
      assert.equal((await server.request('GET', `/api/vehicles/${a.vehicleId}/reminders`, { token: shopB.token })).status, 404);
      assert.equal((await add(shopB, a.vehicleId, { dueDate: istanbulDay(2) })).status, 404);
      const id = mine.body.id;
      assert.equal((await server.request('PUT', `/api/reminders/${id}`, { token: shopB.token, body: { kind: 'Diğer', dueDate: istanbulDay(9) } })).status, 404);
      assert.equal((await server.request('POST', `/api/reminders/${id}/done`, { token: shopB.token, body: {} })).status, 404);
      assert.equal((await server.request('DELETE', `/api/reminders/${id}`, { token: shopB.token })).status, 404);
      const stillThere = await server.request('GET', `/api/vehicles/${a.vehicleId}/reminders`, { token: shopA.token });
      assert.deepEqual(
        stillThere.body.reminders.map((r: { id: number; kind: string; completedAt: string | null }) => [r.id, r.kind, r.completedAt]),
        [[id, 'Periyodik Bakım', null]],
      );

      const b = await vehicleOf(shopB);
      await add(shopB, b.vehicleId, { dueDate: istanbulDay(2) });
      const listA = await server.request('GET', '/api/reminders?pageSize=200', { token: shopA.token });
      assert.ok(listA.body.every((r: { companyId: number }) => r.companyId === shopA.companyId));
      assert.ok(listA.body.some((r: { id: number }) => r.id === id));
      const listAdmin = await server.request('GET', `/api/reminders?companyId=${shopB.companyId}`, { token: admin });
      assert.equal(listAdmin.status, 200);
      assert.equal(Number(listAdmin.headers.get('x-total-count')), 1);
      const otherCompany = await server.request('GET', `/api/reminders?companyId=${shopB.companyId}`, { token: shopA.token });
      assert.deepEqual(otherCompany.body, []);
    });

    it('the list filters by urgency and kind, pages on the server, most urgent first; the summary counts per urgency', async () => {
      const v = await vehicleOf(shopB);
      for (const days of [-1, 2, 20, 200]) await add(shopB, v.vehicleId, { kind: 'Trafik Sigortası', dueDate: istanbulDay(days) });
      const summary = await server.request('GET', '/api/reminders/summary', { token: shopB.token });
      const page1 = await server.request('GET', '/api/reminders?kind=Trafik Sigortası&pageSize=2', { token: shopB.token });
      assert.equal(page1.headers.get('x-total-count'), '4');
      assert.deepEqual(
        page1.body.map((r: { urgency: string }) => r.urgency),
        ['Gecikti', 'Çok Yakın'],
      );
      const page2 = await server.request('GET', '/api/reminders?kind=Trafik Sigortası&pageSize=2&page=2', { token: shopB.token });
      assert.deepEqual(
        page2.body.map((r: { urgency: string }) => r.urgency),
        ['Yakın', 'Uzak'],
      );
      const soon = await server.request('GET', `/api/reminders?urgency=${encodeURIComponent('Yakın')}&kind=Trafik Sigortası`, { token: shopB.token });
      assert.deepEqual(
        soon.body.map((r: { dueReason: string }) => r.dueReason),
        ['20 gün kaldı'],
      );
      assert.equal(summary.status, 200);
      assert.ok(summary.body['Gecikti'] >= 1 && summary.body['Çok Yakın'] >= 1 && summary.body['Yakın'] >= 1 && summary.body['Uzak'] >= 1);
    });
  });
}
