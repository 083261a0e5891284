-- A shop's form search in one index scan (issue 13: the form list of a Tamirci at a million forms):
-- btree_gin lets the shop id sit in the trigram index beside the search text.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "repair_forms_search_trgm";--> statement-breakpoint
CREATE INDEX "repair_forms_shop_search_trgm" ON "repair_forms" USING gin ("repair_shop_id","search_text" gin_trgm_ops);
