import { sql } from 'drizzle-orm';
import { repairForms, repairStatusHistory } from '../../src/db/schema/index';
import { refreshVehicleReadings } from '../../src/modules/reminders/readings';
import { createForm } from './fixtures';
import type { TestServer } from './server';

const DAY = 86_400_000;

/** 'YYYY-MM-DD' of Istanbul's today plus `days` (the server counts days in Istanbul). */
export const istanbulDay = (days = 0) => new Date(Date.now() + 3 * 3600_000 + days * DAY).toISOString().slice(0, 10);

/** GG.AA.YYYY of Istanbul's today plus `days`, as a reason names a projected day. */
export const turkishDay = (days: number) => istanbulDay(days).split('-').reverse().join('.');

/**
 * A form of the vehicle read at `kilometer` `daysAgo` days ago (an intake reading); with
 * `deliveredKm` also delivered that day at that kilometre (a delivery reading).
 */
export async function readAt(
  server: TestServer,
  v: { vehicleId: number; plate: string; companyId: number; shopId: number },
  daysAgo: number,
  kilometer: number,
  deliveredKm?: number,
): Promise<number> {
  const at = new Date(Date.now() - daysAgo * DAY);
  const form = await createForm(server, {
    vehicleId: v.vehicleId,
    plate: v.plate,
    companyId: v.companyId,
    repairShopId: v.shopId,
    createdAt: at,
    status: deliveredKm === undefined ? 'Beklemede' : 'Teslim Edildi',
  });
  await server.app.db
    .update(repairForms)
    .set({ kilometer, deliveryKilometer: deliveredKm ?? null })
    .where(sql`${repairForms.id} = ${form.id}`);
  if (deliveredKm !== undefined) {
    await server.app.db.insert(repairStatusHistory).values({
      repairFormId: form.id,
      fromStatus: 'Tamamlandı',
      toStatus: 'Teslim Edildi',
      source: 'manual',
      deliveryKilometer: deliveredKm,
      changedByName: 'Test',
      changedAt: at,
    });
  }
  // As the app writes a reading: the vehicle's summary with it.
  await refreshVehicleReadings(server.app.db, [v.vehicleId]);
  return form.id;
}
