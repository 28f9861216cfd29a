import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../schema/page.args.js';
import { ActivityType } from '../assignments/assignment.type.js';

/** The activity search of the assignment builder: a name, realms and types, a page at a time. */
@ArgsType()
export class ActivitiesArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Words of the name, case-insensitive: every word must appear in it, in any order, whole or as part of a word ("moon phase" finds "Why the Moon Has Phases"); little words such as "the" or "of" count only in a search of nothing else. Results then come most relevant first; blank or null: no filter, and results come by realm then name.',
  })
  name?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Only activities of these realms, each by its name in either spelling ("Edison\'s Isle" or "Edison Avenue") or by its topic, case-insensitive; an unknown one is BAD_USER_INPUT. Null or empty: every realm.',
  })
  realms?: string[] | null;

  @Field(() => [ActivityType], {
    nullable: true,
    description: 'Only activities of these types. Null or empty: every type.',
  })
  types?: ActivityType[] | null;
}
