ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "next_turn_at" timestamp with time zone;