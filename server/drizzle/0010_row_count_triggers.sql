-- Exact counts for the admin dashboard (issue 13): the totals of vehicles and repair forms in
-- row_counts, and both per company in company_counts, kept by statement-level triggers that see
-- each statement's rows at once (a bulk insert updates each counter once). A table allows
-- transition tables on one event per trigger, hence three triggers per table.
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint := 0;
  removed bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'vehicles' THEN
      INSERT INTO company_counts AS c (company_id, vehicles)
        SELECT company_id, count(*) FROM new_rows WHERE company_id IS NOT NULL GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET vehicles = c.vehicles + excluded.vehicles;
    ELSE
      INSERT INTO company_counts AS c (company_id, repair_forms)
        SELECT company_id, count(*) FROM new_rows WHERE company_id IS NOT NULL GROUP BY company_id
        ON CONFLICT (company_id) DO UPDATE SET repair_forms = c.repair_forms + excluded.repair_forms;
    END IF;
    SELECT count(*) INTO added FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'vehicles' THEN
      UPDATE company_counts AS c SET vehicles = c.vehicles - o.n
        FROM (SELECT company_id, count(*) AS n FROM old_rows WHERE company_id IS NOT NULL GROUP BY company_id) AS o
        WHERE c.company_id = o.company_id;
    ELSE
      UPDATE company_counts AS c SET repair_forms = c.repair_forms - o.n
        FROM (SELECT company_id, count(*) AS n FROM old_rows WHERE company_id IS NOT NULL GROUP BY company_id) AS o
        WHERE c.company_id = o.company_id;
    END IF;
    SELECT count(*) INTO removed FROM old_rows;
  END IF;
  IF added <> removed THEN
    UPDATE row_counts SET n = n + added - removed WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vehicles_counted_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "vehicles_counted_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "vehicles_counted_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "repair_forms_counted_insert" AFTER INSERT ON "repair_forms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "repair_forms_counted_update" AFTER UPDATE ON "repair_forms" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "repair_forms_counted_delete" AFTER DELETE ON "repair_forms" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n") VALUES ('vehicles', (SELECT count(*) FROM "vehicles")), ('repair_forms', (SELECT count(*) FROM "repair_forms"));--> statement-breakpoint
INSERT INTO "company_counts" ("company_id", "vehicles", "repair_forms")
  SELECT c."id", (SELECT count(*) FROM "vehicles" v WHERE v."company_id" = c."id"), (SELECT count(*) FROM "repair_forms" f WHERE f."company_id" = c."id")
  FROM "companies" c;
