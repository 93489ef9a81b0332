-- Decision 0319: no index on a round's update time, so a win's update of its round is a HOT update; the
-- live bets board and the fairness pass find settled rounds through the provider transactions.
DROP INDEX "game_rounds_settled_by_time";--> statement-breakpoint
ALTER TABLE "fairness_watermark" ADD COLUMN "transaction_id" bigint;