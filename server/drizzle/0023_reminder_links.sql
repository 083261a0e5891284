ALTER TABLE "companies" ADD COLUMN "reminder_emails_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_items" ADD COLUMN "reminder_id" integer;--> statement-breakpoint
ALTER TABLE "repair_items" ADD CONSTRAINT "repair_items_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;