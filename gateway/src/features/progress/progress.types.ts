import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';
import type { RestActivityProgress, RestLeaderboardEntry, RestProgressRow } from '../../rest/rest-types.js';

@ObjectType({
  description:
    "A student's work on one activity of an assignment: the best attempt (most correct) and the time over all.",
})
export class ActivityProgress {
  @Field(() => ID, { description: 'The activity (quest).' })
  questId!: string;

  @Field(() => Boolean, { description: 'At least one attempt.' })
  attempted!: boolean;

  @Field(() => Boolean, { description: 'At least one finished attempt.' })
  completed!: boolean;

  @Field(() => Int, { description: 'Questions answered in the best attempt.' })
  answered!: number;

  @Field(() => Int, { description: 'Correct answers in the best attempt.' })
  correct!: number;

  @Field(() => Int, { description: 'Seconds spent, over every attempt.' })
  seconds!: number;

  @Field(() => Int, { description: 'How many attempts.' })
  attempts!: number;

  @Field(() => DateTime, { nullable: true, description: 'The latest attempt; null without attempts.' })
  lastAttemptAt!: Date | null;
}

@ObjectType({
  description:
    "A row of an assignment's progress report (spec 1 §3): one student of its group, with a flag per activity.",
})
export class ProgressReportRow {
  @Field(() => ID, {
    description:
      "The assignment's id and the student's, joined by a colon: the row's identity, by which a client's cache lets a live event's row (`attemptRecorded`) replace it.",
  })
  id!: string;

  @Field(() => ID, {
    description: "The student's user id (what `student` reads; enough where the page lists the students already).",
  })
  studentId!: string;

  @Field(() => [Boolean], { description: "Per activity, in the assignment's order: at least one attempt." })
  progress!: boolean[];

  @Field(() => Boolean, { description: 'Whether any activity has an attempt: "Started", else "No attempts made".' })
  started!: boolean;

  @Field(() => [Boolean], { description: "Per activity, in the assignment's order: at least one finished attempt." })
  completed!: boolean[];

  @Field(() => [ActivityProgress], { description: "Per activity, in the assignment's order." })
  activities!: ActivityProgress[];

  @Field(() => Int, { description: "Correct answers, each activity's best attempt." })
  correct!: number;

  @Field(() => Int, { description: "Questions answered, each activity's best attempt." })
  answered!: number;

  @Field(() => Int, { description: 'Seconds spent on all its activities.' })
  seconds!: number;

  @Field(() => DateTime, { nullable: true, description: 'The latest attempt; null without attempts.' })
  lastAttemptAt!: Date | null;
}

@ObjectType({
  description:
    "A row of an assignment's leaderboard (spec 1 §3). Everyone who sees the assignment sees each student's `name` and `initials`; `student` links the User where the caller may read it (never a classmate's, whose e-mail a student may not see). The score is the correct answers in its activities (each one's best attempt); equal scores share a rank.",
})
export class LeaderboardEntry {
  @Field(() => ID, {
    description:
      "The assignment's id and the student's, joined by a colon: the entry's identity, by which a client's cache lets a live event's entries (`attemptRecorded`) replace it.",
  })
  id!: string;

  @Field(() => ID, { description: "The student's user id." })
  userId!: string;

  @Field(() => String, { description: 'First and last name, as the leaderboard shows them.' })
  name!: string;

  @Field(() => String, { description: 'The initials of the portrait: first letters of the first and last name.' })
  initials!: string;

  @Field(() => Int, { description: '1 for the best; equal scores share a rank and the next one skips (1, 1, 3).' })
  rank!: number;

  @Field(() => Int, { description: 'Correct answers.' })
  score!: number;
}

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

function activityProgressFromRest(rest: RestActivityProgress): ActivityProgress {
  return Object.assign(new ActivityProgress(), { ...rest, lastAttemptAt: dateOrNull(rest.lastAttemptAt) });
}

/** The identity of a student's row or entry at an assignment (ProgressReportRow.id, LeaderboardEntry.id). */
function studentAtAssignment(assignmentId: string, studentId: string): string {
  return `${assignmentId}:${studentId}`;
}

export function progressRowFromRest(assignmentId: string, rest: RestProgressRow): ProgressReportRow {
  return Object.assign(new ProgressReportRow(), {
    id: studentAtAssignment(assignmentId, rest.userId),
    studentId: rest.userId,
    progress: rest.progress,
    started: rest.progress.some(Boolean),
    completed: rest.activities.map((activity) => activity.completed),
    activities: rest.activities.map(activityProgressFromRest),
    correct: rest.correct,
    answered: rest.answered,
    seconds: rest.seconds,
    lastAttemptAt: dateOrNull(rest.lastAttemptAt),
  });
}

/** The first letter of each name, as a portrait shows them ("Zoë Harris" → "ZH"). */
function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName].map((part) => Array.from(part.trim())[0]?.toLocaleUpperCase() ?? '').join('');
}

export function leaderboardEntryFromRest(assignmentId: string, rest: RestLeaderboardEntry): LeaderboardEntry {
  return Object.assign(new LeaderboardEntry(), {
    id: studentAtAssignment(assignmentId, rest.userId),
    userId: rest.userId,
    name: `${rest.firstName} ${rest.lastName}`.trim(),
    initials: initialsOf(rest.firstName, rest.lastName),
    rank: rest.rank,
    score: rest.score,
  });
}

@ObjectType({ description: "One page of an assignment's progress report." })
export class ProgressReportConnection extends Connection('ProgressReportRow', ProgressReportRow) {}

@ObjectType({ description: "One page of an assignment's leaderboard." })
export class LeaderboardConnection extends Connection('LeaderboardEntry', LeaderboardEntry) {}
