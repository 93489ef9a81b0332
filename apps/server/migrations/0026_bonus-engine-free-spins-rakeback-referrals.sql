CREATE TABLE "rakeback_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"day" text NOT NULL,
	"currency" text NOT NULL,
	"wagered" bigint NOT NULL,
	"theoretical_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"withheld" boolean DEFAULT false NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rakeback_payments_amounts" CHECK ("rakeback_payments"."amount" >= 0 and "rakeback_payments"."theoretical_loss" >= 0 and ("rakeback_payments"."amount" > 0) = ("rakeback_payments"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "rakeback_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"percent" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"grant_id" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rakeback_periods_terms" CHECK ("rakeback_periods"."percent" > 0 and "rakeback_periods"."ends_at" > "rakeback_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "house"."free_round_awards" (
	"reward_uuid" text PRIMARY KEY NOT NULL,
	"wallet_user" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"spins_left" integer NOT NULL,
	"bet_value" bigint NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_round_awards_spins" CHECK ("house"."free_round_awards"."spins_left" >= 0),
	CONSTRAINT "free_round_awards_bet" CHECK ("house"."free_round_awards"."bet_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "welcome_tier_choices" DROP CONSTRAINT "welcome_tier_choices_tier";--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "free_round_value" bigint;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "kind" text DEFAULT 'balance' NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD COLUMN "tier_terms" jsonb;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "overturned_by" integer;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "overturned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "overturn_reason" text;--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD COLUMN "reward_uuid" text;--> statement-breakpoint
ALTER TABLE "rakeback_payments" ADD CONSTRAINT "rakeback_payments_period_id_rakeback_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."rakeback_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rakeback_payments_once" ON "rakeback_payments" USING btree ("period_id","day");--> statement-breakpoint
CREATE INDEX "rakeback_payments_created" ON "rakeback_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rakeback_periods_grant" ON "rakeback_periods" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "rakeback_periods_player" ON "rakeback_periods" USING btree ("player_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "rakeback_periods_open" ON "rakeback_periods" USING btree ("starts_at") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "free_round_awards_player_game" ON "house"."free_round_awards" USING btree ("wallet_user","game_code");--> statement-breakpoint
CREATE INDEX "users_referred_idx" ON "users" USING btree (lower(btrim("ref_id")),"created_at") WHERE ref_id is not null;--> statement-breakpoint
CREATE INDEX "referral_rewards_outcome" ON "referral_rewards" USING btree ("outcome","referred_id");--> statement-breakpoint
ALTER TABLE "welcome_tier_choices" ADD CONSTRAINT "welcome_tier_choices_tier" CHECK ("welcome_tier_choices"."tier" is null or "welcome_tier_choices"."tier" between 0 and 9);--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_kind" CHECK ("balance_adjustments"."kind" = 'balance' and "balance_adjustments"."offer_id" is null or "balance_adjustments"."kind" = 'bonus_grant' and "balance_adjustments"."balance" = 'bonus' and "balance_adjustments"."direction" = 'credit');--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_overturn" CHECK (("referral_rewards"."overturned_by" is null) = ("referral_rewards"."overturned_at" is null) and ("referral_rewards"."overturned_by" is null) = ("referral_rewards"."overturn_reason" is null) and ("referral_rewards"."overturned_by" is null or "referral_rewards"."outcome" = 'paid'));