import { Field, ID, ObjectType } from 'type-graphql';
import { Assignment } from './assignment.type.js';

@ObjectType({ description: 'An assignment as it is after a change.' })
export class AssignmentPayload {
  @Field(() => Assignment, { description: 'The assignment, read again after the change.' })
  assignment!: Assignment;
}

@ObjectType({ description: 'The assignment deleted.' })
export class DeleteAssignmentPayload {
  @Field(() => ID, { description: 'Its id: the assignment is gone, with its activities.' })
  deletedId!: string;
}
