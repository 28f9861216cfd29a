-- Activity names are searched by trigrams (ILIKE '%word%' and similarity through a GIN index). pg_trgm is a
-- trusted extension: the database's owner may create it. PGlite loads it in src/db/open-database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "activities" (
	"quest_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"realm" text NOT NULL,
	"activity_type" text NOT NULL,
	"description" text NOT NULL,
	"year_levels" integer[] NOT NULL,
	"curriculum_codes" text[] NOT NULL,
	"questions" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_known" CHECK ("activities"."activity_type" in ('quiz', 'game', 'book', 'animation', 'song')),
	CONSTRAINT "activities_realm_known" CHECK ("activities"."realm" in ('Green Acres', 'Habiterra', 'Edison''s Isle', 'Cape Cosmos', 'DNAtion', 'Elixir Institute', 'E=MC Square', 'Fahren Heights', 'Prehistoric Point', 'Pythagoras Peninsula')),
	CONSTRAINT "activities_questions_only_for_quizzes" CHECK (("activities"."activity_type" = 'quiz') = ("activities"."questions" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activities_name_trgm_idx" ON "activities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_realm_type_idx" ON "activities" USING btree ("realm","activity_type");