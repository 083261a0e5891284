CREATE TABLE "company_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"repair_forms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" varchar(50) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_counts" ADD CONSTRAINT "company_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;