CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"gateway_transaction" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('created', 'pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"fingerprint" text NOT NULL,
	"deposit_id" uuid,
	"outcome" text NOT NULL,
	"detail" text,
	"body" text NOT NULL,
	"ip" text,
	"times_received" integer DEFAULT 1 NOT NULL,
	"first_received_at" timestamp with time zone NOT NULL,
	"last_received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_notifications_once" UNIQUE("gateway","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer,
	"py_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_type_slug" UNIQUE("type","slug"),
	CONSTRAINT "payment_methods_type" CHECK ("payment_methods"."type" in (1, 2)),
	CONSTRAINT "payment_methods_kind" CHECK ("payment_methods"."kind" in ('gateway', 'bank', 'card', 'crypto'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('open', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "welcome_tier_choices" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"tier" smallint,
	"currency" text NOT NULL,
	"deposit" text,
	"play_with" text,
	"free_spins" integer,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welcome_tier_choices_tier" CHECK ("welcome_tier_choices"."tier" is null or "welcome_tier_choices"."tier" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"player_username" text NOT NULL,
	"method" text NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"iban" text NOT NULL,
	"bank_name" text,
	"swift" text,
	"account_holder" text NOT NULL,
	"reason" text,
	"payout_reference" text,
	"hold_transfer_id" text NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_hold" UNIQUE("hold_transfer_id"),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'processing', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_time_step" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "admin_users_role" CHECK ("admin_users"."role" in ('admin', 'finance', 'compliance', 'support'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_player" ON "deposits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_open_by_expiry" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" in ('created', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_reference" ON "deposits" USING btree ("gateway","gateway_reference") WHERE "deposits"."gateway_reference" is not null;--> statement-breakpoint
CREATE INDEX "gateway_notifications_deposit" ON "gateway_notifications" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "withdrawals_player" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_time" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_token_hash_key" ON "admin_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_lower_key" ON "admin_users" USING btree (lower("email"));