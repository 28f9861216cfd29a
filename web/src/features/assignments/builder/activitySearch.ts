import type { ActivityType } from '../../../generated/graphql';

/** What the library is searched by: name words, realms and types (spec 1 §2.8). */
export interface ActivitySearch {
  name: string;
  realms: readonly string[];
  /** None chosen is every type. */
  types: readonly ActivityType[];
}

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  QUIZ: 'Quiz',
  GAME: 'Game',
  BOOK: 'Book',
  ANIMATION: 'Animation',
  SONG: 'Song',
};

/** Spec 1 §3's five types, in its order. */
export const ALL_ACTIVITY_TYPES: readonly ActivityType[] = ['QUIZ', 'GAME', 'BOOK', 'ANIMATION', 'SONG'];

export const NO_SEARCH: ActivitySearch = { name: '', realms: [], types: [] };

/** An activity as the builder lists and chooses it. */
export interface LibraryActivity {
  questId: string;
  activityType: ActivityType;
  name: string;
  realm: string;
}

/** The query's variables: spec 1 §4, the first load (and any search without a type) passes every type. */
export function searchVariables(search: ActivitySearch) {
  return {
    name: search.name.trim() || null,
    realms: search.realms.length > 0 ? [...search.realms] : null,
    types: search.types.length > 0 ? [...search.types] : [...ALL_ACTIVITY_TYPES],
  };
}
