-- Issue 37, "reads cost what they show": each student's best attempt at each
-- activity of an assignment (progress_best_attempts), kept current by the
-- database in the transaction that records an attempt, as the metrics'
-- rollups are (0008), so the progress report, the leaderboard and the track
-- page read a row per (assignment, student, activity) instead of every
-- attempt. Its numbers are those the reads worked out from the attempts
-- before: `correct` and `answered` of the best attempt (most correct, then
-- most answered), `seconds` over every attempt, `completed` when any attempt
-- was finished, `attempts` counted, `last_at` the latest.
--
-- Attempts are never updated. They are deleted with their student, their
-- assignment or their school, whose rollup rows go with them (foreign keys);
-- any other delete recomputes its keys from the attempts left. Setting
-- portal.metric_rollups to 'off' in a transaction skips these triggers too
-- (bulk loads: withoutMetricTriggers); progress_rebuild_school then builds a
-- school's rows anew.

CREATE TABLE "progress_best_attempts" (
	"assignment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"quest_id" text NOT NULL,
	"school_id" uuid NOT NULL,
	"correct" integer NOT NULL,
	"answered" integer NOT NULL,
	"seconds" bigint NOT NULL,
	"completed" boolean NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "progress_best_attempts_assignment_id_student_id_quest_id_pk" PRIMARY KEY("assignment_id","student_id","quest_id")
);
--> statement-breakpoint
ALTER TABLE "progress_best_attempts" ADD CONSTRAINT "progress_best_attempts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_best_attempts" ADD CONSTRAINT "progress_best_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_best_attempts" ADD CONSTRAINT "progress_best_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_best_attempts_school_idx" ON "progress_best_attempts" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "progress_best_attempts_student_idx" ON "progress_best_attempts" USING btree ("student_id");
--> statement-breakpoint

-- Builds a school's rows anew from its attempts (after a bulk load, or to
-- check the triggers). The best is the largest (correct << 31) | answered:
-- most correct, then most answered.
CREATE FUNCTION progress_rebuild_school(rebuilt_school uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_best_attempts WHERE school_id = rebuilt_school;
  INSERT INTO progress_best_attempts
    (assignment_id, student_id, quest_id, school_id, correct, answered, seconds, completed, attempts, last_at)
  SELECT t.assignment_id, t.student_id, t.quest_id, rebuilt_school,
    (max((t.correct::bigint << 31) | t.answered) >> 31)::integer,
    (max((t.correct::bigint << 31) | t.answered) & 2147483647)::integer,
    sum(t.seconds), bool_or(t.completed), count(*)::integer, max(t.recorded_at)
  FROM attempts t
  WHERE t.school_id = rebuilt_school
  GROUP BY t.assignment_id, t.student_id, t.quest_id;
END $$;
--> statement-breakpoint

-- An attempt folds into its key's row: one upsert, whose row lock orders the
-- student's attempts recorded at once.
CREATE FUNCTION progress_attempt_recorded() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  INSERT INTO progress_best_attempts AS b
    (assignment_id, student_id, quest_id, school_id, correct, answered, seconds, completed, attempts, last_at)
  VALUES (NEW.assignment_id, NEW.student_id, NEW.quest_id, NEW.school_id, NEW.correct, NEW.answered, NEW.seconds,
    NEW.completed, 1, NEW.recorded_at)
  ON CONFLICT (assignment_id, student_id, quest_id) DO UPDATE SET
    correct = CASE WHEN (EXCLUDED.correct, EXCLUDED.answered) > (b.correct, b.answered) THEN EXCLUDED.correct ELSE b.correct END,
    answered = CASE WHEN (EXCLUDED.correct, EXCLUDED.answered) > (b.correct, b.answered) THEN EXCLUDED.answered ELSE b.answered END,
    seconds = b.seconds + EXCLUDED.seconds,
    completed = b.completed OR EXCLUDED.completed,
    attempts = b.attempts + 1,
    last_at = greatest(b.last_at, EXCLUDED.last_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER progress_attempt_recorded AFTER INSERT ON attempts
FOR EACH ROW EXECUTE FUNCTION progress_attempt_recorded();
--> statement-breakpoint

-- Deleted attempts: their keys are made again from the attempts left (none,
-- when the delete came from their student, assignment or school, whose rows
-- the foreign keys take away).
CREATE FUNCTION progress_attempts_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  DELETE FROM progress_best_attempts b
  USING (SELECT DISTINCT assignment_id, student_id, quest_id FROM old_rows) AS k
  WHERE b.assignment_id = k.assignment_id AND b.student_id = k.student_id AND b.quest_id = k.quest_id;
  INSERT INTO progress_best_attempts
    (assignment_id, student_id, quest_id, school_id, correct, answered, seconds, completed, attempts, last_at)
  SELECT t.assignment_id, t.student_id, t.quest_id, t.school_id,
    (max((t.correct::bigint << 31) | t.answered) >> 31)::integer,
    (max((t.correct::bigint << 31) | t.answered) & 2147483647)::integer,
    sum(t.seconds), bool_or(t.completed), count(*)::integer, max(t.recorded_at)
  FROM (SELECT DISTINCT assignment_id, student_id, quest_id FROM old_rows) AS k
  JOIN attempts t ON t.assignment_id = k.assignment_id AND t.student_id = k.student_id AND t.quest_id = k.quest_id
  GROUP BY t.assignment_id, t.student_id, t.quest_id, t.school_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER progress_attempts_deleted AFTER DELETE ON attempts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION progress_attempts_deleted();
--> statement-breakpoint

-- The rows of the attempts recorded so far.
SELECT progress_rebuild_school(id) FROM schools;
