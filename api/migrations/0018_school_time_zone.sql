ALTER TABLE "schools" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "locale" text DEFAULT 'en-AU' NOT NULL;