-- Activity names are searched by trigrams (ILIKE '%word%' and similarity through a GIN index). pg_trgm is a
-- trusted extension: whoever may create objects in the database may create it. PGlite loads it in
-- src/db/open-database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "activities" (
	"quest_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"realm" text NOT NULL,
	"realm_position" smallint GENERATED ALWAYS AS (case "realm" when 'Green Acres' then 1 when 'Habiterra' then 2 when 'Edison''s Isle' then 3
  when 'Cape Cosmos' then 4 when 'DNAtion' then 5 when 'Elixir Institute' then 6 when 'E=MC Square' then 7
  when 'Fahren Heights' then 8 when 'Prehistoric Point' then 9 when 'Pythagoras Peninsula' then 10 end) STORED,
	"activity_type" text NOT NULL,
	"description" text NOT NULL,
	"year_levels" integer[] NOT NULL,
	"curriculum_codes" text[] NOT NULL,
	"questions" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_known" CHECK ("activities"."activity_type" in ('quiz', 'game', 'book', 'animation', 'song')),
	CONSTRAINT "activities_realm_known" CHECK ("activities"."realm_position" is not null),
	CONSTRAINT "activities_questions_only_for_quizzes" CHECK (("activities"."activity_type" = 'quiz') = ("activities"."questions" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activities_name_trgm_idx" ON "activities" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "activities_listing_idx" ON "activities" USING btree ("realm_position","name" collate "und-x-icu","quest_id");--> statement-breakpoint
CREATE INDEX "activities_realm_type_idx" ON "activities" USING btree ("realm","activity_type");