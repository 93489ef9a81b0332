CREATE TABLE "house"."show_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"launch_id" bigint NOT NULL,
	"wallet_user" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cash_out_cents" integer,
	"state" text NOT NULL,
	"cash_out_cents" integer,
	"payout" bigint,
	"bet_uuid" uuid NOT NULL,
	"win_uuid" uuid NOT NULL,
	"rollback_uuid" uuid NOT NULL,
	"win_refusals" integer DEFAULT 0 NOT NULL,
	"balance" bigint,
	"last_problem" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "show_bets_stake" CHECK ("house"."show_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "house"."show_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"length" integer NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "show_chains_length" CHECK ("house"."show_chains"."length" > 0)
);
--> statement-breakpoint
CREATE TABLE "house"."show_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"hash" text NOT NULL,
	"seed" text NOT NULL,
	"crash_cents" integer NOT NULL,
	"state" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"crashes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "show_rounds_crash" CHECK ("house"."show_rounds"."crash_cents" >= 100),
	CONSTRAINT "show_rounds_state" CHECK ("house"."show_rounds"."state" in ('running', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "house"."show_bets" ADD CONSTRAINT "show_bets_round_id_show_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "house"."show_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house"."show_bets" ADD CONSTRAINT "show_bets_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "house"."launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house"."show_rounds" ADD CONSTRAINT "show_rounds_chain_id_show_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "house"."show_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "show_bets_round_player_key" ON "house"."show_bets" USING btree ("round_id","wallet_user");--> statement-breakpoint
CREATE INDEX "show_bets_unfinished_idx" ON "house"."show_bets" USING btree ("round_id") WHERE "house"."show_bets"."state" in ('placing', 'standing', 'cashing', 'losing', 'rolling_back');--> statement-breakpoint
CREATE UNIQUE INDEX "show_rounds_chain_number_key" ON "house"."show_rounds" USING btree ("chain_id","number");--> statement-breakpoint
CREATE INDEX "show_rounds_created_idx" ON "house"."show_rounds" USING btree ("created_at");