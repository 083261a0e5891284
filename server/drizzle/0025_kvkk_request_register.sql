ALTER TABLE "kvkk_requests" ALTER COLUMN "channel" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "identity_kind" varchar(30);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "identity_enc" text;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "identity_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "identity_masked" varchar(40);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "nationality" varchar(60);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "notice_address" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "contact" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "verified_by" varchar(100);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "verification_method" varchar(60);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "verification_note" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "answer_decision" varchar(10);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "answer_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "answer_channel" varchar(20);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "answered_by" varchar(100);--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "third_party_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kvkk_requests" ADD COLUMN "third_party_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;