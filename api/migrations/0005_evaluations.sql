CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"grade_type" text,
	"item_id" uuid NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_audit_kind_known" CHECK ("evaluation_audit"."kind" in ('grade', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"grade_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"grade" smallint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_student_id_grade_type_item_id_pk" PRIMARY KEY("student_id","grade_type","item_id"),
	CONSTRAINT "grades_type_known" CHECK ("grades"."grade_type" in ('topic', 'capability')),
	CONSTRAINT "grades_on_scale" CHECK ("grades"."grade" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_audit" ADD CONSTRAINT "evaluation_audit_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_student_created_idx" ON "comments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_audit_student_changed_idx" ON "evaluation_audit" USING btree ("school_id","student_id","changed_at");