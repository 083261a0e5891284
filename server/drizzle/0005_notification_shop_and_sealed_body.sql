ALTER TABLE "notifications" ADD COLUMN "repair_shop_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_repair_shop" ON "notifications" USING btree ("repair_shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "notifications" n SET "repair_shop_id" = f."repair_shop_id" FROM "repair_forms" f WHERE f."id" = n."repair_form_id" AND n."repair_shop_id" IS NULL;