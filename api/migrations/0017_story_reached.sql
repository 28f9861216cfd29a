ALTER TABLE "attempts" ADD COLUMN "reached" integer;--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "minimum_seconds";--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_reached_sane" CHECK ("attempts"."reached" is null or "attempts"."reached" >= 0);