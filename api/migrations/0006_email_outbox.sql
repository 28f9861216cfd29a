CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email_to" text NOT NULL,
	"user_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "email_outbox_file_type_known" CHECK ("email_outbox"."file_type" in ('pdf', 'zip')),
	CONSTRAINT "email_outbox_file_until_sent" CHECK (("email_outbox"."sent_at" is null) = ("email_outbox"."file" is not null))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_user_id_idx" ON "email_outbox" USING btree ("user_id");