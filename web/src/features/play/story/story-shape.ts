import type { PlayActivityPageQuery } from '../../../generated/graphql';

/*
 * A book and an animation as the readers receive them: the generated types of
 * the play page's query (schema.graphql is the one source of their shape).
 */

type PlayActivity = NonNullable<PlayActivityPageQuery['activity']>;

/** A book: its pages in order, each a text and the path of its picture. */
export type StoryBook = NonNullable<PlayActivity['book']>;

/** One page of a book. */
export type StoryPage = StoryBook['pages'][number];

/** An animation: its scenes in order, each a caption, the path of its picture and how long it plays. */
export type StoryAnimation = NonNullable<PlayActivity['animation']>;

/** One scene of an animation. */
export type StoryScene = StoryAnimation['scenes'][number];
