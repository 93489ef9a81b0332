CREATE SCHEMA "house";
--> statement-breakpoint
CREATE TABLE "house"."launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_token_hash" text NOT NULL,
	"wallet_token" text NOT NULL,
	"wallet_user" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"purpose" text NOT NULL,
	"game" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"access_token_hash" text,
	"access_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house"."rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"launch_id" bigint NOT NULL,
	"wallet_user" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"engine_name" text NOT NULL,
	"math_version" text NOT NULL,
	"play" jsonb NOT NULL,
	"state" text NOT NULL,
	"seed_pair_id" bigint,
	"server_seed_hash" text,
	"client_seed" text,
	"nonce" integer,
	"stake" bigint NOT NULL,
	"outcome" jsonb,
	"payout" bigint,
	"win_transaction_uuid" uuid NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_problem" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_stake" CHECK ("house"."rounds"."stake" > 0),
	CONSTRAINT "rounds_state" CHECK ("house"."rounds"."state" in ('betting', 'open', 'settled', 'rolling_back', 'rolled_back', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "house"."seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_user" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seed_pairs_nonce" CHECK ("house"."seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house"."wallet_calls" (
	"transaction_uuid" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_uuid" uuid,
	"state" text NOT NULL,
	"status" text,
	"balance" bigint,
	"action" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "wallet_calls_amount" CHECK ("house"."wallet_calls"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD CONSTRAINT "rounds_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "house"."launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD CONSTRAINT "rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "house"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house"."wallet_calls" ADD CONSTRAINT "wallet_calls_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "house"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launches_wallet_token_hash_key" ON "house"."launches" USING btree ("wallet_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "launches_access_token_hash_key" ON "house"."launches" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "launches_user_idx" ON "house"."launches" USING btree ("wallet_user");--> statement-breakpoint
CREATE INDEX "rounds_user_created_idx" ON "house"."rounds" USING btree ("wallet_user","created_at");--> statement-breakpoint
CREATE INDEX "rounds_unfinished_idx" ON "house"."rounds" USING btree ("updated_at") WHERE "house"."rounds"."state" in ('betting', 'open', 'rolling_back');--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active_key" ON "house"."seed_pairs" USING btree ("wallet_user") WHERE "house"."seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "seed_pairs_user_idx" ON "house"."seed_pairs" USING btree ("wallet_user","id");--> statement-breakpoint
CREATE INDEX "wallet_calls_round_idx" ON "house"."wallet_calls" USING btree ("round_id");