CREATE TABLE "admin_player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"category" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"transfer_id" text,
	CONSTRAINT "balance_adjustments_amount_positive" CHECK ("balance_adjustments"."amount" > 0),
	CONSTRAINT "balance_adjustments_balance" CHECK ("balance_adjustments"."balance" in ('cash', 'bonus')),
	CONSTRAINT "balance_adjustments_direction" CHECK ("balance_adjustments"."direction" in ('credit', 'debit')),
	CONSTRAINT "balance_adjustments_category" CHECK ("balance_adjustments"."category" in ('goodwill', 'correction', 'chargeback', 'promotion', 'other')),
	CONSTRAINT "balance_adjustments_status" CHECK ("balance_adjustments"."status" in ('pending', 'applied', 'refused')),
	CONSTRAINT "balance_adjustments_four_eyes" CHECK ("balance_adjustments"."decided_by" is null or "balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by"),
	CONSTRAINT "balance_adjustments_applied_has_transfer" CHECK (("balance_adjustments"."status" = 'applied') = ("balance_adjustments"."transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "exclusions" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_player_notes" ADD CONSTRAINT "admin_player_notes_admin" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_player_notes_player" ON "admin_player_notes" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_queue" ON "balance_adjustments" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_player" ON "balance_adjustments" USING btree ("player_id","requested_at");--> statement-breakpoint
CREATE INDEX "security_events_ip_idx" ON "security_events" USING btree ("ip","user_id");--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip","user_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("username" || ' ' || "email" || ' ' || coalesce("name", '') || ' ' || coalesce("surname", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_time" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("provider_id","round");