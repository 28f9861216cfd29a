import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A link request: the parent and the student it would link.' })
export class ParentLinkInput {
  @Field(() => ID, { description: "The parent's user id (a UUID)." })
  parentId!: string;

  @Field(() => ID, { description: "The student's user id (a UUID)." })
  childId!: string;
}
