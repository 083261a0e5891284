import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { analyseReadings, type KilometerReading, type ReadingAnalysis } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { SERVER_ROOT } from '../../server-root';

/**
 * The kilometre readings forms have taken of these vehicles (issue 44): each form's intake kilometre
 * at its creation and each delivery's kilometre at its Teslim Edildi move. A vehicle without a form
 * is not in the map.
 */
export async function formReadingsOf(db: Db, vehicleIds: readonly number[]): Promise<Map<number, KilometerReading[]>> {
  const byVehicle = new Map<number, KilometerReading[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const ids = sql.param([...new Set(vehicleIds)]);
  const result = await db.execute(sql`
    select f.vehicle_id as "vehicleId", f.created_at as "at", f.kilometer, f.form_number as "source"
      from repair_forms f where f.vehicle_id = any(${ids}::int[])
    union all
    select f.vehicle_id, h.changed_at, h.delivery_kilometer, f.form_number
      from repair_status_history h join repair_forms f on f.id = h.repair_form_id
     where f.vehicle_id = any(${ids}::int[]) and h.delivery_kilometer is not null`);
  for (const row of result.rows as { vehicleId: number; at: Date | string; kilometer: number; source: string | null }[]) {
    const list = byVehicle.get(Number(row.vehicleId)) ?? [];
    list.push({ at: new Date(row.at), kilometer: Number(row.kilometer), ...(row.source ? { source: row.source } : {}) });
    byVehicle.set(Number(row.vehicleId), list);
  }
  return byVehicle;
}

/**
 * Every reading of these vehicles walked by the shared rule (with the flagged ones listed). A vehicle
 * no form has read falls back to the kilometre on its record. Used where the flagged readings are shown
 * (a vehicle's reminders) and to write the summary; lists read the summary (`vehicle_readings`).
 */
export async function readingsOf(db: Db, vehicleIds: readonly number[]): Promise<Map<number, ReadingAnalysis>> {
  const analyses = new Map<number, ReadingAnalysis>();
  if (vehicleIds.length === 0) return analyses;
  const byVehicle = await formReadingsOf(db, vehicleIds);
  const formless = [...new Set(vehicleIds)].filter((id) => !byVehicle.has(id));
  if (formless.length > 0) {
    const result = await db.execute(sql`select id, created_at as "at", kilometer from vehicles where id = any(${sql.param(formless)}::int[])`);
    for (const row of result.rows as { id: number; at: Date | string; kilometer: number }[]) {
      byVehicle.set(Number(row.id), [{ at: new Date(row.at), kilometer: Number(row.kilometer) }]);
    }
  }
  for (const id of vehicleIds) analyses.set(id, analyseReadings(byVehicle.get(id) ?? []));
  return analyses;
}

/** What the lists need of a vehicle's readings. */
export interface ReadingSummary {
  currentKilometer: number;
  kmPerDay: number | null;
  flaggedReadings: number;
}

/**
 * Inside the transaction that added, changed or removed a reading: the summary rows of these vehicles
 * written again from their readings by the shared rule. A per-vehicle advisory lock (taken in id
 * order) makes two transactions reading the same vehicle write one after the other, the second seeing
 * the first's reading, so the row never misses a committed reading.
 */
export async function refreshVehicleReadings(tx: Db, vehicleIds: readonly (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(vehicleIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${READINGS_LOCK}::int, ${id}::int)`);
  const byVehicle = await formReadingsOf(tx, ids);
  const rows = [...byVehicle].map(([vehicleId, readings]) => {
    const analysis = analyseReadings(readings);
    return {
      vehicleId,
      currentKilometer: analysis.currentKilometer,
      kmPerDay: analysis.kmPerDay,
      flaggedReadings: analysis.flagged.length,
      readings: readings.length,
    };
  });
  const gone = ids.filter((id) => !byVehicle.has(id));
  if (gone.length > 0) await tx.execute(sql`delete from vehicle_readings where vehicle_id = any(${sql.param(gone)}::int[])`);
  if (rows.length > 0) {
    await tx.execute(sql`insert into vehicle_readings (vehicle_id, current_kilometer, km_per_day, flagged_readings, readings)
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r("vehicleId" int, "currentKilometer" int, "kmPerDay" float8, "flaggedReadings" int, readings int)
      on conflict (vehicle_id) do update set current_kilometer = excluded.current_kilometer, km_per_day = excluded.km_per_day,
        flagged_readings = excluded.flagged_readings, readings = excluded.readings, updated_at = now()`);
  }
}

/** The first key of the per-vehicle advisory lock (the second is the vehicle id). */
const READINGS_LOCK = 4407;

/** The summaries of these vehicles: the stored row, or the record's kilometre for a vehicle no form has read. */
export async function readingSummariesOf(db: Db, vehicleIds: readonly number[]): Promise<Map<number, ReadingSummary>> {
  const summaries = new Map<number, ReadingSummary>();
  if (vehicleIds.length === 0) return summaries;
  const result = await db.execute(sql`
    select v.id, coalesce(r.current_kilometer, v.kilometer) as "currentKilometer", r.km_per_day as "kmPerDay", coalesce(r.flagged_readings, 0) as "flaggedReadings"
      from vehicles v left join vehicle_readings r on r.vehicle_id = v.id
     where v.id = any(${sql.param([...new Set(vehicleIds)])}::int[])`);
  for (const row of result.rows as { id: number; currentKilometer: number; kmPerDay: number | string | null; flaggedReadings: number }[]) {
    summaries.set(Number(row.id), {
      currentKilometer: Number(row.currentKilometer),
      kmPerDay: row.kmPerDay === null ? null : Number(row.kmPerDay),
      flaggedReadings: Number(row.flaggedReadings),
    });
  }
  return summaries;
}

/**
 * The migration's backfill of `vehicle_readings` (the `*_vehicle_readings_backfill.sql` migration,
 * whatever number it was given): every vehicle a form has read, by the rule written out in SQL. The
 * benchmark runs it after seeding forms in bulk; the agreement test runs it against the rule.
 */
export function vehicleReadingsBackfill(): string {
  const file = readdirSync(path.join(SERVER_ROOT, 'drizzle')).find((name) => name.endsWith('_vehicle_readings_backfill.sql'));
  if (!file) throw new Error('vehicle_readings backfill migration not found');
  return readFileSync(path.join(SERVER_ROOT, 'drizzle', file), 'utf8');
}
