import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../schema/connection.js';
import { DateTime } from '../../schema/date-time.js';
import type { RestStudentProgress } from '../../rest/rest-types.js';
import { ActivityType } from '../assignments/assignment.type.js';

@ObjectType({
  description:
    "A line of a student's progress table (spec 1 §2.6: Activity, Assignment, Accuracy, Progress, Time): their work on one activity of one assignment, the best attempt (most correct) and the time over all.",
})
export class StudentProgress {
  @Field(() => ID, { description: 'The assignment (a UUID).' })
  assignmentId!: string;

  @Field(() => String, { description: "The assignment's name." })
  assignmentName!: string;

  @Field(() => ID, { description: 'The activity (quest).' })
  questId!: string;

  @Field(() => String, {
    nullable: true,
    description: "The activity's name; null when the library no longer holds it.",
  })
  activityName!: string | null;

  @Field(() => ActivityType, { description: 'What kind of activity it is.' })
  activityType!: ActivityType;

  @Field(() => Int, { description: 'Questions answered in the best attempt.' })
  answered!: number;

  @Field(() => Int, { description: 'Correct answers in the best attempt (accuracy: correct over answered).' })
  correct!: number;

  @Field(() => Boolean, { description: 'At least one finished attempt.' })
  completed!: boolean;

  @Field(() => Int, { description: 'Seconds spent, over every attempt.' })
  seconds!: number;

  @Field(() => Int, { description: 'How many attempts.' })
  attempts!: number;

  @Field(() => DateTime, { description: 'The latest attempt.' })
  lastAttemptAt!: Date;
}

@ObjectType({ description: "One page of a student's progress table." })
export class StudentProgressConnection extends Connection('StudentProgress', StudentProgress) {}

const TYPES = new Map(Object.values(ActivityType).map((type) => [type as string, type]));

export function studentProgressFromRest(rest: RestStudentProgress): StudentProgress {
  return Object.assign(new StudentProgress(), {
    ...rest,
    activityType: TYPES.get(rest.activityType) ?? ActivityType.QUIZ,
    lastAttemptAt: new Date(rest.lastAttemptAt),
  });
}
