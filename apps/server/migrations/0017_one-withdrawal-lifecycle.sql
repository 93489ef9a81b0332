-- One withdrawal lifecycle (decision 0308): bank and crypto withdrawals become rows of `withdrawals`,
-- with one state machine (requested, approved, paying, paid, rejected, cancelled) and the method's own
-- details beside it (`bank_withdrawal_details`, `crypto_withdrawal_details`). Each row keeps its id, and
-- so its hold `withdrawal:<id>` in the ledger; the statuses map as follows:
--   bank:   pending -> requested, processing -> approved, completed -> paid;
--   crypto: pending -> requested, approved -> approved, broadcast -> paying, completed -> paid;
--   rejected and cancelled stay.
CREATE TABLE "bank_withdrawal_details" (
	"withdrawal_id" uuid PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"iban" text NOT NULL,
	"bank_name" text,
	"swift" text,
	"account_holder" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_withdrawal_details" (
	"withdrawal_id" uuid PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"coin_amount" numeric(78, 0) NOT NULL,
	"coin_decimals" integer NOT NULL,
	"network_fee" numeric(78, 0) NOT NULL,
	"rate" text NOT NULL,
	"rate_source" text NOT NULL,
	"rate_at" timestamp with time zone NOT NULL,
	"tx_hash" text,
	"from_address" text,
	"nonce" bigint,
	"signed_transaction" text,
	"broadcast_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
INSERT INTO "bank_withdrawal_details" ("withdrawal_id", "payment_id", "iban", "bank_name", "swift", "account_holder")
	SELECT "id", "payment_id", "iban", "bank_name", "swift", "account_holder" FROM "withdrawals";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "withdrawals" SET "kind" = 'bank', "status" = CASE "status"
	WHEN 'pending' THEN 'requested'
	WHEN 'processing' THEN 'approved'
	WHEN 'completed' THEN 'paid'
	ELSE "status" END;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" DROP COLUMN "payment_id";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP COLUMN "iban";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP COLUMN "bank_name";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP COLUMN "swift";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP COLUMN "account_holder";--> statement-breakpoint
INSERT INTO "withdrawals" ("id", "player_id", "player_username", "kind", "method", "amount", "currency", "status", "reason", "payout_reference", "hold_transfer_id", "decided_by", "created_at", "updated_at")
	SELECT "id", "player_id", "player_username", 'crypto', 'crypto', "amount", "currency",
		CASE "status"
			WHEN 'pending' THEN 'requested'
			WHEN 'broadcast' THEN 'paying'
			WHEN 'completed' THEN 'paid'
			ELSE "status" END,
		"reason", CASE WHEN "status" = 'completed' THEN "tx_hash" END, "hold_transfer_id", "decided_by", "created_at", "updated_at"
	FROM "crypto_withdrawals";--> statement-breakpoint
INSERT INTO "crypto_withdrawal_details" ("withdrawal_id", "coin", "network", "chain", "address", "coin_amount", "coin_decimals", "network_fee", "rate", "rate_source", "rate_at", "tx_hash", "from_address", "nonce", "signed_transaction", "broadcast_attempts", "last_error")
	SELECT "id", "coin", "network", "chain", "address", "coin_amount", "coin_decimals", "network_fee", "rate", "rate_source", "rate_at", "tx_hash", "from_address", "nonce", "signed_transaction", "broadcast_attempts", "last_error"
	FROM "crypto_withdrawals";--> statement-breakpoint
DROP TABLE "crypto_withdrawals";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('requested', 'approved', 'paying', 'paid', 'rejected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_kind" CHECK ("withdrawals"."kind" in ('bank', 'crypto'));--> statement-breakpoint
ALTER TABLE "bank_withdrawal_details" ADD CONSTRAINT "bank_withdrawal_details_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawal_details_nonce" ON "crypto_withdrawal_details" USING btree ("chain","from_address","nonce");
