CREATE TABLE "invoice_counters" (
	"prefix" varchar(3) NOT NULL,
	"year" integer NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "invoice_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(16) NOT NULL,
	"uuid" uuid NOT NULL,
	"profile" varchar(20) NOT NULL,
	"type_code" varchar(10) NOT NULL,
	"repair_shop_id" integer,
	"repair_form_id" integer,
	"form_number" varchar(20) NOT NULL,
	"return_of_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer,
	"buyer_kind" varchar(4) NOT NULL,
	"buyer_sealed" text NOT NULL,
	"buyer_id_hash" varchar(64) NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"buyer_email" varchar(200),
	"seller_title" varchar(200) NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_kurus" bigint NOT NULL,
	"vat_kurus" bigint NOT NULL,
	"total_kurus" bigint NOT NULL,
	"vat_by_rate" jsonb NOT NULL,
	"xml_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_profile_valid" CHECK ("invoices"."profile" in ('TEMELFATURA', 'EARSIVFATURA')),
	CONSTRAINT "invoices_type_valid" CHECK ("invoices"."type_code" in ('SATIS', 'IADE')),
	CONSTRAINT "invoices_buyer_kind_valid" CHECK ("invoices"."buyer_kind" in ('VKN', 'TCKN'))
);
--> statement-breakpoint
CREATE TABLE "repair_shop_sellers" (
	"repair_shop_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"vkn" varchar(10) NOT NULL,
	"tax_office" varchar(100) NOT NULL,
	"address" varchar(500) NOT NULL,
	"mersis" varchar(16),
	"invoice_prefix" varchar(3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_office" varchar(100);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "e_invoice_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_shop_sellers" ADD CONSTRAINT "repair_shop_sellers_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_unique" ON "invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_return" ON "invoices" USING btree ("return_of_id") WHERE "invoices"."return_of_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_shop_issued" ON "invoices" USING btree ("repair_shop_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_form" ON "invoices" USING btree ("repair_form_id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_hash" ON "invoices" USING btree ("buyer_id_hash");