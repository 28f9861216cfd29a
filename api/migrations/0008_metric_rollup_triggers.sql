-- The metrics' rollups (0007) kept current by the database, in the transaction
-- that changes what they sum (api/src/metrics/, README "Metrics"):
--
-- * an attempt updates its student's month at that activity
--   (metric_activity_months) and, when the student is in the assignment's
--   group and the activity in the assignment, the sums of that assignment's
--   month and realm (metric_assignment_months), of the student's month and
--   realm in that group (metric_student_months), and the finished pairs
--   (metric_assignments, metric_student_assignments);
-- * a change to an assignment's activities, its group, its group's students,
--   or an activity's realm or year levels recomputes the assignments it
--   touches and their groups' students from metric_activity_months; new
--   dates are copied to metric_assignments;
-- * a deleted assignment recomputes its group's students.
--
-- Attempts are never updated, and deleted only with their assignment,
-- student or school, whose rollup rows go with them (foreign keys). Setting
-- portal.metric_rollups to 'off' in a transaction skips the triggers (bulk
-- loads); metric_rebuild_school then builds a school's rollups anew.

-- The year level an activity is written for: the lowest it lists.
CREATE FUNCTION metric_activity_level(year_levels integer[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT min(level) FROM unnest(year_levels) AS level $$;
--> statement-breakpoint

-- 1 when a month's best attempt achieved the activity: above 75% correct
-- (ACHIEVED_ABOVE_PERCENT, domain/src/evaluation.ts), or, for an activity
-- without questions, finished; else 0.
CREATE FUNCTION metric_achieved(correct integer, answered integer, completed boolean) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN answered > 0 THEN (correct * 100 > answered * 75)::integer ELSE completed::integer END
$$;
--> statement-breakpoint

-- Recomputes metric_student_months for every student of these groups, from
-- metric_activity_months: the students in each group now, the activities in
-- its assignments now (a deleted assignment's rows are left out, whether or
-- not they are gone yet).
CREATE FUNCTION metric_refresh_group_students(group_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(group_ids) = 0 THEN RETURN; END IF;
  DELETE FROM metric_student_months t USING unnest(group_ids) AS g(id) WHERE t.group_id = g.id;
  INSERT INTO metric_student_months
    (student_id, group_id, month, realm, school_id, activities, correct, answered, achieved, achieved_levels)
  SELECT m.student_id, a.group_id, m.month, ac.realm, a.school_id, count(*), sum(m.best_correct),
    sum(m.best_answered), sum(metric_achieved(m.best_correct, m.best_answered, m.completed)),
    sum(metric_achieved(m.best_correct, m.best_answered, m.completed) * ac.level)
  FROM (SELECT DISTINCT id FROM unnest(group_ids) AS g(id)) AS g
  JOIN assignments a ON a.group_id = g.id
  JOIN metric_activity_months m ON m.assignment_id = a.id
  JOIN (SELECT quest_id, realm, metric_activity_level(year_levels) AS level FROM activities) AS ac
    ON ac.quest_id = m.quest_id
  WHERE EXISTS (SELECT 1 FROM group_students gs WHERE gs.group_id = a.group_id AND gs.user_id = m.student_id)
    AND EXISTS (SELECT 1 FROM assignment_activities aa WHERE aa.assignment_id = a.id AND aa.quest_id = m.quest_id)
  GROUP BY m.student_id, a.group_id, m.month, ac.realm, a.school_id;
END $$;
--> statement-breakpoint

-- Recomputes the assignments' rows of metric_assignments,
-- metric_assignment_months and metric_student_assignments, then the
-- students of their groups (before and after a move), from
-- metric_activity_months. It locks the assignments first (in id order), as
-- the attempt trigger does, so an attempt recorded meanwhile is either seen
-- here or added after.
CREATE FUNCTION metric_refresh_assignments(assignment_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  touched_groups uuid[];
BEGIN
  IF cardinality(assignment_ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM assignments WHERE id = ANY(assignment_ids) ORDER BY id FOR NO KEY UPDATE;
  touched_groups := ARRAY(
    SELECT group_id FROM metric_assignments WHERE assignment_id = ANY(assignment_ids)
    UNION SELECT group_id FROM assignments WHERE id = ANY(assignment_ids)
  );
  DELETE FROM metric_assignment_months t USING unnest(assignment_ids) AS r(id) WHERE t.assignment_id = r.id;
  DELETE FROM metric_assignments t USING unnest(assignment_ids) AS r(id) WHERE t.assignment_id = r.id;
  DELETE FROM metric_student_assignments t USING unnest(assignment_ids) AS r(id) WHERE t.assignment_id = r.id;
  -- The pairs finished at least once by a student of the group now, on an activity in the assignment now.
  INSERT INTO metric_student_assignments (student_id, assignment_id, school_id, finished)
  SELECT m.student_id, a.id, a.school_id, count(DISTINCT m.quest_id)
  FROM (SELECT DISTINCT id FROM unnest(assignment_ids) AS r(id)) AS r
  JOIN assignments a ON a.id = r.id
  JOIN metric_activity_months m ON m.assignment_id = a.id
  WHERE m.completed
    AND EXISTS (SELECT 1 FROM group_students gs WHERE gs.group_id = a.group_id AND gs.user_id = m.student_id)
    AND EXISTS (SELECT 1 FROM assignment_activities aa WHERE aa.assignment_id = a.id AND aa.quest_id = m.quest_id)
  GROUP BY m.student_id, a.id, a.school_id;
  INSERT INTO metric_assignments
    (assignment_id, school_id, group_id, start_date, end_date, activity_count, member_count, finished_pairs)
  SELECT a.id, a.school_id, a.group_id, a.start_date, a.end_date,
    (SELECT count(DISTINCT aa.quest_id) FROM assignment_activities aa
      JOIN activities ac ON ac.quest_id = aa.quest_id WHERE aa.assignment_id = a.id),
    (SELECT count(*) FROM group_students gs WHERE gs.group_id = a.group_id),
    coalesce((SELECT sum(f.finished) FROM metric_student_assignments f WHERE f.assignment_id = a.id), 0)
  FROM (SELECT DISTINCT id FROM unnest(assignment_ids) AS r(id)) AS r
  JOIN assignments a ON a.id = r.id;
  INSERT INTO metric_assignment_months
    (assignment_id, month, realm, school_id, group_id, activities, correct, answered, achieved, achieved_levels)
  SELECT m.assignment_id, m.month, ac.realm, a.school_id, a.group_id, count(*), sum(m.best_correct),
    sum(m.best_answered), sum(metric_achieved(m.best_correct, m.best_answered, m.completed)),
    sum(metric_achieved(m.best_correct, m.best_answered, m.completed) * ac.level)
  FROM (SELECT DISTINCT id FROM unnest(assignment_ids) AS r(id)) AS r
  JOIN assignments a ON a.id = r.id
  JOIN metric_activity_months m ON m.assignment_id = a.id
  JOIN (SELECT quest_id, realm, metric_activity_level(year_levels) AS level FROM activities) AS ac
    ON ac.quest_id = m.quest_id
  WHERE EXISTS (SELECT 1 FROM group_students gs WHERE gs.group_id = a.group_id AND gs.user_id = m.student_id)
    AND EXISTS (SELECT 1 FROM assignment_activities aa WHERE aa.assignment_id = a.id AND aa.quest_id = m.quest_id)
  GROUP BY m.assignment_id, m.month, ac.realm, a.school_id, a.group_id;
  PERFORM metric_refresh_group_students(touched_groups);
END $$;
--> statement-breakpoint

-- Builds a school's rollups anew from its attempts (after a bulk load, or to
-- check the triggers). The best of a month is the largest
-- (correct << 31) | answered: most correct, then most answered.
CREATE FUNCTION metric_rebuild_school(rebuilt_school uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM metric_activity_months WHERE school_id = rebuilt_school;
  INSERT INTO metric_activity_months
    (assignment_id, student_id, quest_id, month, school_id, best_correct, best_answered, completed, attempts)
  SELECT assignment_id, student_id, quest_id, month, rebuilt_school, (best >> 31)::integer,
    (best & 2147483647)::integer, completed, attempts
  FROM (
    SELECT t.assignment_id, t.student_id, t.quest_id, date_trunc('month', t.recorded_at AT TIME ZONE 'UTC')::date AS month,
      max((t.correct::bigint << 31) | t.answered) AS best, bool_or(t.completed) AS completed, count(*)::integer AS attempts
    FROM attempts t
    WHERE t.school_id = rebuilt_school AND t.quest_id IN (SELECT quest_id FROM activities)
    GROUP BY 1, 2, 3, 4
  ) AS months;
  PERFORM metric_refresh_assignments(ARRAY(SELECT id FROM assignments WHERE school_id = rebuilt_school));
END $$;
--> statement-breakpoint

CREATE FUNCTION metric_attempt_recorded() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  attempt_month date := date_trunc('month', NEW.recorded_at AT TIME ZONE 'UTC')::date;
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
  -- The assignment first, as metric_refresh_assignments locks it.
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
CREATE TRIGGER metric_attempt_recorded AFTER INSERT ON attempts
FOR EACH ROW EXECUTE FUNCTION metric_attempt_recorded();
--> statement-breakpoint

CREATE FUNCTION metric_assignments_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM metric_refresh_assignments(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER metric_assignments_added AFTER INSERT ON assignments
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_assignments_added();
--> statement-breakpoint

-- Moved to another group: other students count. New dates (an edit, or finishing it): other months it is open in.
CREATE FUNCTION metric_assignments_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM metric_refresh_assignments(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.group_id IS DISTINCT FROM o.group_id OR n.school_id IS DISTINCT FROM o.school_id
  ));
  UPDATE metric_assignments m SET start_date = n.start_date, end_date = n.end_date
  FROM new_rows n
  WHERE m.assignment_id = n.id AND (m.start_date <> n.start_date OR m.end_date <> n.end_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER metric_assignments_changed AFTER UPDATE ON assignments
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_assignments_changed();
--> statement-breakpoint

-- Deleted: its rows go with it (foreign keys), its group's students' sums are made again without it.
CREATE FUNCTION metric_assignments_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM metric_refresh_group_students(ARRAY(SELECT DISTINCT group_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER metric_assignments_deleted AFTER DELETE ON assignments
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_assignments_deleted();
--> statement-breakpoint

CREATE FUNCTION metric_assignment_activities_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM metric_refresh_assignments(ARRAY(SELECT DISTINCT assignment_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER metric_assignment_activities_added AFTER INSERT ON assignment_activities
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_assignment_activities_changed();
--> statement-breakpoint
CREATE TRIGGER metric_assignment_activities_removed AFTER DELETE ON assignment_activities
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_assignment_activities_changed();
--> statement-breakpoint

CREATE FUNCTION metric_group_students_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM metric_refresh_assignments(ARRAY(
    SELECT a.id FROM assignments a WHERE a.group_id IN (SELECT DISTINCT group_id FROM changed_rows)
  ));
  -- A group without assignments has no student sums to redo; one with them was redone above.
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER metric_group_students_added AFTER INSERT ON group_students
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_group_students_changed();
--> statement-breakpoint
CREATE TRIGGER metric_group_students_removed AFTER DELETE ON group_students
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_group_students_changed();
--> statement-breakpoint

-- A release that moves an activity to another realm, or changes its year levels.
CREATE FUNCTION metric_library_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.metric_rollups', true) = 'off' THEN RETURN NULL; END IF;
  PERFORM metric_refresh_assignments(ARRAY(
    SELECT DISTINCT aa.assignment_id FROM new_rows n
    JOIN old_rows o ON o.quest_id = n.quest_id
    JOIN assignment_activities aa ON aa.quest_id = n.quest_id
    WHERE n.realm IS DISTINCT FROM o.realm OR n.year_levels IS DISTINCT FROM o.year_levels
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER metric_library_changed AFTER UPDATE ON activities
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION metric_library_changed();
--> statement-breakpoint

-- The rollups of the attempts recorded so far.
SELECT metric_rebuild_school(id) FROM schools;
