CREATE TABLE "sign_in_cards" (
	"school_id" uuid NOT NULL,
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "sign_in_cards_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD CONSTRAINT "sign_in_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_cards" ADD CONSTRAINT "sign_in_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_cards_code_hash_unique" ON "sign_in_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_cards_token_hash_unique" ON "sign_in_cards" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_cards_school_id_idx" ON "sign_in_cards" USING btree ("school_id");