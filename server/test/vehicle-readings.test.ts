import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { analyseReadings, type KilometerReading } from '@tamir/shared-api/domain';
import { vehicleReadingsBackfill } from '../src/modules/reminders/readings';
import { createForm, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { readAt } from './helpers/reminders';
import { DATABASES, type TestServer } from './helpers/server';

// Issue 44 at scale: the per-vehicle reading summary (vehicle_readings) the reminders list, its summary
// and the daily check read must always be what the shared rule (analyseReadings) makes of the raw
// readings: after forms are created and deleted, deliveries made and a bad reading taken through the
// API, and when the migration's backfill writes it from scratch.
const DAY = 86_400_000;

interface Stored {
  currentKilometer: number;
  kmPerDay: number | null;
  flaggedReadings: number;
  readings: number;
}

for (const kind of DATABASES) {
  describe(`vehicle reading summary agrees with the shared rule on ${kind}`, () => {
    let server: TestServer, shop: Tenant, admin: string;
    withTenants(kind, (cast) => ({ server, shopA: shop, admin } = cast));

    /** The raw readings as the issue defines them, read here on their own: intake km at creation, delivery km at the move. */
    const rawReadings = async (vehicleId: number): Promise<KilometerReading[]> => {
      const result = await server.app.db.execute(sql`
        select f.created_at as at, f.kilometer from repair_forms f where f.vehicle_id = ${vehicleId}
        union all
        select h.changed_at, h.delivery_kilometer from repair_status_history h join repair_forms f on f.id = h.repair_form_id
         where f.vehicle_id = ${vehicleId} and h.delivery_kilometer is not null`);
      return (result.rows as { at: string | Date; kilometer: number }[]).map((r) => ({ at: new Date(r.at), kilometer: Number(r.kilometer) }));
    };
    const stored = async (vehicleId: number): Promise<Stored | null> => {
      const result = await server.app.db.execute(sql`
        select current_kilometer as "currentKilometer", km_per_day as "kmPerDay", flagged_readings as "flaggedReadings", readings
          from vehicle_readings where vehicle_id = ${vehicleId}`);
      const row = result.rows[0] as Record<string, number | string | null> | undefined;
      if (!row) return null;
      return {
        currentKilometer: Number(row.currentKilometer),
        kmPerDay: row.kmPerDay === null ? null : Number(row.kmPerDay),
        flaggedReadings: Number(row.flaggedReadings),
        readings: Number(row.readings),
      };
    };
    /** The summary equals the rule over the raw readings (no row when no form has read the vehicle). */
    const agrees = async (vehicleId: number, step: string): Promise<Stored | null> => {
      const raw = await rawReadings(vehicleId);
      const row = await stored(vehicleId);
      if (raw.length === 0) {
        assert.equal(row, null, `${step}: no readings, no row`);
        return row;
      }
      const rule = analyseReadings(raw);
      assert.deepEqual(
        row,
        { currentKilometer: rule.currentKilometer, kmPerDay: rule.kmPerDay, flaggedReadings: rule.flagged.length, readings: raw.length },
        step,
      );
      return row;
    };
    const move = (formId: number, status: string, deliveryKilometer?: number) =>
      server.request('PUT', `/api/repairform/${formId}/status`, {
        token: shop.token,
        body: { status, note: '', ...(deliveryKilometer ? { deliveryKilometer } : {}) },
      });
    const deliver = async (formId: number, km: number) => {
      for (const status of ['İşlemde', 'Tamamlandı']) assert.equal((await move(formId, status)).status, 200);
      const reply = await move(formId, 'Teslim Edildi', km);
      assert.equal(reply.status, 200, reply.text);
    };
    const newForm = async (vehicleId: number) => {
      const reply = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId, descriptionLines: ['Bakım'] } });
      assert.equal(reply.status, 201, reply.text);
      return reply.body.id as number;
    };
    /** The vehicle's record kilometre edited (a new form copies it as its intake reading). */
    const setVehicleKm = async (v: { id: number; plate: string }, kilometer: number) => {
      const body = {
        plateNumber: v.plate,
        brand: 'Ford',
        model: 'Transit',
        kilometer,
        ownerName: 'Mehmet Şoför',
        driverPhone: '0532 111 22 33',
        companyId: shop.companyId,
      };
      const reply = await server.request('PUT', `/api/vehicles/${v.id}`, { token: admin, body });
      assert.equal(reply.status, 200, reply.text);
    };

    it('follows form creations, deliveries, a lower reading, an implausible jump and a deleted form', async () => {
      const v = await createVehicle(server, { companyId: shop.companyId, kilometer: 30000 });
      const ref = { vehicleId: v.id, plate: v.plate, companyId: shop.companyId, shopId: shop.shopId };
      await agrees(v.id, 'a vehicle no form has read');

      // Two readings from the past (100 and 50 days ago), then a form through the API today.
      await readAt(server, ref, 100, 40000);
      await agrees(v.id, 'one old reading');
      await readAt(server, ref, 50, 45000, 45500);
      await agrees(v.id, 'an old delivered form');
      await setVehicleKm(v, 50000);
      const today = await newForm(v.id);
      assert.deepEqual(await agrees(v.id, 'a form created today'), { currentKilometer: 50000, kmPerDay: 100, flaggedReadings: 0, readings: 4 });

      // Delivered at 50.300 km today.
      await deliver(today, 50300);
      assert.deepEqual(await agrees(v.id, 'delivered'), { currentKilometer: 50300, kmPerDay: 103, flaggedReadings: 0, readings: 5 });

      // A bad reading: the record says 20.000 km and a form copies it (lower than 50.300: flagged).
      await setVehicleKm(v, 20000);
      const low = await newForm(v.id);
      assert.deepEqual(await agrees(v.id, 'a lower reading'), { currentKilometer: 50300, kmPerDay: 103, flaggedReadings: 1, readings: 6 });

      // Another form at 50.300 km, delivered the same day 30.000 km later: more than 2.000 km a day.
      await setVehicleKm(v, 50300);
      const jump = await newForm(v.id);
      assert.deepEqual(await agrees(v.id, 'another form'), { currentKilometer: 50300, kmPerDay: 103, flaggedReadings: 1, readings: 7 });
      await deliver(jump, 80300);
      assert.deepEqual(await agrees(v.id, 'an implausible jump'), { currentKilometer: 50300, kmPerDay: 103, flaggedReadings: 2, readings: 8 });

      // The list reads the summary, the vehicle's own answer the raw readings: same kilometre.
      await server.request('POST', `/api/vehicles/${v.id}/reminders`, { token: shop.token, body: { kind: 'Kasko', dueDate: '2099-01-01' } });
      const own = await server.request('GET', `/api/vehicles/${v.id}/reminders`, { token: shop.token });
      const list = await server.request('GET', `/api/reminders?kind=Kasko`, { token: shop.token });
      assert.equal(own.body.currentKilometer, 50300);
      assert.equal(own.body.flaggedReadings.length, 2);
      assert.equal(list.body.find((r: { vehicleId: number }) => r.vehicleId === v.id).currentKilometer, 50300);

      // The form with the lower reading (not delivered) is deleted: its reading goes.
      const deleted = await server.request('DELETE', `/api/repairform/${low}`, { token: shop.token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.deepEqual(await agrees(v.id, 'a form deleted'), { currentKilometer: 50300, kmPerDay: 103, flaggedReadings: 1, readings: 7 });
    });

    it('the last form deleted leaves the record kilometre standing', async () => {
      const v = await createVehicle(server, { companyId: shop.companyId, kilometer: 12345 });
      const formId = await newForm(v.id);
      await agrees(v.id, 'one form');
      assert.equal((await server.request('DELETE', `/api/repairform/${formId}`, { token: shop.token })).status, 200);
      assert.equal(await agrees(v.id, 'no form left'), null);
      const own = await server.request('GET', `/api/vehicles/${v.id}/reminders`, { token: shop.token });
      assert.equal(own.body.currentKilometer, 12345);
    });

    it('two forms created at once for one vehicle are both counted', async () => {
      const v = await createVehicle(server, { companyId: shop.companyId, kilometer: 7000 });
      await Promise.all([newForm(v.id), newForm(v.id), newForm(v.id)]);
      assert.equal((await agrees(v.id, 'three at once'))?.readings, 3);
    });

    it("the migration's backfill writes what the rule computes, for fleets of random readings", async () => {
      let seed = 44;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const v = await createVehicle(server, { companyId: shop.companyId, kilometer: 1000 });
        ids.push(v.id);
        let km = random(100000);
        for (let r = 0, count = random(6); r < count; r++) {
          // Mostly forward, sometimes back (lower) or a jump (implausible), some on one day.
          km += [0, 150, 3000, 9000, -2000, 50000][random(6)];
          const form = await createForm(server, {
            vehicleId: v.id,
            plate: v.plate,
            companyId: shop.companyId,
            repairShopId: shop.shopId,
            createdAt: new Date(Date.now() - random(400) * DAY),
          });
          await server.app.db.execute(sql`update repair_forms set kilometer = ${Math.max(0, km)} where id = ${form.id}`);
          if (random(3) === 0) {
            await server.app.db
              .execute(sql`insert into repair_status_history (repair_form_id, from_status, to_status, source, delivery_kilometer, changed_by_name, changed_at)
              values (${form.id}, 'Tamamlandı', 'Teslim Edildi', 'manual', ${Math.max(0, km + random(4000))}, 'Test', ${new Date(Date.now() - random(400) * DAY)})`);
          }
        }
      }
      await server.app.db.execute(sql`delete from vehicle_readings where vehicle_id = any(${sql.param(ids)}::int[])`);
      await server.app.db.execute(sql.raw(vehicleReadingsBackfill()));
      let flagged = 0;
      for (const id of ids) flagged += (await agrees(id, `vehicle ${id} after the backfill`))?.flaggedReadings ?? 0;
      assert.ok(flagged > 5, `the random fleet holds flagged readings (${flagged})`);
    });
  });
}
