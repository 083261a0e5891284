-- A drivers search by part of a phone without decrypting every phone (issue 13): each phone's digit
-- triples in 256 keyed buckets, with a GIN index; the server fills them (the key is not here).
ALTER TABLE "vehicles" ADD COLUMN "driver_phone_grams" smallint[];--> statement-breakpoint
CREATE INDEX "vehicles_driver_phone_grams" ON "vehicles" USING gin ("driver_phone_grams");--> statement-breakpoint
CREATE INDEX "vehicles_driver_phone_grams_missing" ON "vehicles" USING btree ("id") WHERE driver_phone_grams is null;