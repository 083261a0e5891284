CREATE TABLE "vehicle_readings" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"current_kilometer" integer NOT NULL,
	"km_per_day" double precision,
	"flagged_readings" integer DEFAULT 0 NOT NULL,
	"readings" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_readings" ADD CONSTRAINT "vehicle_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;