CREATE TABLE "repair_shop_notice_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_shop_notice_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_shop_id" integer NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"published_by" varchar(100) NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_signatures" ADD COLUMN "shop_notice_version_id" integer;--> statement-breakpoint
ALTER TABLE "repair_shop_notice_versions" ADD CONSTRAINT "repair_shop_notice_versions_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_shop_notice_versions_shop_version" ON "repair_shop_notice_versions" USING btree ("repair_shop_id","version");--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_shop_notice_version_id_repair_shop_notice_versions_id_fk" FOREIGN KEY ("shop_notice_version_id") REFERENCES "public"."repair_shop_notice_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A shop that saved its own text before versions were kept: that text is its version 1.
INSERT INTO "repair_shop_notice_versions" ("repair_shop_id", "version", "text", "published_by", "published_at")
SELECT "repair_shop_id", 1, "notice_text", 'Sistem', "updated_at" FROM "repair_shop_kvkk" WHERE "notice_text" <> '';
