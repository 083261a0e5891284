import { sql } from 'drizzle-orm';
import { analyseReadings, type KilometerReading, type ReadingAnalysis } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';

/**
 * The kilometre readings of these vehicles (issue 44): each form's intake kilometre at its creation
 * and each delivery's kilometre at its Teslim Edildi move. A vehicle no form has read yet falls back
 * to the kilometre on its record.
 */
export async function readingsOf(db: Db, vehicleIds: readonly number[]): Promise<Map<number, ReadingAnalysis>> {
  const analyses = new Map<number, ReadingAnalysis>();
  if (vehicleIds.length === 0) return analyses;
  const ids = sql.param([...new Set(vehicleIds)]);
  const result = await db.execute(sql`
    select f.vehicle_id as "vehicleId", f.created_at as "at", f.kilometer, f.form_number as "source"
      from repair_forms f where f.vehicle_id = any(${ids}::int[])
    union all
    select f.vehicle_id, h.changed_at, h.delivery_kilometer, f.form_number
      from repair_status_history h join repair_forms f on f.id = h.repair_form_id
     where f.vehicle_id = any(${ids}::int[]) and h.delivery_kilometer is not null
    union all
    select v.id, v.created_at, v.kilometer, null
      from vehicles v
     where v.id = any(${ids}::int[]) and not exists (select 1 from repair_forms f where f.vehicle_id = v.id)`);
  const byVehicle = new Map<number, KilometerReading[]>();
  for (const row of result.rows as { vehicleId: number; at: Date | string; kilometer: number; source: string | null }[]) {
    const list = byVehicle.get(row.vehicleId) ?? [];
    list.push({ at: new Date(row.at), kilometer: Number(row.kilometer), ...(row.source ? { source: row.source } : {}) });
    byVehicle.set(row.vehicleId, list);
  }
  for (const id of vehicleIds) analyses.set(id, analyseReadings(byVehicle.get(id) ?? []));
  return analyses;
}
