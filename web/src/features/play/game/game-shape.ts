import type {
  AttemptResponseInput,
  GameMechanic,
  PlayActivityPageQuery,
  RecordAttemptMutation,
} from '../../../generated/graphql';

/*
 * A game as the player receives it, sends it and hears back: the generated
 * types of the play page's query and of RecordAttempt (schema.graphql is the
 * one source of their shape).
 */

export type { GameMechanic };

/** A game to play: its items (shuffled by the server) and where they can go; staff also get its solution. */
export type PlayableGame = NonNullable<NonNullable<PlayActivityPageQuery['activity']>['game']>;

/** One item as the player sends it: a target's id, or for ORDER its position from 1 ("1", "2", …). */
export type GameResponse = Record<keyof AttemptResponseInput, string>;

/** One item as the portal graded it: what the student answered and where it belongs. */
export type GameFeedback = Pick<
  RecordAttemptMutation['recordAttempt']['feedback'][number],
  'itemId' | 'correct' | 'answer' | 'expected'
>;
