CREATE TABLE "form_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repair_form_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"signer_name" varchar(100) NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" integer,
	"image" text NOT NULL,
	CONSTRAINT "form_signatures_role_valid" CHECK ("form_signatures"."role" in ('driver', 'authorized'))
);
--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_repair_form_id_repair_forms_id_fk" FOREIGN KEY ("repair_form_id") REFERENCES "public"."repair_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_signatures_form_role" ON "form_signatures" USING btree ("repair_form_id","role");--> statement-breakpoint
CREATE INDEX "form_signatures_user" ON "form_signatures" USING btree ("user_id");