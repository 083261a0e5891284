import { sql, type SQL } from 'drizzle-orm';
import { REMINDER_URGENCIES, type ReminderThresholds, type ReminderUrgency } from '@tamir/shared-api/domain';

/**
 * Issue 44 at scale: the urgency band of every open reminder in a scope, computed in SQL so a list
 * filters, orders and pages in the database. It is the shared rule (reminderStanding) written out in
 * SQL over the vehicle's reading summary (`vehicle_readings`, kept by the shared analyseReadings when a
 * reading is written; a vehicle no form has read takes its record's km, with no km a day).
 *
 * `rank` is the index in REMINDER_URGENCIES (0 Gecikti … 3 Uzak); `sort_day` the day it falls due by
 * date or projection (9999-12-31 for a km one with no projection), as the list orders.
 */

/** The open reminders (with vehicles and companies joined) that `where` keeps. */
export interface BandScope {
  where: SQL;
}

/**
 * `with … u as (…)`: one row a reminder of the scope with id, vehicle_id, company_id, cycle, rank,
 * sort_day, cur, kpd. Follow it with a select from u.
 */
export function bandsCte(scope: BandScope, today: string, t: ReminderThresholds): SQL {
  const byDays = (days: SQL) =>
    sql`case when ${days} < 0 then 0 when ${days} <= ${t.verySoonDays}::float8 then 1 when ${days} <= ${t.soonDays}::float8 then 2 else 3 end`;
  const byKm = (km: SQL) =>
    sql`case when ${km} < 0 then 0 when ${km} <= ${t.verySoonKilometers}::float8 then 1 when ${km} <= ${t.soonKilometers}::float8 then 2 else 3 end`;
  return sql`with
    st as (
      select reminders.id, reminders.vehicle_id, reminders.due_date, reminders.due_kilometer, reminders.cycle, vehicles.company_id,
             coalesce(vr.current_kilometer, vehicles.kilometer, 0)::bigint as cur, vr.km_per_day as kpd
        from reminders
        join vehicles on vehicles.id = reminders.vehicle_id
        join companies on companies.id = vehicles.company_id
        left join vehicle_readings vr on vr.vehicle_id = reminders.vehicle_id
       where ${scope.where}
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
