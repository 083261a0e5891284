-- A request row without a user or an error message needs no entry in those columns' trigram indexes
-- (issue 13: each index entry is part of every request's cost): a condition on either column
-- implies it is not null, so partial indexes serve the same searches. (entity_type, entity_id) was
-- used by no query: the entity filter reads system_logs_entity_created.
DROP INDEX "system_logs_entity";--> statement-breakpoint
DROP INDEX "system_logs_username_trgm";--> statement-breakpoint
DROP INDEX "system_logs_error_trgm";--> statement-breakpoint
CREATE INDEX "system_logs_username_trgm" ON "system_logs" USING gin ("username" gin_trgm_ops) WHERE "system_logs"."username" is not null;--> statement-breakpoint
CREATE INDEX "system_logs_error_trgm" ON "system_logs" USING gin ("error_message" gin_trgm_ops) WHERE "system_logs"."error_message" is not null;