CREATE TABLE "driver_keys" (
	"driver_key" text PRIMARY KEY NOT NULL,
	"vehicles" integer NOT NULL
);
--> statement-breakpoint
-- Kept by statement-level triggers on vehicles (a bulk insert updates each key once); a key whose
-- last vehicle goes (deleted, or its owner or phone changed) leaves the table.
CREATE FUNCTION "count_driver_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO driver_keys AS d (driver_key, vehicles)
      SELECT driver_key, count(*) FROM new_rows WHERE driver_key IS NOT NULL GROUP BY driver_key
      ON CONFLICT (driver_key) DO UPDATE SET vehicles = d.vehicles + excluded.vehicles;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE driver_keys AS d SET vehicles = d.vehicles - o.n
      FROM (SELECT driver_key, count(*) AS n FROM old_rows WHERE driver_key IS NOT NULL GROUP BY driver_key) AS o
      WHERE d.driver_key = o.driver_key;
    DELETE FROM driver_keys AS d USING (SELECT DISTINCT driver_key FROM old_rows) AS o
      WHERE d.driver_key = o.driver_key AND d.vehicles <= 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vehicles_driver_keys_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_driver_keys"();--> statement-breakpoint
CREATE TRIGGER "vehicles_driver_keys_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_driver_keys"();--> statement-breakpoint
CREATE TRIGGER "vehicles_driver_keys_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_driver_keys"();--> statement-breakpoint
INSERT INTO "driver_keys" ("driver_key", "vehicles")
  SELECT "driver_key", count(*) FROM "vehicles" WHERE "driver_key" IS NOT NULL GROUP BY "driver_key";
