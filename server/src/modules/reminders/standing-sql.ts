import { sql, type SQL } from 'drizzle-orm';
import { MAX_PLAUSIBLE_KM_PER_DAY, REMINDER_URGENCIES, type ReminderThresholds, type ReminderUrgency } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { readingsOf } from './readings';

/**
 * Issue 44 at scale: the urgency band of every open reminder in a scope, computed in SQL so a list
 * filters, orders and pages in the database. It is the shared rule (reminderStanding over
 * analyseReadings) written out in SQL, with one exception kept in JavaScript: a vehicle whose readings
 * hold one the rule flags (lower than the one before, or more than 2,000 km a day) is read by
 * analyseReadings itself and its current km and km/day handed to the query, since which readings are
 * used then depends on the order they are walked. For every other vehicle no reading is flagged, so the
 * current km is the highest reading and km/day runs from the first reading to the last; a vehicle no form
 * has read has only its record's km.
 *
 * `rank` is the index in REMINDER_URGENCIES (0 Gecikti … 3 Uzak); `sort_day` the day it falls due by
 * date or projection (9999-12-31 for a km one with no projection), as the list orders.
 */

/** The open reminders (with vehicles and companies joined) that `where` keeps. */
export interface BandScope {
  where: SQL;
}

const DIRTY_ROWS = 5000;

/** The readings of the scope's vehicles (as readingsOf reads them) and a per-vehicle summary. */
function summaryCtes(scope: BandScope): SQL {
  return sql`
    r as (
      select reminders.id, reminders.vehicle_id, reminders.due_date, reminders.due_kilometer, reminders.cycle, vehicles.company_id, vehicles.kilometer as vkm
        from reminders
        join vehicles on vehicles.id = reminders.vehicle_id
        join companies on companies.id = vehicles.company_id
       where ${scope.where}
    ),
    -- Only vehicles with forms have readings to walk: one without has just its record's km (no km/day).
    rv as (select distinct vehicle_id from r where exists (select 1 from repair_forms f where f.vehicle_id = r.vehicle_id)),
    rd as (
      select f.vehicle_id, f.created_at as at, f.kilometer as km from repair_forms f where f.vehicle_id in (select vehicle_id from rv)
      union all
      select f.vehicle_id, h.changed_at, h.delivery_kilometer
        from repair_status_history h join repair_forms f on f.id = h.repair_form_id
       where f.vehicle_id in (select vehicle_id from rv) and h.delivery_kilometer is not null

    ),
    seq as (
      select vehicle_id, day, km,
             lag(day) over w as pday, lag(km) over w as pkm,
             row_number() over w as n, count(*) over (partition by vehicle_id) as cnt
        from (select vehicle_id, floor(extract(epoch from at) / 86400)::int as day, coalesce(km, 0)::int as km from rd) d
      window w as (partition by vehicle_id order by day, km)
    ),
    s as (
      select vehicle_id,
             bool_or(pkm is not null and (km < pkm or (km - pkm)::float8 / greatest(1, day - pday) > ${MAX_PLAUSIBLE_KM_PER_DAY})) as dirty,
             max(km) as cur, min(day) as fday, max(day) as lday,
             max(km) filter (where n = 1) as fkm, max(km) filter (where n = cnt) as lkm
        from seq group by vehicle_id
    )`;
}

/** Vehicles of the scope with a flagged reading: the rule's own walk decides their km. */
async function flaggedVehicles(db: Db, scope: BandScope): Promise<{ vehicle_id: number; cur: number; kpd: number | null }[]> {
  const result = await db.execute(sql`with ${summaryCtes(scope)} select vehicle_id from s where dirty`);
  const ids = (result.rows as { vehicle_id: number }[]).map((row) => Number(row.vehicle_id));
  const out: { vehicle_id: number; cur: number; kpd: number | null }[] = [];
  for (let i = 0; i < ids.length; i += DIRTY_ROWS) {
    const analyses = await readingsOf(db, ids.slice(i, i + DIRTY_ROWS));
    for (const [id, a] of analyses) out.push({ vehicle_id: id, cur: a.currentKilometer, kpd: a.kmPerDay });
  }
  return out;
}

/**
 * `with … u as (…)`: one row a reminder of the scope with id, vehicle_id, company_id, cycle, rank,
 * sort_day, cur, kpd. Follow it with a select from u.
 */
export async function bandsCte(db: Db, scope: BandScope, today: string, t: ReminderThresholds): Promise<SQL> {
  const overrides = JSON.stringify(await flaggedVehicles(db, scope));
  const byDays = (days: SQL) =>
    sql`case when ${days} < 0 then 0 when ${days} <= ${t.verySoonDays}::float8 then 1 when ${days} <= ${t.soonDays}::float8 then 2 else 3 end`;
  const byKm = (km: SQL) =>
    sql`case when ${km} < 0 then 0 when ${km} <= ${t.verySoonKilometers}::float8 then 1 when ${km} <= ${t.soonKilometers}::float8 then 2 else 3 end`;
  return sql`with ${summaryCtes(scope)},
    ov as (select * from json_to_recordset(${overrides}::json) as o(vehicle_id int, cur int, kpd float8)),
    st as (
      select r.*,
             coalesce(ov.cur, s.cur, r.vkm, 0)::bigint as cur,
             case when ov.vehicle_id is not null then ov.kpd
                  when s.lday - s.fday >= 1 then (s.lkm - s.fkm)::float8 / (s.lday - s.fday) end as kpd
        from r left join s on s.vehicle_id = r.vehicle_id left join ov on ov.vehicle_id = r.vehicle_id
    ),
    b as (
      select st.*, (st.due_date - ${today}::date) as ddays, (st.due_kilometer - st.cur) as kleft,
             case when st.due_kilometer is not null and st.due_kilometer - st.cur >= 0 and st.kpd > 0
                  then ceil((st.due_kilometer - st.cur)::float8 / st.kpd)::float8 end as pdays
        from st
    ),
    k as (
      select b.*,
             case when due_date is null then 3 else ${byDays(sql`ddays`)} end as drank,
             case when due_kilometer is null then 3
                  when kleft < 0 then 0
                  else least(${byKm(sql`kleft`)}, case when pdays is null then 3 else ${byDays(sql`pdays`)} end) end as krank
        from b
    ),
    u as (
      -- As the rule: the km candidate decides (and its projected day sorts) only when it is strictly
      -- more urgent than the date, or there is no date.
      select id, vehicle_id, company_id, cycle, cur, kpd, least(drank, krank) as rank,
             coalesce(
               case when due_kilometer is not null and (due_date is null or krank < drank) and pdays < 2900000
                    then least(due_date, ${today}::date + pdays::int) else due_date end,
               date '9999-12-31') as sort_day
        from k
    )`;
}

export const rankOf = (urgency: ReminderUrgency): number => REMINDER_URGENCIES.indexOf(urgency);
export const urgencyOfRank = (rank: number): ReminderUrgency => REMINDER_URGENCIES[Number(rank)];
