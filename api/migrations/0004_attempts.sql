CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"quest_id" text NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"seconds" integer NOT NULL,
	"completed" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempts_counts_sane" CHECK ("attempts"."answered" >= 0 and "attempts"."correct" between 0 and "attempts"."answered"),
	CONSTRAINT "attempts_seconds_sane" CHECK ("attempts"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_assignment_student_idx" ON "attempts" USING btree ("assignment_id","student_id","quest_id");--> statement-breakpoint
CREATE INDEX "attempts_student_recorded_idx" ON "attempts" USING btree ("student_id","recorded_at");--> statement-breakpoint
CREATE INDEX "attempts_school_recorded_idx" ON "attempts" USING btree ("school_id","recorded_at");