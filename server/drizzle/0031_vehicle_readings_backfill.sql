-- Issue 44 at scale: fills vehicle_readings for every vehicle a form has read, by the shared rule
-- (shared-api analyseReadings): readings in day order (then km); one lower than the last believed
-- reading, or more than 2,000 km a day above it (days at least 1), is flagged and not used; the current
-- km is the last believed reading; km a day runs from the first believed reading to the last (null on
-- one day). server/test/vehicle-readings.test.ts runs this statement again and compares it with the rule.
WITH RECURSIVE rd AS (
  SELECT vehicle_id, day, km, row_number() OVER (PARTITION BY vehicle_id ORDER BY day, km) AS n
    FROM (
      SELECT f.vehicle_id, floor(extract(epoch FROM f.created_at) / 86400)::int AS day, f.kilometer AS km
        FROM repair_forms f WHERE f.vehicle_id IS NOT NULL
      UNION ALL
      SELECT f.vehicle_id, floor(extract(epoch FROM h.changed_at) / 86400)::int, h.delivery_kilometer
        FROM repair_status_history h JOIN repair_forms f ON f.id = h.repair_form_id
       WHERE f.vehicle_id IS NOT NULL AND h.delivery_kilometer IS NOT NULL
    ) x
),
walk AS (
  SELECT vehicle_id, n, day AS fday, km AS fkm, day AS lday, km AS lkm, 0 AS flagged
    FROM rd WHERE n = 1
  UNION ALL
  SELECT w.vehicle_id, r.n, w.fday, w.fkm,
         CASE WHEN r.km >= w.lkm AND (r.km - w.lkm)::float8 / greatest(1, r.day - w.lday) <= 2000 THEN r.day ELSE w.lday END,
         CASE WHEN r.km >= w.lkm AND (r.km - w.lkm)::float8 / greatest(1, r.day - w.lday) <= 2000 THEN r.km ELSE w.lkm END,
         w.flagged + CASE WHEN r.km >= w.lkm AND (r.km - w.lkm)::float8 / greatest(1, r.day - w.lday) <= 2000 THEN 0 ELSE 1 END
    FROM walk w JOIN rd r ON r.vehicle_id = w.vehicle_id AND r.n = w.n + 1
)
INSERT INTO vehicle_readings (vehicle_id, current_kilometer, km_per_day, flagged_readings, readings)
SELECT DISTINCT ON (vehicle_id) vehicle_id, lkm,
       CASE WHEN lday - fday >= 1 THEN (lkm - fkm)::float8 / (lday - fday) END, flagged, n
  FROM walk
 ORDER BY vehicle_id, n DESC
ON CONFLICT (vehicle_id) DO UPDATE SET current_kilometer = excluded.current_kilometer, km_per_day = excluded.km_per_day,
  flagged_readings = excluded.flagged_readings, readings = excluded.readings, updated_at = now();
