ALTER TABLE "users" ADD COLUMN "one_time_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_token_unique" ON "users" USING btree ("pending_email_token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_lowercase" CHECK ("users"."pending_email" = lower("users"."pending_email"));