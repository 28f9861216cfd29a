-- Every table a school owns carries school_id and an index led by it (README
-- "Past one PostgreSQL server"), so its rows can be distributed by school or
-- moved to another database without a join. The link tables get the column
-- from the row they hang off, then NOT NULL once every row has it:
--
-- * group_owners, group_students: their group's school;
-- * assignment_activities: their assignment's school;
-- * parent_children: the child's school (the API links a parent only to a
--   child of the parent's own school, so it is the parent's as well);
-- * email_outbox: the sender's school, null for root's own reports (root has
--   no school, as in users).
--
-- The metric triggers (0008) fire on inserts and deletes of group_students
-- and assignment_activities, never on updates: the backfill leaves the
-- rollups as they are. grades, comments and four rollup tables already had
-- school_id; they get the index led by it.
ALTER TABLE "assignment_activities" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "group_owners" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "group_students" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "parent_children" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "assignment_activities" t SET "school_id" = a."school_id" FROM "assignments" a WHERE a."id" = t."assignment_id";--> statement-breakpoint
UPDATE "group_owners" t SET "school_id" = g."school_id" FROM "groups" g WHERE g."id" = t."group_id";--> statement-breakpoint
UPDATE "group_students" t SET "school_id" = g."school_id" FROM "groups" g WHERE g."id" = t."group_id";--> statement-breakpoint
UPDATE "parent_children" t SET "school_id" = u."school_id" FROM "users" u WHERE u."id" = t."child_id";--> statement-breakpoint
UPDATE "email_outbox" t SET "school_id" = u."school_id" FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
ALTER TABLE "assignment_activities" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_owners" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_students" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_children" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_activities" ADD CONSTRAINT "assignment_activities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_owners" ADD CONSTRAINT "group_owners_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_children" ADD CONSTRAINT "parent_children_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_activities_school_id_idx" ON "assignment_activities" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "comments_school_id_idx" ON "comments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "grades_school_id_idx" ON "grades" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "group_owners_school_id_idx" ON "group_owners" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "group_students_school_id_idx" ON "group_students" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "parent_children_school_id_idx" ON "parent_children" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "email_outbox_school_id_idx" ON "email_outbox" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "metric_assignment_months_school_idx" ON "metric_assignment_months" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "metric_assignments_school_idx" ON "metric_assignments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "metric_student_assignments_school_idx" ON "metric_student_assignments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "metric_student_months_school_idx" ON "metric_student_months" USING btree ("school_id");
