CREATE TABLE "exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_code" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text,
	"current" boolean DEFAULT true NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" in ('pending_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_pkey" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "player_limits_kind" CHECK ("player_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "player_limits_period" CHECK ("player_limits"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "player_limits_amount" CHECK ("player_limits"."amount" is null or "player_limits"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "exclusions_player" ON "exclusions" USING btree ("player_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_current_kind" ON "kyc_documents" USING btree ("player_id","kind") WHERE "kyc_documents"."current";--> statement-breakpoint
CREATE INDEX "kyc_documents_queue" ON "kyc_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE INDEX "play_sessions_player_time" ON "play_sessions" USING btree ("player_id","last_activity_at");