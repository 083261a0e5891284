-- Totals of the whole system log (issue 11: statistics and the unfiltered search at millions of
-- rows): the row count, the Error/Critical count, and the sum and count of request durations, kept
-- in row_counts by statement-level triggers like migration 0010's, so "every row" is a read of
-- four numbers instead of a scan of the table.
CREATE FUNCTION "count_log_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_delta bigint := 0;
  errors_delta bigint := 0;
  duration_delta bigint := 0;
  timed_delta bigint := 0;
  n bigint; e bigint; s bigint; t bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE log_level IN ('Error', 'Critical')), coalesce(sum(duration_ms), 0), count(duration_ms)
      INTO n, e, s, t FROM new_rows;
    rows_delta := n; errors_delta := e; duration_delta := s; timed_delta := t;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE log_level IN ('Error', 'Critical')), coalesce(sum(duration_ms), 0), count(duration_ms)
      INTO n, e, s, t FROM old_rows;
    rows_delta := rows_delta - n; errors_delta := errors_delta - e; duration_delta := duration_delta - s; timed_delta := timed_delta - t;
  END IF;
  IF rows_delta <> 0 OR errors_delta <> 0 OR duration_delta <> 0 OR timed_delta <> 0 THEN
    UPDATE row_counts SET n = row_counts.n + CASE table_name
        WHEN 'system_logs' THEN rows_delta
        WHEN 'system_logs.errors' THEN errors_delta
        WHEN 'system_logs.duration_sum' THEN duration_delta
        ELSE timed_delta END
      WHERE table_name IN ('system_logs', 'system_logs.errors', 'system_logs.duration_sum', 'system_logs.duration_count');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "system_logs_counted_insert" AFTER INSERT ON "system_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"();--> statement-breakpoint
CREATE TRIGGER "system_logs_counted_update" AFTER UPDATE ON "system_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"();--> statement-breakpoint
CREATE TRIGGER "system_logs_counted_delete" AFTER DELETE ON "system_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_log_rows"();--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n") VALUES
  ('system_logs', (SELECT count(*) FROM "system_logs")),
  ('system_logs.errors', (SELECT count(*) FROM "system_logs" WHERE "log_level" IN ('Error', 'Critical'))),
  ('system_logs.duration_sum', (SELECT coalesce(sum("duration_ms"), 0) FROM "system_logs")),
  ('system_logs.duration_count', (SELECT count("duration_ms") FROM "system_logs"));
