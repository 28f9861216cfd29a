import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { ActivityType } from '../assignments/assignment.type.js';
import { ActivityConnection } from './activity-connection.type.js';
import { ActivitiesArgs } from './activities.args.js';
import { Activity, QuizQuestion, activityFromRest } from './activity.type.js';
import { Game } from './game.type.js';

@Resolver(() => Activity)
export class ActivitiesResolver {
  @Query(() => ActivityConnection, {
    description:
      'Search the activity library (the assignment builder’s search): by name words, realms and types, most relevant first with a name, else by realm then name. Any signed-in user: the library is the same for everyone.',
  })
  @Auth()
  async activities(
    @Args(() => ActivitiesArgs) args: ActivitiesArgs,
    @Ctx() context: GatewayContext,
  ): Promise<ConnectionShape<Activity>> {
    const page = pageOf(args);
    const { data, total } = await context.rest.get('/api/v1/activities', {
      query: {
        name: args.name?.trim() || undefined,
        realm: args.realms?.length ? args.realms : undefined,
        activityType: args.types?.length ? args.types : undefined,
        start: page.offset,
        count: page.first,
      },
    });
    return connectionOf(data.map(activityFromRest), page.offset, total);
  }

  @Query(() => Activity, {
    nullable: true,
    description: 'One activity of the library, with a quiz’s questions; null when no activity has that questId.',
  })
  @Auth()
  async activity(
    @Arg('questId', () => ID, { description: 'Its questId, such as "q-env-001" (a malformed one is BAD_USER_INPUT).' })
    questId: string,
    @Ctx() context: GatewayContext,
  ): Promise<Activity | null> {
    const answer = await context.rest.getUnless([404], '/api/v1/activities/{questId}', { path: { questId } });
    if (!answer) return null;
    context.loaders.activitiesByQuestId.prime(questId, answer.data);
    return activityFromRest(answer.data);
  }

  @FieldResolver(() => [QuizQuestion], {
    nullable: true,
    description:
      "A quiz's questions (four or more) with their choices, for the portal's quiz player; for staff also each question's answer and explanation (their preview). Null for any other type. In a list, read in one batch for the whole page.",
  })
  async questions(@Root() activity: Activity, @Ctx() context: GatewayContext): Promise<QuizQuestion[] | null> {
    if (activity.activityType !== ActivityType.QUIZ) return null;
    if (activity.loadedQuestions) return activity.loadedQuestions;
    const full = await context.loaders.activitiesByQuestId.load(activity.questId);
    return (full && activityFromRest(full).loadedQuestions) ?? null;
  }

  @FieldResolver(() => Game, {
    nullable: true,
    description:
      "A game's mechanic, items and targets, for the portal's game player; for staff also its solution (their preview). Null for any other type. In a list, read in one batch for the whole page.",
  })
  async game(@Root() activity: Activity, @Ctx() context: GatewayContext): Promise<Game | null> {
    if (activity.activityType !== ActivityType.GAME) return null;
    if (activity.loadedGame) return activity.loadedGame;
    const full = await context.loaders.activitiesByQuestId.load(activity.questId);
    return (full && activityFromRest(full).loadedGame) ?? null;
  }
}
