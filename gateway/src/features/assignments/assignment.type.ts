import { DateTime } from '../../schema/date-time.js';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { RestAssignment } from '../../rest/rest-types.js';

export enum AssignmentStatus {
  SCHEDULED = 'Scheduled',
  IN_PROGRESS = 'In Progress',
  COMPLETED = 'Completed',
}
registerEnumType(AssignmentStatus, {
  name: 'AssignmentStatus',
  description: 'Where an assignment stands relative to now: derived from its start and due dates, never stored.',
  valuesConfig: {
    SCHEDULED: { description: 'Its start date is still in the future.' },
    IN_PROGRESS: { description: 'Started, and its due date has not passed yet.' },
    COMPLETED: { description: 'Its due date has passed.' },
  },
});

export enum ActivityType {
  QUIZ = 'quiz',
  GAME = 'game',
  BOOK = 'book',
  ANIMATION = 'animation',
  SONG = 'song',
}
registerEnumType(ActivityType, {
  name: 'ActivityType',
  description: 'The kind of a science activity.',
  valuesConfig: {
    QUIZ: { description: 'Questions to answer.' },
    GAME: { description: 'A game to play.' },
    BOOK: { description: 'A book to read.' },
    ANIMATION: { description: 'An animation to watch.' },
    SONG: { description: 'A song to listen to.' },
  },
});

@ObjectType({ description: 'One activity of an assignment.' })
export class AssignmentActivity {
  @Field(() => ID, { description: 'The id of the activity (quest) in the portal content.' })
  questId!: string;

  @Field(() => ActivityType, { description: 'What kind of activity it is.' })
  activityType!: ActivityType;
}

@ObjectType({ description: 'Activities given to one group between a start and a due date.' })
export class Assignment {
  @Field(() => ID, { description: "The assignment's id (a UUID)." })
  id!: string;

  @Field(() => String, { description: 'Its name, as its teacher gave it.' })
  name!: string;

  @Field(() => DateTime, { description: 'When it opens to the group (an instant, answered at UTC).' })
  startDate!: Date;

  @Field(() => DateTime, { description: 'When it is due (an instant, answered at UTC).' })
  endDate!: Date;

  @Field(() => AssignmentStatus, {
    description: "Where it stands now: the API's, from its dates and the API's clock (domain's `assignmentStatus`).",
  })
  status!: AssignmentStatus;

  @Field(() => [AssignmentActivity], { description: 'The activities to do, in the order the teacher set.' })
  activities!: AssignmentActivity[];

  groupId!: string;
}

/** The API's status words (spec 1 §4) as GraphQL's enum values. */
export const STATUS_FROM_REST: Record<RestAssignment['status'], AssignmentStatus> = {
  Scheduled: AssignmentStatus.SCHEDULED,
  'In Progress': AssignmentStatus.IN_PROGRESS,
  Completed: AssignmentStatus.COMPLETED,
};

/** An assignment as the API answers it, with the status the API worked out (one clock for REST and GraphQL). */
export function assignmentFromRest(rest: RestAssignment): Assignment {
  return Object.assign(new Assignment(), {
    id: rest.assignmentId,
    name: rest.name,
    startDate: new Date(rest.startDate),
    endDate: new Date(rest.endDate),
    status: STATUS_FROM_REST[rest.status],
    groupId: rest.groupId,
    activities: rest.activities.map((activity) =>
      Object.assign(new AssignmentActivity(), { questId: activity.questId, activityType: activity.activityType }),
    ),
  });
}
