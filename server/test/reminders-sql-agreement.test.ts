import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reminders } from '../src/db/schema/index';
import { createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { istanbulDay, readAt } from './helpers/reminders';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 44 at scale: GET /api/reminders filters, orders and pages by an urgency band computed in SQL;
// the vehicle's own list (GET /api/vehicles/{id}/reminders) computes each reminder's urgency with the
// shared rule. Over a spread of reminders around every threshold they must agree.
const URGENCIES = ['Gecikti', 'Çok Yakın', 'Yakın', 'Uzak'];
const DAYS = [-31, -1, 0, 1, 6, 7, 8, 29, 30, 31, 365];
const KM_LEFT = [-1000, -1, 0, 1, 299, 300, 301, 999, 1000, 1001, 5000, 100000];

interface Answer {
  id: number;
  urgency: string;
  dueReason: string;
  dueDate: string | null;
  projectedDate?: string;
  currentKilometer: number;
}

for (const kind of DATABASES) {
  describe(`reminders: the SQL band and the shared rule agree on ${kind}`, () => {
    let server: TestServer, shop: Tenant;
    withTenants(kind, (cast) => ({ server, shopA: shop } = cast));

    /** A vehicle of the shop whose readings are `reads` ([days ago, intake km]), or none (its record's km). */
    const vehicleReading = async (recordKm: number, reads: [number, number][]) => {
      const v = await createVehicle(server, { companyId: shop.companyId, kilometer: recordKm });
      const ref = { vehicleId: v.id, plate: v.plate, companyId: shop.companyId, shopId: shop.shopId };
      for (const [daysAgo, km] of reads) await readAt(server, ref, daysAgo, km);
      return v.id;
    };

    /** Every page of a list (100 a page, the most a page holds), with the total each page answered. */
    const everyPage = async (url: string) => {
      const rows: Answer[] = [];
      const totals = new Set<string | null>();
      for (let page = 1; page < 10; page++) {
        const reply = await server.request('GET', `${url}${url.includes('?') ? '&' : '?'}pageSize=100&page=${page}`, { token: shop.token });
        assert.equal(reply.status, 200, reply.text);
        totals.add(reply.headers.get('x-total-count'));
        rows.push(...(reply.body as Answer[]));
        if ((reply.body as Answer[]).length < 100) break;
      }
      return { rows, totals: [...totals] };
    };

    it('every urgency filter, the totals, the order and the summary match the rule over dates, km, both, with and without readings', async () => {
      const profiles: { vehicleId: number; current: number }[] = [
        { vehicleId: await vehicleReading(12000, []), current: 12000 }, // no form: the record's km, no projection
        { vehicleId: await vehicleReading(0, [[5, 50000]]), current: 50000 }, // one reading
        {
          vehicleId: await vehicleReading(0, [
            [100, 40000],
            [0, 50000],
          ]),
          current: 50000,
        }, // 100 km a day
        {
          vehicleId: await vehicleReading(0, [
            [400, 40000],
            [0, 41000],
          ]),
          current: 41000,
        }, // 2.5 km a day: projection decides
        {
          vehicleId: await vehicleReading(0, [
            [50, 30000],
            [20, 20000],
            [0, 31000],
          ]),
          current: 31000,
        }, // a lower reading, flagged
        {
          vehicleId: await vehicleReading(0, [
            [10, 10000],
            [5, 90000],
            [0, 10500],
          ]),
          current: 10500,
        }, // over 2.000 km a day, flagged
        {
          vehicleId: await vehicleReading(0, [
            [10, 20000],
            [0, 20000],
          ]),
          current: 20000,
        }, // 0 km a day
      ];
      const rows: { vehicleId: number; kind: string; dueDate: string | null; dueKilometer: number | null }[] = [];
      for (const p of profiles) {
        for (const d of DAYS) rows.push({ vehicleId: p.vehicleId, kind: 'Araç Muayenesi', dueDate: istanbulDay(d), dueKilometer: null });
        for (const k of KM_LEFT) rows.push({ vehicleId: p.vehicleId, kind: 'Periyodik Bakım', dueDate: null, dueKilometer: Math.max(0, p.current + k) });
        for (const [d, k] of [
          [31, 299],
          [6, 5000],
          [30, 1001],
          [-1, 100000],
          [365, -1],
          [8, 301],
        ])
          rows.push({ vehicleId: p.vehicleId, kind: 'Kasko', dueDate: istanbulDay(d), dueKilometer: Math.max(0, p.current + k) });
      }
      await server.app.db.insert(reminders).values(rows.map((r) => ({ ...r, description: 'Uyum' })));

      // The shared rule's answers, vehicle by vehicle.
      const expected: Answer[] = [];
      for (const p of profiles) {
        const reply = await server.request('GET', `/api/vehicles/${p.vehicleId}/reminders`, { token: shop.token });
        assert.equal(reply.status, 200, reply.text);
        assert.equal(reply.body.currentKilometer, p.current);
        expected.push(...(reply.body.reminders as Answer[]));
      }
      assert.equal(expected.length, rows.length);
      // A few of the thresholds written out: by date 7 days is Çok Yakın, 8 Yakın, 30 Yakın, 31 Uzak.
      const byDate = expected.filter((r) => r.dueDate !== null && r.dueReason.endsWith('gün kaldı'));
      for (const [reason, urgency] of [
        ['7 gün kaldı', 'Çok Yakın'],
        ['8 gün kaldı', 'Yakın'],
        ['30 gün kaldı', 'Yakın'],
        ['31 gün kaldı', 'Uzak'],
      ])
        assert.ok(
          byDate.filter((r) => r.dueReason === reason).every((r) => r.urgency === urgency),
          reason,
        );
      for (const u of URGENCIES)
        assert.ok(
          expected.some((r) => r.urgency === u),
          `the spread holds ${u}`,
        );

      const rank = (u: string) => URGENCIES.indexOf(u);
      const day = (r: Answer) => [r.dueDate, r.projectedDate].filter((x): x is string => !!x).sort()[0] ?? '9999-12-31';
      const order = [...expected].sort((a, b) => rank(a.urgency) - rank(b.urgency) || (day(a) < day(b) ? -1 : day(a) > day(b) ? 1 : a.id - b.id));

      const all = await everyPage('/api/reminders');
      assert.deepEqual(all.totals, [String(rows.length)]);
      assert.deepEqual(
        all.rows.map((r: Answer) => [r.id, r.urgency, r.dueReason]),
        order.map((r) => [r.id, r.urgency, r.dueReason]),
      );

      for (const u of URGENCIES) {
        const want = order.filter((r) => r.urgency === u);
        const got = await everyPage(`/api/reminders?urgency=${encodeURIComponent(u)}`);
        assert.deepEqual(got.totals, [String(want.length)], u);
        assert.deepEqual(
          got.rows.map((r: Answer) => r.id),
          want.map((r) => r.id),
          u,
        );
        // Paged on the server: the second page of 5 and a page past the end.
        const page2 = await server.request('GET', `/api/reminders?urgency=${encodeURIComponent(u)}&pageSize=5&page=2`, { token: shop.token });
        assert.equal(page2.headers.get('x-total-count'), String(want.length), `${u} page 2`);
        assert.deepEqual(
          page2.body.map((r: Answer) => r.id),
          want.slice(5, 10).map((r) => r.id),
        );
        const beyond = await server.request('GET', `/api/reminders?urgency=${encodeURIComponent(u)}&pageSize=5&page=99`, { token: shop.token });
        assert.deepEqual([beyond.body, beyond.headers.get('x-total-count')], [[], String(want.length)]);
      }

      const summary = await server.request('GET', '/api/reminders/summary', { token: shop.token });
      assert.deepEqual(summary.body, Object.fromEntries(URGENCIES.map((u) => [u, expected.filter((r) => r.urgency === u).length])));
    });
  });
}
