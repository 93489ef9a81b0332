CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"category_id" smallint NOT NULL,
	"game_id" integer NOT NULL,
	"popularity" integer NOT NULL,
	CONSTRAINT "game_categories_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"rtp" numeric(5, 2) NOT NULL,
	"volatility" text,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"rng_table" boolean DEFAULT false NOT NULL,
	"skin" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" date,
	"content_hash" text NOT NULL,
	"art_version" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_type_check" CHECK ("games"."type" in (4, 5)),
	CONSTRAINT "games_engine_check" CHECK ("games"."engine" in ('slot', 'roulette', 'blackjack', 'baccarat')),
	CONSTRAINT "games_rtp_check" CHECK ("games"."rtp" > 0 and "games"."rtp" <= 100)
);
--> statement-breakpoint
CREATE TABLE "page_list_games" (
	"page_list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "page_list_games_page_list_id_position_pk" PRIMARY KEY("page_list_id","position")
);
--> statement-breakpoint
CREATE TABLE "page_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_countries" (
	"provider_id" integer NOT NULL,
	"country_code" char(2) NOT NULL,
	"allowed" boolean NOT NULL,
	CONSTRAINT "provider_countries_provider_id_country_code_pk" PRIMARY KEY("provider_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_list_games" ADD CONSTRAINT "page_list_games_page_list_id_page_lists_id_fk" FOREIGN KEY ("page_list_id") REFERENCES "public"."page_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_list_games" ADD CONSTRAINT "page_list_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_countries" ADD CONSTRAINT "provider_countries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "game_categories_order_idx" ON "game_categories" USING btree ("category_id","popularity" DESC NULLS LAST,"game_id");--> statement-breakpoint
CREATE INDEX "game_categories_game_idx" ON "game_categories" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_identifier_key" ON "games" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "games_type_active_popularity_idx" ON "games" USING btree ("type","is_active","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_provider_type_active_popularity_idx" ON "games" USING btree ("provider_id","type","is_active","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "games_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "providers_slug_key" ON "providers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin ("name" gin_trgm_ops);