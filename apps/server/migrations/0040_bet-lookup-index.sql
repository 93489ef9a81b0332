-- Decision 0320: the round index no longer starts with provider_id, so a win's and a rollback's lookup of
-- their bet by (provider_id, transaction_uuid) can only take the unique index, whatever the plan's age.
DROP INDEX "provider_transactions_round";--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("round");