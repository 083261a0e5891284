CREATE TABLE "form_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_form_id" integer NOT NULL,
	"stage" varchar(20) NOT NULL,
	"caption" varchar(200) DEFAULT '' NOT NULL,
	"source_type" varchar(10) NOT NULL,
	"image" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"digest" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(201) NOT NULL,
	"created_by_username" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_photos_stage_valid" CHECK ("form_photos"."stage" in ('Teslim Alma', 'Teslim'))
);
--> statement-breakpoint
ALTER TABLE "form_photos" ADD CONSTRAINT "form_photos_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_photos" ADD CONSTRAINT "form_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_photos_form" ON "form_photos" USING btree ("repair_form_id","id");--> statement-breakpoint
CREATE INDEX "form_photos_user" ON "form_photos" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "form_photos" ALTER COLUMN "image" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "form_photos" ALTER COLUMN "thumb" SET STORAGE EXTERNAL;
