CREATE TABLE "crypto_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_addresses_player_chain" UNIQUE("player_id","chain"),
	CONSTRAINT "crypto_addresses_chain_address" UNIQUE("chain","address"),
	CONSTRAINT "crypto_addresses_chain_index" UNIQUE("chain","derivation_index")
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"chain" text NOT NULL,
	"network" text NOT NULL,
	"coin" text NOT NULL,
	"tx_hash" text NOT NULL,
	"output_index" integer NOT NULL,
	"address" text NOT NULL,
	"coin_amount" numeric(78, 0) NOT NULL,
	"coin_decimals" integer NOT NULL,
	"block_number" bigint,
	"block_hash" text,
	"confirmations" integer NOT NULL,
	"required_confirmations" integer NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"rate" text,
	"rate_source" text,
	"rate_at" timestamp with time zone,
	"note" text,
	"resolved_by" integer,
	"first_seen_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_deposits_once" UNIQUE("chain","tx_hash","output_index"),
	CONSTRAINT "crypto_deposits_status" CHECK ("crypto_deposits"."status" in ('pending', 'credited', 'below_minimum', 'removed', 'resolved')),
	CONSTRAINT "crypto_deposits_coin_amount_positive" CHECK ("crypto_deposits"."coin_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "crypto_watch_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"last_block" bigint NOT NULL,
	"last_block_hash" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"player_username" text NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"coin_amount" numeric(78, 0) NOT NULL,
	"coin_decimals" integer NOT NULL,
	"network_fee" numeric(78, 0) NOT NULL,
	"rate" text NOT NULL,
	"rate_source" text NOT NULL,
	"rate_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_transfer_id" text NOT NULL,
	"tx_hash" text,
	"nonce" bigint,
	"signed_transaction" text,
	"broadcast_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_withdrawals_hold" UNIQUE("hold_transfer_id"),
	CONSTRAINT "crypto_withdrawals_status" CHECK ("crypto_withdrawals"."status" in ('pending', 'approved', 'broadcast', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "crypto_withdrawals_amount_positive" CHECK ("crypto_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "crypto_deposits_player" ON "crypto_deposits" USING btree ("player_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "crypto_deposits_open" ON "crypto_deposits" USING btree ("chain") WHERE "crypto_deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_player" ON "crypto_withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_status" ON "crypto_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
-- Crypto deposits and withdrawals are offered from now on (the operator may switch them off again).
UPDATE "payment_methods" SET "enabled" = true WHERE "slug" = 'crypto';
