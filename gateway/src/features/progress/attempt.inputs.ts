import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../schema/date-time.js';

@InputType({
  description: "The signed-in student's attempt at one activity of an assignment of their group (POST /progress).",
})
export class AttemptInput {
  @Field(() => ID, { description: 'The assignment (a UUID), one of a group the student is in.' })
  assignmentId!: string;

  @Field(() => ID, { description: 'The activity: one of the assignment’s.' })
  questId!: string;

  @Field(() => Int, { description: 'Questions answered: 0 to 500.' })
  answered!: number;

  @Field(() => Int, { description: 'Of those, answered correctly: not more than answered.' })
  correct!: number;

  @Field(() => Int, { description: 'Whole seconds spent: 0 to 28,800.' })
  seconds!: number;

  @Field(() => Boolean, { description: 'Whether the student finished the activity.' })
  completed!: boolean;

  @Field(() => ID, {
    nullable: true,
    description:
      'A UUID the client makes once per attempt and sends again with every retry (after UNAVAILABLE or a lost answer): the attempt is stored once, and a retry answers the attempt first stored. The same key with other values is CONFLICT.',
  })
  idempotencyKey?: string;
}

@ObjectType({ description: 'An attempt as recorded.' })
export class AttemptPayload {
  @Field(() => ID, { description: "The attempt's id." })
  attemptId!: string;

  @Field(() => DateTime, { description: 'When it was recorded.' })
  recordedAt!: Date;
}

@ObjectType({
  description:
    'An attempt was just recorded: which assignment, group, student and activity it changes, nothing of its answers. Pages refetch what they show.',
})
export class AttemptEvent {
  @Field(() => ID, { description: 'The assignment the attempt is at.' })
  assignmentId!: string;

  @Field(() => ID, { description: "The assignment's group." })
  groupId!: string;

  @Field(() => ID, { description: "The student's user id." })
  studentId!: string;

  @Field(() => ID, { description: 'The activity (quest) tried.' })
  questId!: string;

  @Field(() => DateTime, { description: 'When it was recorded.' })
  recordedAt!: Date;
}
