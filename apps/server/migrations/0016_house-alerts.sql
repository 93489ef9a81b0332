CREATE TABLE "house"."alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"round_id" uuid NOT NULL,
	"wallet_user" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house"."rounds" ADD COLUMN "win_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "house"."alerts" ADD CONSTRAINT "alerts_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "house"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "house"."alerts" USING btree ("created_at");