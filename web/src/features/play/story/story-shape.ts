import type { PlayActivityPageQuery } from '../../../generated/graphql';

/*
 * A book, an animation and a song as the players receive them: the generated types of
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

/** A song: its tune, tempo, verses and chorus. */
export type StorySong = NonNullable<PlayActivity['song']>;

/** The check at a story's end: quiz questions (staff also get their answers). */
export type StoryCheck = NonNullable<PlayActivity['check']>;

/** A book, an animation or a song (one of the three), with its check. */
export interface PlayableStory {
  book: StoryBook | null;
  animation: StoryAnimation | null;
  song: StorySong | null;
  check: StoryCheck;
}

/** The activity's story and check, or null for a quiz or a game (or a story read without its check). */
export function storyOf(activity: Pick<PlayActivity, 'book' | 'animation' | 'song' | 'check'>): PlayableStory | null {
  const { book, animation, song, check } = activity;
  return check && (book || animation || song) ? { book, animation, song, check } : null;
}
