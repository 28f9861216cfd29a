import { Field, ID, InputType } from 'type-graphql';
import { ASSIGNMENT_ACTIVITIES_MAX, LONG_NAME_MAX_LENGTH } from '@portal/domain';
import { ActivityType } from './assignment.type.js';

@InputType({ description: 'One activity of an assignment, by its id in the activity library and its kind.' })
export class AssignmentActivityInput {
  @Field(() => ID, { description: 'The id of the activity (quest).' })
  questId!: string;

  @Field(() => ActivityType, { description: 'Its kind.' })
  activityType!: ActivityType;
}

@InputType({
  description:
    'An assignment: its name, group and dates. Dates are `yyyy-MM-ddTHH:mm` (seconds and a zone optional; no zone is UTC): the client converts local time before sending.',
})
export class AssignmentFieldsInput {
  @Field(() => String, { description: `Its name: required, at most ${LONG_NAME_MAX_LENGTH} characters.` })
  name!: string;

  @Field(() => ID, { description: 'The group it is given to: one the caller manages.' })
  groupId!: string;

  @Field(() => String, {
    description:
      "When it opens; a new one cannot start before the school's today (from its midnight in the school's time zone), nor after its due date.",
  })
  startDate!: string;

  @Field(() => String, { description: 'When it is due: not before its start.' })
  endDate!: string;
}

@InputType({ description: 'A new assignment with its activities.' })
export class CreateAssignmentInput extends AssignmentFieldsInput {
  @Field(() => [AssignmentActivityInput], {
    description: `Its activities, in order: 1 to ${ASSIGNMENT_ACTIVITIES_MAX}, each once.`,
  })
  activities!: AssignmentActivityInput[];
}

@InputType({
  description: 'Changed fields of an assignment (all four are sent, as the Update payload of spec 1 §3 has them).',
})
export class UpdateAssignmentInput extends AssignmentFieldsInput {
  @Field(() => ID, { description: 'The assignment (a UUID).' })
  assignmentId!: string;
}

@InputType({ description: 'Activities to add to or remove from an assignment.' })
export class AssignmentActivitiesInput {
  @Field(() => ID, { description: 'The assignment (a UUID).' })
  assignmentId!: string;

  @Field(() => [AssignmentActivityInput], { description: `The activities: 1 to ${ASSIGNMENT_ACTIVITIES_MAX}.` })
  activities!: AssignmentActivityInput[];
}
