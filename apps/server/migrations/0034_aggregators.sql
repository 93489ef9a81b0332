CREATE TABLE "aggregator_games" (
	"aggregator_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"free_bets" boolean NOT NULL,
	"platforms" text[] NOT NULL,
	"blocked_countries" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregator_games_aggregator_id_game_code_pk" PRIMARY KEY("aggregator_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "aggregator_rewards" (
	"aggregator_id" integer NOT NULL,
	"bonus_id" bigint NOT NULL,
	"reward_uuid" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregator_rewards_aggregator_id_bonus_id_pk" PRIMARY KEY("aggregator_id","bonus_id"),
	CONSTRAINT "aggregator_rewards_uuid" UNIQUE("aggregator_id","reward_uuid")
);
--> statement-breakpoint
CREATE TABLE "aggregators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"operator_id" text NOT NULL,
	"private_key" text NOT NULL,
	"image_hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aggregators_code" UNIQUE("code"),
	CONSTRAINT "aggregators_kind" CHECK ("aggregators"."kind" in ('hub88'))
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_engine_check";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "aggregator_games" ADD CONSTRAINT "aggregator_games_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_rewards" ADD CONSTRAINT "aggregator_rewards_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_engine_check" CHECK ("games"."engine" in ('slot', 'roulette', 'blackjack', 'baccarat', 'external'));