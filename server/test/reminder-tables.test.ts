import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { reminderNotices, reminders } from '../src/db/schema/index';
import { createTenant, createVehicle } from './helpers/fixtures';
import { DATABASES, startServer, type TestServer } from './helpers/server';

// Issue 44: each reminder e-mail is recorded once per reminder, due cycle, urgency and channel with
// a unique key in the database, so a second sender (another process, a restart) finds it taken.
for (const kind of DATABASES) {
  describe(`reminder tables on ${kind}`, () => {
    let server: TestServer;
    let vehicleId: number;
    before(async () => {
      server = await startServer(kind);
      const shop = await createTenant(server);
      vehicleId = (await createVehicle(server, { companyId: shop.companyId })).id;
    });
    after(() => server.close());

    it('records a notice once per reminder, cycle, urgency and channel', async () => {
      const [row] = await server.app.db.insert(reminders).values({ vehicleId, kind: 'Periyodik Bakım', dueKilometer: 60000 }).returning({ id: reminders.id });
      const record = (cycle: number, urgency: string, channel: string) =>
        server.app.db
          .insert(reminderNotices)
          .values({ reminderId: row.id, cycle, urgency, channel })
          .onConflictDoNothing()
          .returning({ id: reminderNotices.id });
      assert.equal((await record(0, 'Yakın', 'email')).length, 1);
      assert.equal((await record(0, 'Yakın', 'email')).length, 0, 'the same notice again is not recorded');
      assert.equal((await record(0, 'Çok Yakın', 'email')).length, 1);
      assert.equal((await record(1, 'Yakın', 'email')).length, 1, 'the next due cycle warns again');
      assert.equal((await record(0, 'Yakın', 'sms')).length, 1);
      const rows = await server.app.db.select().from(reminderNotices).where(eq(reminderNotices.reminderId, row.id));
      assert.equal(rows.length, 4);
    });

    it('refuses a reminder with neither a due date nor a due kilometre, or of an unknown kind', async () => {
      await assert.rejects(server.app.db.insert(reminders).values({ vehicleId, kind: 'Diğer' }));
      await assert.rejects(server.app.db.insert(reminders).values({ vehicleId, kind: 'Yağ', dueDate: '2027-01-01' }));
    });
  });
}
