CREATE TABLE "crypto_reconciliation_findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_reconciliation_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fingerprint" text NOT NULL,
	"chain" text NOT NULL,
	"hot_wallet" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"nonce" bigint,
	"tx_hash" text,
	"withdrawal_id" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"note" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_reconciliation_findings_open" ON "crypto_reconciliation_findings" USING btree ("fingerprint") WHERE "crypto_reconciliation_findings"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "crypto_reconciliation_findings_seen" ON "crypto_reconciliation_findings" USING btree ("last_seen_at","id");--> statement-breakpoint
-- The audit log is append-only (decision 0713): the database refuses to change or remove an entry,
-- whoever asks (the app's own connection included).
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_append_only"();
