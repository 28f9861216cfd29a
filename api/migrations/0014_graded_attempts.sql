ALTER TABLE "attempts" ADD COLUMN "responses" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "minimum_seconds" integer DEFAULT 0 NOT NULL;