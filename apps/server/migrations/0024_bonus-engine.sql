CREATE TABLE "bonus_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"tier" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"percent" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"free_spins" jsonb,
	"tiers" jsonb,
	"wagering_multiplier" integer NOT NULL,
	"wagering_base" text DEFAULT 'bonus' NOT NULL,
	"max_bet" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contributions" jsonb NOT NULL,
	"expiry_days" integer NOT NULL,
	"max_conversion" jsonb,
	"currencies" text[],
	"countries" text[],
	"repeatable" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"promotion_id" integer,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_wagering" CHECK ("bonus_offers"."wagering_multiplier" >= 0 and "bonus_offers"."expiry_days" > 0),
	CONSTRAINT "bonus_offers_percent" CHECK ("bonus_offers"."percent" is null or "bonus_offers"."percent" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"offer_id" integer,
	"source" text NOT NULL,
	"granted" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"contributions" jsonb NOT NULL,
	"max_conversion" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"converted" bigint DEFAULT 0 NOT NULL,
	"forfeited" bigint DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"grant_id" text NOT NULL,
	"free_spins_left" integer DEFAULT 0 NOT NULL,
	"free_spins_game" text,
	"free_spins_bet" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."granted" >= 0 and "player_bonuses"."wagering_required" >= 0 and "player_bonuses"."wagered" >= 0 and "player_bonuses"."converted" >= 0 and "player_bonuses"."forfeited" >= 0),
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" in ('queued', 'active', 'completed', 'forfeited', 'expired', 'cancelled', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"offer_id" integer NOT NULL,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_used" CHECK ("promo_codes"."used" >= 0 and "promo_codes"."per_player_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"player_bonus_id" bigint,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"losses" bigint NOT NULL,
	"percent" integer NOT NULL,
	"amount" bigint NOT NULL,
	"level" text,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_payments_kind" CHECK ("cashback_payments"."kind" in ('daily', 'weekly')),
	CONSTRAINT "cashback_payments_amounts" CHECK ("cashback_payments"."losses" > 0 and "cashback_payments"."amount" > 0 and "cashback_payments"."percent" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_runs" (
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"players" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_runs_pkey" PRIMARY KEY("kind","period"),
	CONSTRAINT "cashback_runs_kind" CHECK ("cashback_runs"."kind" in ('daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referred_id" integer NOT NULL,
	"referrer_id" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_deposit" bigint,
	"deposit_currency" text,
	"currency" text,
	"amount" bigint,
	"grant_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rewards_outcome" CHECK ("referral_rewards"."outcome" in ('paid', 'refused')),
	CONSTRAINT "referral_rewards_paid_has_grant" CHECK (("referral_rewards"."outcome" = 'paid') = ("referral_rewards"."grant_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "review_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"platform" text NOT NULL,
	"link" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"currency" text,
	"reward" bigint,
	"grant_id" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_claims_status" CHECK ("review_claims"."status" in ('waiting', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reward_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"player_id" integer NOT NULL,
	"level" text NOT NULL,
	"wagered_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"bonus" bigint NOT NULL,
	"grant_id" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_levels_pkey" PRIMARY KEY("player_id","level")
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_wagered" bigint;--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_claim_id_bonus_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."bonus_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_claims_player_status" ON "bonus_claims" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_key" ON "bonus_offers" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_grant" ON "player_bonuses" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_player_status" ON "player_bonuses" USING btree ("player_id","status","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry" ON "player_bonuses" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_activated" ON "player_bonuses" USING btree ("activated_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_closed" ON "player_bonuses" USING btree ("closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_player" ON "promo_redemptions" USING btree ("code_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_payments_once" ON "cashback_payments" USING btree ("kind","period","player_id");--> statement-breakpoint
CREATE INDEX "cashback_payments_player" ON "cashback_payments" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cashback_payments_created" ON "cashback_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_once" ON "referral_rewards" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_claims_one_per_platform" ON "review_claims" USING btree ("player_id","platform") WHERE status in ('waiting', 'approved');--> statement-breakpoint
CREATE INDEX "review_claims_player" ON "review_claims" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "review_claims_queue" ON "review_claims" USING btree ("status","created_at","id");