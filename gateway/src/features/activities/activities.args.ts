import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL } from '@portal/domain';
import { ArgsType, Field, Int } from 'type-graphql';
import { PageArgs } from '../../schema/page.args.js';
import { ActivityType } from '../assignments/assignment.type.js';

/** The activity search of the assignment builder: a name, realms, types, a year level and a curriculum code, a page at a time. */
@ArgsType()
export class ActivitiesArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Words of the name, accents and case aside ("Zoe" finds "Zoë"): every word must appear in it, in any order, whole or as part of a word ("moon phase" finds "Why the Moon Has Phases"); little words such as "the" or "of" count only in a search of nothing else. Results then come most relevant first; blank or null: no filter, and results come by realm then name.',
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

  @Field(() => Int, {
    nullable: true,
    description: `Only activities written for this school year (${MIN_YEAR_LEVEL} to ${MAX_YEAR_LEVEL}; another is BAD_USER_INPUT). Null: every year.`,
  })
  yearLevel?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only activities covering this Australian Curriculum: Science v9 content description, by its code (such as "AC9S4U01", case aside; one that is not a code is BAD_USER_INPUT); `activityCurriculum` lists the codes the library covers. Null or blank: every code.',
  })
  curriculumCode?: string | null;
}
