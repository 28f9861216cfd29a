import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Resolver, Root } from 'type-graphql';
import { Auth, viewerWith } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import type { MetricsView } from '../../context/metrics-loaders.js';
import { pageOf, sliceConnection, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { Group } from '../groups/group.type.js';
import { User } from '../people/user.type.js';
import { School } from '../schools/school.types.js';
import {
  GroupAccuracy,
  LearningAreaGrouping,
  Metrics,
  MetricsPeriod,
  YearLevelCount,
  groupAccuracyFromRest,
  metricsFromRest,
  yearLevelCountFromRest,
} from './metrics.types.js';
import {
  GroupAccuracySeries,
  GroupAccuracySeriesConnection,
  groupAccuracySeriesFromRest,
} from './group-accuracy.types.js';

@ArgsType()
export class MetricsArgs {
  @Field(() => MetricsPeriod, { description: 'How far back: everything, or the last 1, 3 or 12 months.' })
  period!: MetricsPeriod;

  @Field(() => LearningAreaGrouping, {
    defaultValue: LearningAreaGrouping.REALM,
    description: 'Name the learning areas by realm (default) or by topic.',
  })
  by!: LearningAreaGrouping;
}

/** The REST query of these arguments: the enums' values are the API's own. */
function viewOf({ period, by }: MetricsArgs): MetricsView {
  return { period, by };
}

/*
 * Metrics (spec 2 §2, §3, §7; issue 14): a student's on the User, a group's
 * on the Group, the school's with its groups' accuracy and year levels on the
 * School. Each reads the API's documents through per-request loaders
 * (metrics-loaders.ts), one batch REST call per period and grouping however
 * many users or groups a query names. The gateway asks the API's own rule
 * first (domain/src/capabilities.ts); the API decides whose.
 */
@Resolver(() => User)
export class UserMetricsResolver {
  @FieldResolver(() => Metrics, {
    nullable: true,
    description:
      "The student's metrics; null for someone who is not a student, and for a student whose metrics the caller may not read (as their result: staff their students, a student their own, a parent their children's).",
  })
  async metrics(
    @Root() user: User,
    @Args(() => MetricsArgs) args: MetricsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Metrics | null> {
    if (!(await viewerWith(context, 'readProgress'))) return null;
    const found = await context.loaders.metrics.individualOf(viewOf(args)).load(user.id);
    return found ? metricsFromRest(found) : null;
  }
}

@Resolver(() => Group)
export class GroupMetricsResolver {
  @FieldResolver(() => Metrics, {
    nullable: true,
    description:
      "The group's metrics over its assignments and its students now: for the staff who track it (admin the school's groups, teacher owned); null for another group.",
  })
  @Auth('trackResults')
  async metrics(
    @Root() group: Group,
    @Args(() => MetricsArgs) args: MetricsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Metrics | null> {
    const found = await context.loaders.metrics.groupOf(viewOf(args)).load(group.id);
    return found ? metricsFromRest(found) : null;
  }
}

@Resolver(() => School)
export class SchoolMetricsResolver {
  @FieldResolver(() => Metrics, {
    nullable: true,
    description:
      'The whole school\'s metrics ("School Metrics"): every group\'s assignments and students. Its staff; FORBIDDEN (this field null) for others.',
  })
  @Auth('readSchoolMetrics')
  async metrics(
    @Root() school: School,
    @Args(() => MetricsArgs) args: MetricsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Metrics | null> {
    return metricsFromRest(await context.loaders.metrics.schoolOf(viewOf(args)).load(school.id));
  }

  @FieldResolver(() => Metrics, {
    nullable: true,
    description:
      'The school as the caller teaches it ("Teacher Metrics"): the groups they own in it, summed; empty months when they own none. Whoever tracks results; FORBIDDEN (this field null) for others.',
  })
  @Auth('trackResults')
  async taughtMetrics(
    @Root() school: School,
    @Args(() => MetricsArgs) args: MetricsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Metrics | null> {
    return metricsFromRest(await context.loaders.metrics.taughtSchoolOf(viewOf(args)).load(school.id));
  }

  @FieldResolver(() => [GroupAccuracy], {
    nullable: true,
    description:
      "Each group's accuracy in each of the last 12 months, the groups by name: those whose results the caller tracks (admin every group, teacher owned); FORBIDDEN (this field null) for others.",
    deprecationReason:
      'Use `groupAccuracies` (a connection of a line per group, each with its months); removed in a later release.',
  })
  @Auth('trackResults')
  async groupAccuracy(@Root() school: School, @Ctx() context: GatewayContext): Promise<GroupAccuracy[]> {
    return (await context.loaders.metrics.groupAccuracyOf(MetricsPeriod.ONE_YEAR).load(school.id)).map(
      groupAccuracyFromRest,
    );
  }

  @FieldResolver(() => GroupAccuracySeriesConnection, {
    nullable: true,
    description:
      "A page of the groups whose results the caller tracks (admin every group, teacher owned), by name, each with its accuracy in each month of the period (default the last 12; the Activities Accuracy chart's lines follow the Period switch); FORBIDDEN (this field null) for others.",
  })
  @Auth('trackResults')
  async groupAccuracies(
    @Root() school: School,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
    @Arg('period', () => MetricsPeriod, {
      defaultValue: MetricsPeriod.ONE_YEAR,
      description: 'How far back the lines go: the Period switch (default the last twelve months).',
    })
    period: MetricsPeriod,
  ): Promise<ConnectionShape<GroupAccuracySeries>> {
    const page = pageOf(args);
    const rows = await context.loaders.metrics.groupAccuracyOf(period).load(school.id);
    return sliceConnection(groupAccuracySeriesFromRest(rows), page);
  }

  @FieldResolver(() => [YearLevelCount], {
    nullable: true,
    description:
      "The school's students by year level (Student Year Level Distribution), lowest first, those without one last. Its staff; FORBIDDEN (this field null) for others.",
  })
  @Auth('readSchoolMetrics')
  async yearLevelDistribution(@Root() school: School, @Ctx() context: GatewayContext): Promise<YearLevelCount[]> {
    return (await context.loaders.metrics.yearLevelsOf.load(school.id)).map(yearLevelCountFromRest);
  }
}
