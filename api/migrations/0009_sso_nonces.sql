CREATE TABLE "sso_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_nonces_used_at_idx" ON "sso_nonces" USING btree ("used_at");