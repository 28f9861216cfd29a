import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A link request: the parent and the student it would link.' })
export class ParentLinkInput {
  @Field(() => ID)
  parentId!: string;

  @Field(() => ID)
  childId!: string;
}
