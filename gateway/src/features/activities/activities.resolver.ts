import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-decorators.js';
import type { GatewayContext } from '../../context/context.js';
import { connectionOf, pageOf, type ConnectionShape } from '../../schema/connection.js';
import { ActivityType } from '../assignments/assignment.type.js';
import { Curriculum, curriculumFromRest } from '../results/result.types.js';
import { ActivityConnection } from './activity-connection.type.js';
import { ActivitiesArgs } from './activities.args.js';
import { Activity, QuizQuestion, activityFromRest } from './activity.type.js';
import { Game } from './game.type.js';
import { Animation, Book, Song } from './story.type.js';

@Resolver(() => Activity)
export class ActivitiesResolver {
  @Query(() => ActivityConnection, {
    description:
      'Search the activity library (the assignment builder’s search): by name words (accents and case aside), realms, types, year level and curriculum code, most relevant first with a name, else by realm then name. Any signed-in user: the library is the same for everyone.',
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
        yearLevel: args.yearLevel ?? undefined,
        curriculumCode: args.curriculumCode?.trim() || undefined,
        start: page.offset,
        count: page.first,
      },
    });
    return connectionOf(data.map(activityFromRest), page.offset, total);
  }

  @Query(() => [Curriculum], {
    description:
      'The Australian Curriculum: Science v9 content descriptions the library’s activities cover, by code: what `activities(curriculumCode:)` filters by. Any signed-in user.',
  })
  @Auth()
  async activityCurriculum(@Ctx() context: GatewayContext): Promise<Curriculum[]> {
    const { data } = await context.rest.get('/api/v1/activities/curriculum');
    return data.map(curriculumFromRest);
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

  /** The activity's story as its full read holds it: from this answer, else one batch read for the page. */
  private async story(activity: Activity, context: GatewayContext): Promise<Activity['loadedStory']> {
    if (activity.loadedStory) return activity.loadedStory;
    const full = await context.loaders.activitiesByQuestId.load(activity.questId);
    return full ? activityFromRest(full).loadedStory : undefined;
  }

  @FieldResolver(() => Book, {
    nullable: true,
    description:
      "A book's pages, each with its picture. Null for any other type. In a list, read in one batch for the whole page.",
  })
  async book(@Root() activity: Activity, @Ctx() context: GatewayContext): Promise<Book | null> {
    if (activity.activityType !== ActivityType.BOOK) return null;
    return (await this.story(activity, context))?.book ?? null;
  }

  @FieldResolver(() => Animation, {
    nullable: true,
    description:
      "An animation's scenes, each captioned. Null for any other type. In a list, read in one batch for the whole page.",
  })
  async animation(@Root() activity: Activity, @Ctx() context: GatewayContext): Promise<Animation | null> {
    if (activity.activityType !== ActivityType.ANIMATION) return null;
    return (await this.story(activity, context))?.animation ?? null;
  }

  @FieldResolver(() => Song, {
    nullable: true,
    description: "A song's lyrics and tune. Null for any other type. In a list, read in one batch for the whole page.",
  })
  async song(@Root() activity: Activity, @Ctx() context: GatewayContext): Promise<Song | null> {
    if (activity.activityType !== ActivityType.SONG) return null;
    return (await this.story(activity, context))?.song ?? null;
  }

  @FieldResolver(() => [QuizQuestion], {
    nullable: true,
    description:
      "The check at the end of a book, an animation or a song (a song's: a line with a word missing), as a quiz's questions; for staff also each answer and why. Null for a quiz or a game.",
  })
  async check(@Root() activity: Activity, @Ctx() context: GatewayContext): Promise<QuizQuestion[] | null> {
    const stories: readonly ActivityType[] = [ActivityType.BOOK, ActivityType.ANIMATION, ActivityType.SONG];
    if (!stories.includes(activity.activityType)) return null;
    return (await this.story(activity, context))?.check ?? null;
  }
}
