CREATE TABLE "instant_verification_decisions" (
	"digest" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"provider" text NOT NULL,
	"player_id" integer NOT NULL,
	"status" text NOT NULL,
	"code" integer,
	"reason" text,
	"reason_code" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"player_id" integer NOT NULL,
	"status" text NOT NULL,
	"url" text NOT NULL,
	"reason" text,
	"reason_code" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "instant_verifications_status" CHECK ("instant_verifications"."status" in ('created', 'review', 'approved', 'declined', 'resubmission_requested', 'expired', 'abandoned'))
);
--> statement-breakpoint
CREATE INDEX "instant_verification_decisions_session" ON "instant_verification_decisions" USING btree ("session_id","received_at");--> statement-breakpoint
CREATE INDEX "instant_verifications_player" ON "instant_verifications" USING btree ("player_id","created_at");