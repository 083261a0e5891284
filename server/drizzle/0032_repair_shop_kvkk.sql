CREATE TABLE "repair_shop_kvkk" (
	"repair_shop_id" integer PRIMARY KEY NOT NULL,
	"controller_title" varchar(200) NOT NULL,
	"address" varchar(500) NOT NULL,
	"email" varchar(200) NOT NULL,
	"kep_address" varchar(200) DEFAULT '' NOT NULL,
	"notice_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repair_shop_kvkk" ADD CONSTRAINT "repair_shop_kvkk_repair_shop_id_repair_shops_id_fk" FOREIGN KEY ("repair_shop_id") REFERENCES "public"."repair_shops"("id") ON DELETE cascade ON UPDATE no action;