-- Links made before this migration were active at once: they stay active. The column is added with
-- default 'active' (so existing rows take it), then new links default to 'pending'.
ALTER TABLE "parent_children" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_children" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "parent_children" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "parent_children" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_status_known" CHECK ("parent_children"."status" in ('pending', 'active'));
