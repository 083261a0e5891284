CREATE TABLE "reminder_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reminder_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"urgency" varchar(20) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"notification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_notices_urgency_valid" CHECK ("reminder_notices"."urgency" in ('Gecikti', 'Çok Yakın', 'Yakın', 'Uzak')),
	CONSTRAINT "reminder_notices_channel_valid" CHECK ("reminder_notices"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"due_date" date,
	"due_kilometer" integer,
	"repeat_months" integer,
	"repeat_kilometers" integer,
	"fixed_interval" boolean DEFAULT false NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"source_form_id" integer,
	"completed_at" timestamp with time zone,
	"completed_form_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_valid" CHECK ("reminders"."kind" in ('Periyodik Bakım', 'Araç Muayenesi', 'Egzoz Emisyon', 'Trafik Sigortası', 'Kasko', 'Ertelenen İş', 'Diğer')),
	CONSTRAINT "reminders_has_due" CHECK ("reminders"."due_date" is not null or "reminders"."due_kilometer" is not null),
	CONSTRAINT "reminders_due_km_positive" CHECK ("reminders"."due_kilometer" is null or "reminders"."due_kilometer" >= 0),
	CONSTRAINT "reminders_repeat_positive" CHECK (("reminders"."repeat_months" is null or "reminders"."repeat_months" > 0) and ("reminders"."repeat_kilometers" is null or "reminders"."repeat_kilometers" > 0))
);
--> statement-breakpoint
ALTER TABLE "reminder_notices" ADD CONSTRAINT "reminder_notices_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_source_form_id_repair_forms_id_fk" FOREIGN KEY ("source_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_completed_form_id_repair_forms_id_fk" FOREIGN KEY ("completed_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_notices_once" ON "reminder_notices" USING btree ("reminder_id","cycle","urgency","channel");--> statement-breakpoint
CREATE INDEX "reminders_vehicle_open" ON "reminders" USING btree ("vehicle_id") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "reminders_due_date_open" ON "reminders" USING btree ("due_date") WHERE completed_at is null;