-- The back office's player search (decision 0709): a rare status leads a filtered search to its players,
-- and the planner learns which combinations of the filter columns are common (autovacuum's analyze keeps
-- these statistics, which drizzle cannot declare, up to date). Without them it multiplies each filter's
-- share, takes a combination that matches nobody for hundreds of players, and walks the whole sort index.
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "users_filter_stats" (mcv) ON "status", "player_status", "country_id", "currency" FROM "users";
