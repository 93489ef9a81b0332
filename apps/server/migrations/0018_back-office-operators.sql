CREATE TABLE "admin_enrolment_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"totp_secret" text,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_role";--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_enrolment_tickets" ADD CONSTRAINT "admin_enrolment_tickets_admin" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_enrolment_tickets_token_hash_key" ON "admin_enrolment_tickets" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role" CHECK ("admin_users"."role" in ('admin', 'finance', 'compliance', 'support', 'content'));