import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { assignmentStatus } from '@portal/domain';
import type { RestAssignment } from '../../rest/rest-types.js';

export enum AssignmentStatus {
  SCHEDULED = 'Scheduled',
  IN_PROGRESS = 'In Progress',
  COMPLETED = 'Completed',
}
registerEnumType(AssignmentStatus, { name: 'AssignmentStatus', description: 'Derived from the dates, never stored.' });

export enum ActivityType {
  QUIZ = 'quiz',
  GAME = 'game',
  BOOK = 'book',
  ANIMATION = 'animation',
  SONG = 'song',
}
registerEnumType(ActivityType, { name: 'ActivityType' });

@ObjectType({ description: 'One activity of an assignment.' })
export class AssignmentActivity {
  @Field(() => ID)
  questId!: string;

  @Field(() => ActivityType)
  activityType!: ActivityType;
}

@ObjectType({ description: 'Activities given to one group between a start and a due date.' })
export class Assignment {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => DateTimeResolver)
  startDate!: Date;

  @Field(() => DateTimeResolver)
  endDate!: Date;

  @Field(() => AssignmentStatus)
  status!: AssignmentStatus;

  @Field(() => [AssignmentActivity])
  activities!: AssignmentActivity[];

  groupId!: string;
}

const STATUS_BY_NAME = new Map(Object.values(AssignmentStatus).map((value) => [value as string, value]));

export function assignmentFromRest(rest: RestAssignment, now = new Date()): Assignment {
  const startDate = new Date(rest.startDate);
  const endDate = new Date(rest.endDate);
  return Object.assign(new Assignment(), {
    id: rest.assignmentId,
    name: rest.name,
    startDate,
    endDate,
    status: STATUS_BY_NAME.get(assignmentStatus(startDate, endDate, now)),
    groupId: rest.groupId,
    activities: rest.activities.map((activity) =>
      Object.assign(new AssignmentActivity(), { questId: activity.questId, activityType: activity.activityType }),
    ),
  });
}
