-- Issue 34: the metrics' months are the school's own calendar months, in its
-- time zone (schools.time_zone), no longer UTC ones. An attempt counts in the
-- local month its recorded_at falls in there: `recorded_at AT TIME ZONE
-- zone` asks PostgreSQL's zone rules, daylight saving included. Only the two
-- functions that turn an attempt's instant into a month change; the rest of
-- 0008 sums metric_activity_months, whose months these two write.
--
-- A zone change (PATCH /school) rebuilds the school's rollups in the new zone
-- in its own transaction (metric_rebuild_school). The attempt trigger takes
-- the school's row FOR SHARE before anything else, so an attempt recorded
-- while a zone change is under way waits for it and is then counted in the
-- new zone; the change, which holds the row FOR NO KEY UPDATE, waits for the
-- attempts already under way, which its rebuild then sees. Both lock the
-- school before its assignments, so neither waits on the other in a circle.
-- Existing rollups are rebuilt below: every school's months move from UTC to
-- its own zone.

CREATE OR REPLACE FUNCTION metric_rebuild_school(rebuilt_school uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  school_zone text := (SELECT time_zone FROM schools WHERE id = rebuilt_school);
BEGIN
  DELETE FROM metric_activity_months WHERE school_id = rebuilt_school;
  INSERT INTO metric_activity_months
    (assignment_id, student_id, quest_id, month, school_id, best_correct, best_answered, completed, attempts)
  SELECT assignment_id, student_id, quest_id, month, rebuilt_school, (best >> 31)::integer,
    (best & 2147483647)::integer, completed, attempts
  FROM (
    SELECT t.assignment_id, t.student_id, t.quest_id, date_trunc('month', t.recorded_at AT TIME ZONE school_zone)::date AS month,
      max((t.correct::bigint << 31) | t.answered) AS best, bool_or(t.completed) AS completed, count(*)::integer AS attempts
    FROM attempts t
    WHERE t.school_id = rebuilt_school AND t.quest_id IN (SELECT quest_id FROM activities)
    GROUP BY 1, 2, 3, 4
  ) AS months;
  PERFORM metric_refresh_assignments(ARRAY(SELECT id FROM assignments WHERE school_id = rebuilt_school));
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION metric_attempt_recorded() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  school_zone text;
  attempt_month date;
  activity_realm text;
  activity_level integer;
  assignment_group uuid;
  assignment_school uuid;
  first_of_month boolean;
  was_finished boolean;
  old_month metric_activity_months%ROWTYPE;
  new_month metric_activity_months%ROWTYPE;
  added_activities integer := 0;
  added_correct integer;
  added_answered integer;
  added_achieved integer;
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  SELECT realm, metric_activity_level(year_levels) INTO activity_realm, activity_level
  FROM activities WHERE quest_id = NEW.quest_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  -- The school first (its zone names the month; a zone change rebuilds under this row's lock), then the assignment.
  SELECT time_zone INTO school_zone FROM schools WHERE id = NEW.school_id FOR SHARE;
  attempt_month := date_trunc('month', NEW.recorded_at AT TIME ZONE school_zone)::date;
  -- The assignment next, as metric_refresh_assignments locks it.
  SELECT group_id, school_id INTO assignment_group, assignment_school
  FROM assignments WHERE id = NEW.assignment_id FOR SHARE;

  INSERT INTO metric_activity_months
    (assignment_id, student_id, quest_id, month, school_id, best_correct, best_answered, completed, attempts)
  VALUES (NEW.assignment_id, NEW.student_id, NEW.quest_id, attempt_month, assignment_school, NEW.correct,
    NEW.answered, NEW.completed, 1)
  ON CONFLICT DO NOTHING;
  first_of_month := FOUND;
  IF first_of_month THEN
    was_finished := false;
  ELSE
    SELECT * INTO old_month FROM metric_activity_months
    WHERE assignment_id = NEW.assignment_id AND student_id = NEW.student_id AND quest_id = NEW.quest_id
      AND month = attempt_month
    FOR UPDATE;
    was_finished := old_month.completed;
    UPDATE metric_activity_months SET
      best_correct = CASE WHEN (NEW.correct, NEW.answered) > (best_correct, best_answered) THEN NEW.correct ELSE best_correct END,
      best_answered = CASE WHEN (NEW.correct, NEW.answered) > (best_correct, best_answered) THEN NEW.answered ELSE best_answered END,
      completed = completed OR NEW.completed,
      attempts = attempts + 1
    WHERE assignment_id = NEW.assignment_id AND student_id = NEW.student_id AND quest_id = NEW.quest_id
      AND month = attempt_month;
  END IF;
  was_finished := was_finished OR EXISTS (
    SELECT 1 FROM metric_activity_months
    WHERE assignment_id = NEW.assignment_id AND student_id = NEW.student_id AND quest_id = NEW.quest_id
      AND month <> attempt_month AND completed
  );

  -- An assignment made while the triggers were off is summed by metric_rebuild_school, this month included.
  IF NOT EXISTS (SELECT 1 FROM metric_assignments WHERE assignment_id = NEW.assignment_id) THEN RETURN NULL; END IF;
  -- Only the work of a student in the group now, on an activity in the assignment now, counts.
  IF NOT EXISTS (SELECT 1 FROM group_students WHERE group_id = assignment_group AND user_id = NEW.student_id)
    OR NOT EXISTS (
      SELECT 1 FROM assignment_activities WHERE assignment_id = NEW.assignment_id AND quest_id = NEW.quest_id
    ) THEN
    RETURN NULL;
  END IF;

  SELECT * INTO new_month FROM metric_activity_months
  WHERE assignment_id = NEW.assignment_id AND student_id = NEW.student_id AND quest_id = NEW.quest_id
    AND month = attempt_month;
  IF first_of_month THEN
    added_activities := 1;
    added_correct := new_month.best_correct;
    added_answered := new_month.best_answered;
    added_achieved := metric_achieved(new_month.best_correct, new_month.best_answered, new_month.completed);
  ELSE
    added_correct := new_month.best_correct - old_month.best_correct;
    added_answered := new_month.best_answered - old_month.best_answered;
    added_achieved := metric_achieved(new_month.best_correct, new_month.best_answered, new_month.completed)
      - metric_achieved(old_month.best_correct, old_month.best_answered, old_month.completed);
  END IF;
  IF added_activities <> 0 OR added_correct <> 0 OR added_answered <> 0 OR added_achieved <> 0 THEN
    INSERT INTO metric_assignment_months AS t
      (assignment_id, month, realm, school_id, group_id, activities, correct, answered, achieved, achieved_levels)
    VALUES (NEW.assignment_id, attempt_month, activity_realm, assignment_school, assignment_group, added_activities,
      added_correct, added_answered, added_achieved, added_achieved * activity_level)
    ON CONFLICT (assignment_id, month, realm) DO UPDATE SET
      activities = t.activities + EXCLUDED.activities,
      correct = t.correct + EXCLUDED.correct,
      answered = t.answered + EXCLUDED.answered,
      achieved = t.achieved + EXCLUDED.achieved,
      achieved_levels = t.achieved_levels + EXCLUDED.achieved_levels;
    INSERT INTO metric_student_months AS t
      (student_id, group_id, month, realm, school_id, activities, correct, answered, achieved, achieved_levels)
    VALUES (NEW.student_id, assignment_group, attempt_month, activity_realm, assignment_school, added_activities,
      added_correct, added_answered, added_achieved, added_achieved * activity_level)
    ON CONFLICT (student_id, group_id, month, realm) DO UPDATE SET
      activities = t.activities + EXCLUDED.activities,
      correct = t.correct + EXCLUDED.correct,
      answered = t.answered + EXCLUDED.answered,
      achieved = t.achieved + EXCLUDED.achieved,
      achieved_levels = t.achieved_levels + EXCLUDED.achieved_levels;
  END IF;
  IF NEW.completed AND NOT was_finished THEN
    UPDATE metric_assignments SET finished_pairs = finished_pairs + 1 WHERE assignment_id = NEW.assignment_id;
    INSERT INTO metric_student_assignments AS t (student_id, assignment_id, school_id, finished)
    VALUES (NEW.student_id, NEW.assignment_id, assignment_school, 1)
    ON CONFLICT (student_id, assignment_id) DO UPDATE SET finished = t.finished + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Every school's months, from UTC ones to its own zone's.
SELECT metric_rebuild_school(id) FROM schools;
