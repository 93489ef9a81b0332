CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"tracks_balance" boolean NOT NULL,
	"debits_must_not_exceed_credits" boolean NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity" UNIQUE NULLS NOT DISTINCT("kind","player_id","reference","currency"),
	CONSTRAINT "ledger_accounts_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_kind_format" CHECK ("ledger_accounts"."kind" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "ledger_accounts_currency_format" CHECK ("ledger_accounts"."currency" ~ '^[A-Z0-9]{2,10}$'),
	CONSTRAINT "ledger_accounts_totals_not_negative" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0),
	CONSTRAINT "ledger_accounts_debits_within_credits" CHECK (not "ledger_accounts"."debits_must_not_exceed_credits" or "ledger_accounts"."debits_pending" + "ledger_accounts"."debits_posted" <= "ledger_accounts"."credits_posted"),
	CONSTRAINT "ledger_accounts_derived_has_no_totals" CHECK ("ledger_accounts"."tracks_balance" or (not "ledger_accounts"."debits_must_not_exceed_credits" and "ledger_accounts"."debits_pending" = 0 and "ledger_accounts"."debits_posted" = 0 and "ledger_accounts"."credits_pending" = 0 and "ledger_accounts"."credits_posted" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"phase" text NOT NULL,
	"pending_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_id_format" CHECK (length("ledger_transfers"."id") between 1 and 200),
	CONSTRAINT "ledger_transfers_amount_not_negative" CHECK ("ledger_transfers"."amount" >= 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_kind_format" CHECK ("ledger_transfers"."kind" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "ledger_transfers_phase" CHECK ("ledger_transfers"."phase" in ('posted', 'pending', 'post', 'void') and ("ledger_transfers"."pending_id" is not null) = ("ledger_transfers"."phase" in ('post', 'void')))
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_code" UNIQUE("code"),
	CONSTRAINT "game_providers_code_format" CHECK ("game_providers"."code" ~ '^[a-z0-9][a-z0-9_-]{1,39}$'),
	CONSTRAINT "game_providers_status" CHECK ("game_providers"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"round" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"refund_total" bigint DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_once" UNIQUE("provider_id","round","player_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_sessions_token_hash" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"player_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"round" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"reference_transaction_uuid" text,
	"fingerprint" text,
	"balance" bigint,
	"ledger_transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_once" UNIQUE("provider_id","transaction_uuid"),
	CONSTRAINT "provider_transactions_kind" CHECK ("provider_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "provider_transactions_state" CHECK ("provider_transactions"."state" in ('open', 'rolled_back', 'cancelled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account" FOREIGN KEY ("debit_account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account" FOREIGN KEY ("credit_account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_player" ON "ledger_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_once" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."pending_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_by_time" ON "ledger_transfers" USING btree ("debit_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_by_time" ON "ledger_transfers" USING btree ("credit_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_deposits" ON "ledger_transfers" USING btree ("credit_account_id","created_at","id") WHERE kind = 'deposit';--> statement-breakpoint
CREATE INDEX "ledger_transfers_withdrawals" ON "ledger_transfers" USING btree ("debit_account_id","created_at","id") WHERE kind = 'withdrawal';--> statement-breakpoint
CREATE INDEX "game_rounds_player_by_time" ON "game_rounds" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_sessions_player_provider" ON "game_sessions" USING btree ("player_id","provider_id");