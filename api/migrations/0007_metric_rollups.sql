CREATE TABLE "metric_activity_months" (
	"assignment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"quest_id" text NOT NULL,
	"month" date NOT NULL,
	"school_id" uuid NOT NULL,
	"best_correct" integer NOT NULL,
	"best_answered" integer NOT NULL,
	"completed" boolean NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "metric_activity_months_assignment_id_student_id_quest_id_month_pk" PRIMARY KEY("assignment_id","student_id","quest_id","month")
);
--> statement-breakpoint
CREATE TABLE "metric_assignment_months" (
	"assignment_id" uuid NOT NULL,
	"month" date NOT NULL,
	"realm" text NOT NULL,
	"school_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"activities" integer NOT NULL,
	"correct" integer NOT NULL,
	"answered" integer NOT NULL,
	"achieved" integer NOT NULL,
	"achieved_levels" integer NOT NULL,
	CONSTRAINT "metric_assignment_months_assignment_id_month_realm_pk" PRIMARY KEY("assignment_id","month","realm")
);
--> statement-breakpoint
CREATE TABLE "metric_assignments" (
	"assignment_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"activity_count" integer NOT NULL,
	"member_count" integer NOT NULL,
	"finished_pairs" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_student_assignments" (
	"student_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"finished" integer NOT NULL,
	CONSTRAINT "metric_student_assignments_student_id_assignment_id_pk" PRIMARY KEY("student_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "metric_student_months" (
	"student_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"month" date NOT NULL,
	"realm" text NOT NULL,
	"school_id" uuid NOT NULL,
	"activities" integer NOT NULL,
	"correct" integer NOT NULL,
	"answered" integer NOT NULL,
	"achieved" integer NOT NULL,
	"achieved_levels" integer NOT NULL,
	CONSTRAINT "metric_student_months_student_id_group_id_month_realm_pk" PRIMARY KEY("student_id","group_id","month","realm")
);
--> statement-breakpoint
ALTER TABLE "metric_activity_months" ADD CONSTRAINT "metric_activity_months_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_activity_months" ADD CONSTRAINT "metric_activity_months_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_activity_months" ADD CONSTRAINT "metric_activity_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignment_months" ADD CONSTRAINT "metric_assignment_months_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignment_months" ADD CONSTRAINT "metric_assignment_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignment_months" ADD CONSTRAINT "metric_assignment_months_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignments" ADD CONSTRAINT "metric_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignments" ADD CONSTRAINT "metric_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_assignments" ADD CONSTRAINT "metric_assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_student_assignments" ADD CONSTRAINT "metric_student_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_student_assignments" ADD CONSTRAINT "metric_student_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_student_assignments" ADD CONSTRAINT "metric_student_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_student_months" ADD CONSTRAINT "metric_student_months_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_student_months" ADD CONSTRAINT "metric_student_months_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_student_months" ADD CONSTRAINT "metric_student_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_activity_months_school_idx" ON "metric_activity_months" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "metric_assignment_months_group_idx" ON "metric_assignment_months" USING btree ("group_id","month");--> statement-breakpoint
CREATE INDEX "metric_assignments_group_idx" ON "metric_assignments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "metric_student_assignments_assignment_idx" ON "metric_student_assignments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "metric_student_months_group_idx" ON "metric_student_months" USING btree ("group_id");