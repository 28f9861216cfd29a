import { BATCH_LIMIT, ERROR_KINDS } from '@portal/domain';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { pageOf, sliceConnection, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { Group, groupFromRest } from '../groups/group.type.js';
import { User, userFromRest } from '../people/user.type.js';
import { readsResults } from './evaluation.resolver.js';
import {
  AssignmentResult,
  AssignmentResultConnection,
  Curriculum,
  GroupResult,
  ResultTotals,
  StudentResult,
  curriculumFromRest,
  groupResultFromRest,
  studentResultFromRest,
} from './result.types.js';

const FROM_DESCRIPTION =
  "yyyy-mm-dd, a day of the school's: only the assignments due on or after its start (the school's midnight), and the comments since.";

function checkIds(name: string, ids: readonly string[]): void {
  if (ids.length > BATCH_LIMIT) {
    throw new GraphQLError(`${name}: at most ${BATCH_LIMIT}.`, {
      extensions: { code: ERROR_KINDS.badRequest.graphql },
    });
  }
}

/**
 * The results a batch answered, leaving out the ids the caller may not read
 * (null); a failed read (the API down, a malformed id) fails the field rather
 * than passing for an empty answer.
 */
function readable<T>(entries: readonly (T | null | Error)[]): T[] {
  const failure = entries.find((entry): entry is Error => entry instanceof Error);
  if (failure) throw failure;
  return entries.filter((entry): entry is T => entry !== null);
}

/*
 * Results (spec 2 §3): a student's on the User, a group's on the Group, and
 * several at once for the result lists' downloads. Each is computed by the
 * API from attempts, grades and comments, and read for every user or group of
 * a query in one batch REST call (result-loaders.ts).
 */
@Resolver(() => User)
export class UserResultResolver {
  @FieldResolver(() => StudentResult, {
    nullable: true,
    description:
      "The student's result; null for someone who is not a student, and for a student whose results the caller may not read (staff their students, a student their own, a parent their children's).",
  })
  async result(
    @Root() user: User,
    @Arg('from', () => String, { nullable: true, description: FROM_DESCRIPTION }) from: string | null | undefined,
    @Ctx() context: GatewayContext,
  ): Promise<StudentResult | null> {
    if (!(await readsResults(context))) return null;
    const found = await context.loaders.results.resultOf(from ?? undefined).load(user.id);
    return found ? studentResultFromRest(found) : null;
  }

  @Query(() => [StudentResult], {
    description: `The results of these students (at most ${BATCH_LIMIT}) whose results the caller reads, in the order asked.`,
  })
  @Auth('trackResults')
  async results(
    @Arg('userIds', () => [ID], { description: 'The students.' }) userIds: string[],
    @Arg('from', () => String, { nullable: true, description: FROM_DESCRIPTION }) from: string | null | undefined,
    @Ctx() context: GatewayContext,
  ): Promise<StudentResult[]> {
    checkIds('userIds', userIds);
    const found = await context.loaders.results.resultOf(from ?? undefined).loadMany(userIds);
    return readable(found).map(studentResultFromRest);
  }

  @Query(() => [GroupResult], {
    description: `The results of these groups (at most ${BATCH_LIMIT}) the caller tracks, in the order asked.`,
  })
  @Auth('trackResults')
  async groupResults(
    @Arg('groupIds', () => [ID], { description: 'The groups.' }) groupIds: string[],
    @Ctx() context: GatewayContext,
  ): Promise<GroupResult[]> {
    checkIds('groupIds', groupIds);
    const found = await context.loaders.results.groupResultOf.loadMany(groupIds);
    return readable(found).map(groupResultFromRest);
  }

  @Query(() => [Curriculum], {
    description: 'The Australian Curriculum: Science v9 content descriptions the portal ships, by year level and code.',
  })
  @Auth()
  async curriculum(@Ctx() context: GatewayContext): Promise<Curriculum[]> {
    const { data } = await context.rest.get('/api/v1/result/curriculum');
    return data.map(curriculumFromRest);
  }
}

@Resolver(() => Group)
export class GroupResultResolver {
  @FieldResolver(() => GroupResult, {
    nullable: true,
    description: "The group's result over its current students: for the staff who track it.",
  })
  @Auth('trackResults')
  async result(@Root() group: Group, @Ctx() context: GatewayContext): Promise<GroupResult | null> {
    const found = await context.loaders.results.groupResultOf.load(group.id);
    return found ? groupResultFromRest(found) : null;
  }
}

/** The fields every result has (the `Result` interface), resolved once for both kinds. */
@Resolver(() => ResultTotals)
export class ResultFieldsResolver {
  @FieldResolver(() => AssignmentResultConnection, {
    description: "The result's assignments, newest first: a student's groups' assignments, or a group's.",
  })
  assignments(@Root() result: ResultTotals, @Args(() => PageArgs) args: PageArgs): ConnectionShape<AssignmentResult> {
    return sliceConnection(result.allAssignments, pageOf(args));
  }
}

@Resolver(() => StudentResult)
export class StudentResultResolver {
  @FieldResolver(() => User, { nullable: true, description: 'The student.' })
  async student(@Root() result: StudentResult, @Ctx() context: GatewayContext): Promise<User | null> {
    const found = await context.loaders.usersById.load(result.userId);
    return found ? userFromRest(found) : null;
  }
}

@Resolver(() => GroupResult)
export class GroupResultFieldsResolver {
  @FieldResolver(() => Group, { nullable: true, description: 'The group.' })
  async group(@Root() result: GroupResult, @Ctx() context: GatewayContext): Promise<Group | null> {
    const found = await context.loaders.groupsById.load(result.groupId);
    return found ? groupFromRest(found) : null;
  }
}
