DROP INDEX "repair_forms_shop_created";--> statement-breakpoint
DROP INDEX "repair_forms_created";--> statement-breakpoint
DROP INDEX "repair_forms_vehicle";--> statement-breakpoint
DROP INDEX "repair_forms_created_by";--> statement-breakpoint
CREATE INDEX "repair_forms_shop_status" ON "repair_forms" USING btree ("repair_shop_id","status");--> statement-breakpoint
CREATE INDEX "repair_forms_shop_created" ON "repair_forms" USING btree ("repair_shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_forms_created" ON "repair_forms" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_forms_vehicle" ON "repair_forms" USING btree ("vehicle_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_forms_created_by" ON "repair_forms" USING btree ("created_by","repair_shop_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);