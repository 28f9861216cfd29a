import { ArgsType, Field, Int } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, LARGEST_PAGE } from '@portal/domain';

/** `first` and `after` of every connection field: extend it to add a field's filters. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `How many items a page holds at most: 1 to ${LARGEST_PAGE} (anything else is BAD_USER_INPUT).`,
  })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Start just after the item with this cursor (an edge's `cursor` or `pageInfo.endCursor`); null or left out starts at the first item.",
  })
  after?: string | null;
}
