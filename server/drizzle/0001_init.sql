CREATE SEQUENCE "public"."repair_form_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"address" varchar(500),
	"contact_phone" varchar(20),
	"contact_email" varchar(200),
	"tax_number" varchar(20),
	"authorized_person" varchar(200),
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_shop_companies" (
	"repair_shop_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_shop_companies_repair_shop_id_company_id_pk" PRIMARY KEY("repair_shop_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "repair_shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"address" varchar(500),
	"contact_phone" varchar(20),
	"contact_email" varchar(200),
	"tax_number" varchar(20),
	"authorized_person" varchar(200),
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(20) NOT NULL,
	"repair_shop_id" integer,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(200),
	"phone" varchar(20),
	"is_active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('Admin', 'Tamirci')),
	CONSTRAINT "users_tamirci_has_shop" CHECK ("users"."role" <> 'Tamirci' or "users"."repair_shop_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plate_number" varchar(10) NOT NULL,
	"brand" varchar(100) NOT NULL,
	"model" varchar(100) DEFAULT '' NOT NULL,
	"vehicle_type" varchar(50),
	"kilometer" integer DEFAULT 0 NOT NULL,
	"owner_name" varchar(200) NOT NULL,
	"driver_phone_enc" text NOT NULL,
	"driver_phone_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_plate_number_unique" UNIQUE("plate_number"),
	CONSTRAINT "vehicles_plate_normalised" CHECK ("vehicles"."plate_number" ~ '^[0-9]{2}[A-Z]{1,3}[0-9]{2,4}$'),
	CONSTRAINT "vehicles_kilometer_positive" CHECK ("vehicles"."kilometer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "form_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(64) NOT NULL,
	"repair_form_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "repair_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_number" varchar(20) NOT NULL,
	"vehicle_id" integer,
	"plate_number" varchar(10) NOT NULL,
	"brand" varchar(100) NOT NULL,
	"model" varchar(100) DEFAULT '' NOT NULL,
	"vehicle_type" varchar(50),
	"kilometer" integer NOT NULL,
	"company_id" integer,
	"company_name" varchar(200) NOT NULL,
	"company_email" varchar(200),
	"company_phone" varchar(20),
	"company_address" varchar(500),
	"driver_name" varchar(200) NOT NULL,
	"driver_phone_enc" text,
	"customer_name" varchar(200) NOT NULL,
	"customer_phone_enc" text,
	"description_lines" jsonb NOT NULL,
	"description" text NOT NULL,
	"parts_used" text DEFAULT '' NOT NULL,
	"status" varchar(30) DEFAULT 'Beklemede' NOT NULL,
	"repair_shop_id" integer,
	"created_by" integer,
	"created_by_username" varchar(100) NOT NULL,
	"created_by_name" varchar(201) NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_forms_form_number_unique" UNIQUE("form_number")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"recipient_masked" varchar(200) NOT NULL,
	"customer_name" varchar(200),
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"error_message" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"repair_form_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"locked_by" varchar(100),
	"locked_at" timestamp with time zone,
	CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('Email', 'SMS')),
	CONSTRAINT "notifications_status_valid" CHECK ("notifications"."status" in ('Pending', 'Sent', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" varchar(255) NOT NULL,
	"file_size_bytes" bigint NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"section" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"log_level" varchar(20) NOT NULL,
	"username" varchar(100),
	"user_id" integer,
	"action" varchar(30),
	"entity_type" varchar(30),
	"entity_id" varchar(50),
	"description" text,
	"error_message" text,
	"stack_trace" text,
	"ip_address" varchar(64),
	"duration_ms" integer,
	"http_method" varchar(10),
	"request_path" varchar(500),
	"status_code" integer
);
--> statement-breakpoint
ALTER TABLE "repair_shop_companies" ADD CONSTRAINT "repair_shop_companies_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_shop_companies" ADD CONSTRAINT "repair_shop_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_links" ADD CONSTRAINT "form_links_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_forms" ADD CONSTRAINT "repair_forms_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_forms" ADD CONSTRAINT "repair_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_forms" ADD CONSTRAINT "repair_forms_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_forms" ADD CONSTRAINT "repair_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_search_trgm" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_shop_companies_company" ON "repair_shop_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "repair_shops_search_trgm" ON "repair_shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auth_sessions_user" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_repair_shop" ON "users" USING btree ("repair_shop_id");--> statement-breakpoint
CREATE INDEX "vehicles_company" ON "vehicles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vehicles_driver_phone_hash" ON "vehicles" USING btree ("driver_phone_hash");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_links_repair_form" ON "form_links" USING btree ("repair_form_id");--> statement-breakpoint
CREATE INDEX "repair_forms_shop_created" ON "repair_forms" USING btree ("repair_shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_forms_created" ON "repair_forms" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_forms_vehicle" ON "repair_forms" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "repair_forms_company" ON "repair_forms" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "repair_forms_created_by" ON "repair_forms" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_forms_search_trgm" ON "repair_forms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_due" ON "notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_created" ON "notifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_repair_form" ON "notifications" USING btree ("repair_form_id");--> statement-breakpoint
CREATE INDEX "system_logs_created" ON "system_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_logs_level_created" ON "system_logs" USING btree ("log_level","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_logs_entity" ON "system_logs" USING btree ("entity_type","entity_id");