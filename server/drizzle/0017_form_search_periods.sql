-- The form search narrowed by shop and month (issue 13: a Tamirci's search over a year at a million
-- forms): each form's shop key, shop-and-30-day key and 30-day key (src/db/search-periods.ts) in
-- the trigram index beside its search text, so a year's search reads that shop's forms of those
-- months only. Adding the stored column rewrites the form table once.
DROP INDEX "repair_forms_shop_search_trgm";--> statement-breakpoint
ALTER TABLE "repair_forms" ADD COLUMN "search_periods" bigint[] GENERATED ALWAYS AS (array[coalesce(repair_shop_id, 0)::int8 * 100000, coalesce(repair_shop_id, 0)::int8 * 100000 + 1 + least(greatest(floor(extract(epoch from (created_at - timestamptz '2000-01-01 00:00:00+00')) / 2592000), 0), 99998)::int8, -1 - least(greatest(floor(extract(epoch from (created_at - timestamptz '2000-01-01 00:00:00+00')) / 2592000), 0), 99998)::int8]) STORED;--> statement-breakpoint
CREATE INDEX "repair_forms_period_search_trgm" ON "repair_forms" USING gin ("search_periods","search_text" gin_trgm_ops);