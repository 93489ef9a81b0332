CREATE TABLE "crypto_hot_wallet_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_hot_wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chain" text NOT NULL,
	"from_address" text NOT NULL,
	"nonce" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_hot_wallet_transfers_nonce" UNIQUE("chain","from_address","nonce")
);
--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD COLUMN "from_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_nonce" ON "crypto_withdrawals" USING btree ("chain","from_address","nonce");