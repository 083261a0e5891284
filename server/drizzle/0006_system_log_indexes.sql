DROP INDEX "system_logs_created";--> statement-breakpoint
DROP INDEX "system_logs_level_created";--> statement-breakpoint
CREATE INDEX "system_logs_action_created" ON "system_logs" USING btree ("action","entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "system_logs_entity_created" ON "system_logs" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "system_logs_errors_created" ON "system_logs" USING btree ("created_at","id") WHERE "system_logs"."log_level" in ('Error', 'Critical');--> statement-breakpoint
CREATE INDEX "system_logs_ip" ON "system_logs" USING btree ("ip_address" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "system_logs_username_trgm" ON "system_logs" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_logs_description_trgm" ON "system_logs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_logs_error_trgm" ON "system_logs" USING gin ("error_message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_logs_created" ON "system_logs" USING btree ("created_at","id","duration_ms");--> statement-breakpoint
CREATE INDEX "system_logs_level_created" ON "system_logs" USING btree ("log_level","created_at","id");