import { eq } from 'drizzle-orm';
import { notifications } from '../../src/db/schema/index';
import { createTenant, createVehicle } from './fixtures';
import type { TestServer } from './server';

export type NotificationRow = typeof notifications.$inferSelect;

/** Polls until `check` returns a value (not undefined/false); fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function notificationById(server: TestServer, id: number): Promise<NotificationRow> {
  const [row] = await server.app.db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function notificationsOfForm(server: TestServer, repairFormId: number): Promise<NotificationRow[]> {
  return server.app.db.select().from(notifications).where(eq(notifications.repairFormId, repairFormId)).orderBy(notifications.id);
}

/** The e-mail queued for a form a fresh tenant creates through the API, with one fault line. */
export async function formEmailOfNewTenant(server: TestServer, faultLine: string): Promise<NotificationRow> {
  const tenant = await createTenant(server);
  const vehicle = await createVehicle(server, { companyId: tenant.companyId });
  const created = await server.request('POST', '/api/repairform', {
    token: tenant.token,
    body: { vehicleId: vehicle.id, descriptionLines: [faultLine], partsUsed: '' },
  });
  const [queued] = await notificationsOfForm(server, created.body.id);
  return queued;
}

/** A Pending e-mail written straight into the outbox. */
export async function queueEmail(server: TestServer, values: Partial<typeof notifications.$inferInsert> = {}): Promise<number> {
  const [row] = await server.app.db
    .insert(notifications)
    .values({
      type: 'Email',
      status: 'Pending',
      recipient: 'alici@example.com',
      recipientMasked: 'al***@example.com',
      subject: 'Deneme',
      body: 'Deneme e-postası',
      ...values,
    })
    .returning({ id: notifications.id });
  return row.id;
}
