CREATE TABLE "repair_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_form_id" integer NOT NULL,
	"items_version" integer NOT NULL,
	"decision" varchar(10) NOT NULL,
	"approver_name" varchar(100) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"total_kurus" bigint NOT NULL,
	"source_address" varchar(64) NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_approvals_decision_valid" CHECK ("repair_approvals"."decision" in ('approve', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "repair_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_form_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"description" varchar(200) NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"unit_price_kurus" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"line_total_kurus" bigint NOT NULL,
	"vat_kurus" bigint NOT NULL,
	CONSTRAINT "repair_items_kind_valid" CHECK ("repair_items"."kind" in ('Parça', 'İşçilik')),
	CONSTRAINT "repair_items_unit_valid" CHECK ("repair_items"."unit" in ('adet', 'saat', 'litre', 'metre', 'takım')),
	CONSTRAINT "repair_items_vat_rate_valid" CHECK ("repair_items"."vat_rate" in (0, 1, 10, 20)),
	CONSTRAINT "repair_items_quantity_valid" CHECK ("repair_items"."quantity_hundredths" between 1 and 999999),
	CONSTRAINT "repair_items_price_valid" CHECK ("repair_items"."unit_price_kurus" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "repair_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_form_id" integer NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30) NOT NULL,
	"source" varchar(20) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"delivery_kilometer" integer,
	"changed_by" integer,
	"changed_by_username" varchar(100),
	"changed_by_name" varchar(201) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_status_history_to_valid" CHECK ("repair_status_history"."to_status" in ('Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı', 'Teslim Edildi', 'İptal')),
	CONSTRAINT "repair_status_history_source_valid" CHECK ("repair_status_history"."source" in ('manual', 'estimate', 'approval', 'lines'))
);
--> statement-breakpoint
ALTER TABLE "form_signatures" DROP CONSTRAINT "form_signatures_role_valid";--> statement-breakpoint
DROP INDEX "repair_forms_shop_status";--> statement-breakpoint
ALTER TABLE "repair_forms" ADD COLUMN "items_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_forms" ADD COLUMN "delivery_kilometer" integer;--> statement-breakpoint
ALTER TABLE "repair_approvals" ADD CONSTRAINT "repair_approvals_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_items" ADD CONSTRAINT "repair_items_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_status_history" ADD CONSTRAINT "repair_status_history_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_status_history" ADD CONSTRAINT "repair_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_approvals_form_version" ON "repair_approvals" USING btree ("repair_form_id","items_version");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_items_form_position" ON "repair_items" USING btree ("repair_form_id","position");--> statement-breakpoint
CREATE INDEX "repair_status_history_form" ON "repair_status_history" USING btree ("repair_form_id","changed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_status_history_user" ON "repair_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "repair_forms_shop_status_created" ON "repair_forms" USING btree ("repair_shop_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repair_forms_status_created" ON "repair_forms" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_role_valid" CHECK ("form_signatures"."role" in ('driver', 'authorized', 'delivery'));