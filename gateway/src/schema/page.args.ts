import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 100, description: '1 to 100.' })
  first!: number;

  @Field(() => String, { nullable: true })
  after?: string | null;
}
