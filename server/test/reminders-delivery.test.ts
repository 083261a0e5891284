import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { repairItems } from '../src/db/schema/index';
import { countRows, createVehicle, withTenants, type Tenant } from './helpers/fixtures';
import { istanbulDay, readAt } from './helpers/reminders';
import { DATABASES, type TestServer } from './helpers/server';

const LINE = { kind: 'İşçilik', description: 'Periyodik bakım', quantity: 1, unit: 'adet', unitPriceKurus: 250000, vatRate: 20 };

// Issue 44: a form that reaches Teslim Edildi with a line linked to a reminder completes it and
// rolls a repeating one forward; a rejected estimate becomes 'Ertelenen İş' reminders in one step.
for (const kind of DATABASES) {
  describe(`reminders closed by the repair on ${kind}`, () => {
    let server: TestServer, shopA: Tenant, shopB: Tenant;
    withTenants(kind, (cast) => ({ server, shopA, shopB } = cast));

    const vehicleOf = async (t: Tenant) => {
      const v = await createVehicle(server, { companyId: t.companyId });
      return { vehicleId: v.id, plate: v.plate, companyId: t.companyId, shopId: t.shopId };
    };
    const move = (formId: number, body: Record<string, unknown>) =>
      server.request('PUT', `/api/repairform/${formId}/status`, { token: shopA.token, body: { note: '', ...body } });

    it('delivery completes the linked reminder and rolls it 15.000 km on from the delivery kilometre; the link survives a resave', async () => {
      const v = await vehicleOf(shopA);
      await readAt(server, v, 200, 40000, 40100);
      const formId = await readAt(server, v, 0, 59800);
      const rem = await server.request('POST', `/api/vehicles/${v.vehicleId}/reminders`, {
        token: shopA.token,
        body: { kind: 'Periyodik Bakım', description: 'Yağ ve filtre', dueKilometer: 60000, repeatKilometers: 15000 },
      });
      assert.equal(rem.status, 201, rem.text);
      assert.equal(rem.body.urgency, 'Çok Yakın');

      const saved = await server.request('PUT', `/api/repairform/${formId}/items`, {
        token: shopA.token,
        body: {
          version: 0,
          items: [
            { ...LINE, reminderId: rem.body.id },
            { ...LINE, description: 'Silecek' },
          ],
        },
      });
      assert.equal(saved.status, 200, saved.text);
      assert.deepEqual(
        saved.body.items.map((i: { reminderId: number | null }) => i.reminderId),
        [rem.body.id, null],
      );
      // Saved again by a screen that sends no reminderId: the line keeps its link.
      const again = await server.request('PUT', `/api/repairform/${formId}/items`, {
        token: shopA.token,
        body: {
          version: 1,
          items: [
            { ...LINE, quantity: 2 },
            { ...LINE, description: 'Silecek' },
          ],
        },
      });
      assert.equal(again.status, 200, again.text);
      const links = await server.app.db.select({ reminderId: repairItems.reminderId }).from(repairItems).where(eq(repairItems.repairFormId, formId));
      assert.deepEqual(links.map((l) => l.reminderId).sort(), [rem.body.id, null].sort());

      assert.equal((await move(formId, { status: 'İşlemde' })).status, 200);
      assert.equal((await move(formId, { status: 'Tamamlandı' })).status, 200);
      const delivered = await move(formId, { status: 'Teslim Edildi', deliveryKilometer: 60120 });
      assert.equal(delivered.status, 200, delivered.text);

      const after = await server.request('GET', `/api/vehicles/${v.vehicleId}/reminders`, { token: shopA.token });
      const r = after.body.reminders.find((x: { id: number }) => x.id === rem.body.id);
      assert.deepEqual([r.dueKilometer, r.cycle, r.completedAt, r.completedFormId], [75120, 1, null, formId]);
      assert.equal(after.body.currentKilometer, 60120);
      assert.equal(r.urgency, 'Uzak');
    });

    it('a line may link only to an open reminder of the form’s own vehicle (Turkish 400, nothing saved)', async () => {
      const v = await vehicleOf(shopA);
      const other = await vehicleOf(shopA);
      const formId = await readAt(server, v, 0, 10000);
      const foreign = await server.request('POST', `/api/vehicles/${other.vehicleId}/reminders`, {
        token: shopA.token,
        body: { kind: 'Kasko', dueDate: istanbulDay(40) },
      });
      const reply = await server.request('PUT', `/api/repairform/${formId}/items`, {
        token: shopA.token,
        body: { version: 0, items: [{ ...LINE, reminderId: foreign.body.id }] },
      });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body.errors['items.0.reminderId'], ['Kalem bu aracın açık bir hatırlatmasına bağlanabilir']);
      assert.equal((await server.app.db.select().from(repairItems).where(eq(repairItems.repairFormId, formId))).length, 0);
    });

    it("a rejected estimate's lines become 'Ertelenen İş' reminders in one step, once; another shop's form is not found", async () => {
      const v = await vehicleOf(shopA);
      const formId = await readAt(server, v, 1, 33000);
      await server.app.db.insert(repairItems).values(
        ['Ön balata', 'Triger seti'].map((description, position) => ({
          repairFormId: formId,
          position,
          kind: 'Parça',
          description,
          quantityHundredths: 100,
          unit: 'adet',
          unitPriceKurus: 100000,
          vatRate: 20,
          lineTotalKurus: 100000,
          vatKurus: 20000,
        })),
      );
      const early = await server.request('POST', `/api/repairform/${formId}/deferred-reminders`, { token: shopA.token, body: {} });
      assert.equal(early.status, 409);
      assert.equal(early.body.message, 'Ertelenen iş yalnızca firmanın reddettiği bir tekliften kaydedilebilir');
      await server.app.db.execute(sql`update repair_forms set status = 'Reddedildi' where id = ${formId}`);
      const before = await countRows(server, 'reminders');
      const foreign = await server.request('POST', `/api/repairform/${formId}/deferred-reminders`, { token: shopB.token, body: {} });
      assert.equal(foreign.status, 404);
      assert.equal(await countRows(server, 'reminders'), before);

      const saved = await server.request('POST', `/api/repairform/${formId}/deferred-reminders`, { token: shopA.token, body: { dueKilometer: 40000 } });
      assert.equal(saved.status, 201, saved.text);
      assert.equal(saved.body.message, '2 kalem ertelenen iş olarak kaydedildi');
      assert.deepEqual(
        saved.body.reminders.map((r: { kind: string; description: string; dueKilometer: number; sourceFormId: number }) => [
          r.kind,
          r.description,
          r.dueKilometer,
          r.sourceFormId,
        ]),
        [
          ['Ertelenen İş', 'Ön balata', 40000, formId],
          ['Ertelenen İş', 'Triger seti', 40000, formId],
        ],
      );
      const twice = await server.request('POST', `/api/repairform/${formId}/deferred-reminders`, { token: shopA.token, body: {} });
      assert.equal(twice.status, 409);
      assert.equal(twice.body.message, 'Bu teklifin kalemleri zaten ertelenen iş olarak kaydedildi');
    });
  });
}
