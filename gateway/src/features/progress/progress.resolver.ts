import { BATCH_LIMIT, ERROR_KINDS, isUuid } from '@portal/domain';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { GraphQLError } from 'graphql';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { PageArgs } from '../../schema/page.args.js';
import { Assignment } from '../assignments/assignment.type.js';
import { User, linkedUser, userFromRest } from '../people/user.type.js';
import { AttemptInput, AttemptPayload, ItemFeedback } from './attempt.inputs.js';
import {
  LeaderboardConnection,
  LeaderboardEntry,
  ProgressReportConnection,
  ProgressReportRow,
  leaderboardEntryFromRest,
  progressRowFromRest,
} from './progress.types.js';

@ArgsType()
class ProgressReportArgs extends PageArgs {
  @Field(() => [ID], {
    nullable: true,
    description: `Only the rows of these students (a page of a student list shown beside it), at most ${BATCH_LIMIT}; null: every row.`,
  })
  studentIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Only the rows of students whose "first last" holds this, case-insensitively, as Group.students\' `name` filters them: with the same `first` and `after`, the rows of the students that page of Group.students shows. Blank or null: all.',
  })
  name?: string | null;
}

/*
 * What attempts show on an assignment, each list read for every assignment of
 * a query in one batch REST call (loaders.ts), and the attempt itself.
 */
@Resolver(() => Assignment)
export class ProgressResolver {
  @FieldResolver(() => ProgressReportConnection, {
    description:
      'The progress report (spec 1 §2.8): a row per student of its group whose progress the caller reads (staff every student, a student themself, a parent their children), by last name then first name, as Group.students orders them; paged by student.',
  })
  @Auth('readProgress')
  async progressReport(
    @Root() assignment: Assignment,
    @Args(() => ProgressReportArgs) args: ProgressReportArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<ProgressReportRow>> {
    const page = pageOf(args);
    if (args.studentIds && args.studentIds.length > BATCH_LIMIT) {
      throw new GraphQLError(`studentIds: at most ${BATCH_LIMIT}.`, {
        extensions: { code: ERROR_KINDS.badRequest.graphql },
      });
    }
    // An id that is no UUID matches no row, as before the API paged: left out rather than failing the batch.
    const studentIds = args.studentIds ? args.studentIds.filter(isUuid) : null;
    const name = args.name?.trim() || undefined;
    const { items, total } = await context.loaders.progressReportOf({ page, studentIds, name }).load(assignment.id);
    return connectionOf(
      items.map((row) => progressRowFromRest(assignment.id, row)),
      page.offset,
      total,
    );
  }

  @FieldResolver(() => LeaderboardConnection, {
    description: 'The leaderboard: every student of its group by score, equal scores sharing a rank.',
  })
  async leaderboard(
    @Root() assignment: Assignment,
    @Args(() => PageArgs) args: PageArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<LeaderboardEntry>> {
    const page = pageOf(args);
    const { items, total } = await context.loaders.leaderboardOf(page).load(assignment.id);
    return connectionOf(
      items.map((entry) => leaderboardEntryFromRest(assignment.id, entry)),
      page.offset,
      total,
    );
  }

  @FieldResolver(() => LeaderboardEntry, {
    nullable: true,
    description: "The caller's own row of the leaderboard (My Rank); null for anyone not a student of its group.",
  })
  async myRank(@Root() assignment: Assignment, @Ctx() context: GatewayContext): Promise<LeaderboardEntry | null> {
    const own = (await context.loaders.ownRankOf.load(assignment.id))?.own;
    return own ? leaderboardEntryFromRest(assignment.id, own) : null;
  }

  @Mutation(() => AttemptPayload, {
    description:
      "Records the signed-in student's attempt at an activity of an assignment of their group, graded by the portal from its responses, and answers it with its feedback. NOT_FOUND for any other assignment, BAD_USER_INPUT for an activity not in it or a response that fits none of its questions, CONFLICT before it starts, TOO_MANY_REQUESTS past the attempts a student may make a minute.",
  })
  @Auth('recordProgress')
  async recordAttempt(
    @Arg('input', () => AttemptInput, { description: 'The attempt.' }) input: AttemptInput,
    @Ctx() context: GatewayContext,
  ): Promise<AttemptPayload> {
    // A null in GraphQL is a field left out in REST.
    const body = { ...input, reached: input.reached ?? undefined, idempotencyKey: input.idempotencyKey ?? undefined };
    const { data } = await context.rest.post('/api/v1/progress', { body });
    return Object.assign(new AttemptPayload(), {
      attemptId: data.attemptId,
      recordedAt: new Date(data.recordedAt),
      answered: data.answered,
      correct: data.correct,
      completed: data.completed,
      seconds: data.seconds,
      feedback: data.feedback.map((item) => Object.assign(new ItemFeedback(), item)),
    });
  }
}

/** A progress row's student: every row of a query read in one batch REST call. */
@Resolver(() => ProgressReportRow)
export class ProgressReportRowResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description: 'The student (first name, last name, e-mail…); null if they have just been deleted.',
  })
  async student(@Root() row: ProgressReportRow, @Ctx() context: GatewayContext): Promise<User | null> {
    const found = await context.loaders.usersById.load(row.studentId);
    return found ? userFromRest(found) : null;
  }
}

/** A leaderboard row's student: every row of a query read in one batch REST call. */
@Resolver(() => LeaderboardEntry)
export class LeaderboardEntryResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description:
      "The student, as the caller may read them: staff their school's students, a student themself, a parent their children; null for anyone else (a student's classmates: `name` and `initials` are what the leaderboard shows of them) and once the account is gone.",
  })
  async student(@Root() entry: LeaderboardEntry, @Ctx() context: GatewayContext): Promise<User | null> {
    return linkedUser(context, entry.userId);
  }
}
