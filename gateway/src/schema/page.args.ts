import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    defaultValue: 100,
    description: 'How many items a page holds at most: 1 to 100 (anything else is BAD_USER_INPUT).',
  })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Start just after the item with this cursor (an edge's `cursor` or `pageInfo.endCursor`); null or left out starts at the first item.",
  })
  after?: string | null;
}
