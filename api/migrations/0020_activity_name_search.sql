-- Issue 35: the library's name search ignores accents and case ("Zoe" finds "Zoë"). Each activity keeps its
-- name as searched (domain/src/activity-search.ts: lower case, accents removed), and the trigram index moves to it.
-- The loader writes the column from the name at every load; forgetting the library's fingerprint makes the next
-- load (right after these migrations, src/db/migrate.ts) write it for the activities already stored.
DROP INDEX "activities_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "name_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_name_search_trgm_idx" ON "activities" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
DELETE FROM "content_versions" WHERE "name" = 'activity-library';
