CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"detail" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "audit_events_kind_known" CHECK ("audit_events"."kind" in ('groupMembership', 'passwordReset', 'emailChange', 'nameChange', 'evaluation', 'comment', 'parentLink'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "next_turn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "one_time_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_school_at_idx" ON "audit_events" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_school_actor_idx" ON "audit_events" USING btree ("school_id","actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_school_subject_idx" ON "audit_events" USING btree ("school_id","subject_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_token_unique" ON "users" USING btree ("pending_email_token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_lowercase" CHECK ("users"."pending_email" = lower("users"."pending_email"));