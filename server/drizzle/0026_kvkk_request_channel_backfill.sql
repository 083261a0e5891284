-- Issue 41 §2 (hand-written backfill, kept apart from 0025 so it can be carried over at a renumber):
-- the channel 'E-posta' of issue 30 is the Başvuru Tebliği's "the e-mail address the person gave
-- the controller before", now named 'Kayıtlı E-posta'.
UPDATE "kvkk_requests" SET "channel" = 'Kayıtlı E-posta' WHERE "channel" = 'E-posta';
