import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: "How many of a group's assignments stand where, now (spec 2 §2: the group detail's counts).",
})
export class AssignmentCounts {
  @Field(() => Int, { description: 'Not started yet (Scheduled).' })
  scheduled!: number;

  @Field(() => Int, { description: 'Started and not due yet (In Progress: the on-going ones).' })
  inProgress!: number;

  @Field(() => Int, { description: 'Past their due date (Completed).' })
  completed!: number;
}
