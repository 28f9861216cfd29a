CREATE TABLE "family_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid
);
--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_codes_code_hash_unique" ON "family_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "family_codes_school_id_idx" ON "family_codes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "family_codes_child_id_idx" ON "family_codes" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "family_codes_created_by_idx" ON "family_codes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "family_codes_used_by_idx" ON "family_codes" USING btree ("used_by");