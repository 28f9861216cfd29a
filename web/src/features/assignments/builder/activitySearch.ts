import type { ActivityType } from '../../../generated/graphql';

/**
 * What the library is searched by: name words, realms and types (spec 1
 * §2.8), a year level and a curriculum code (issue 35). The server filters
 * (the library is paged there), accents and case aside.
 */
export interface ActivitySearch {
  name: string;
  realms: readonly string[];
  /** None chosen is every type. */
  types: readonly ActivityType[];
  /** Null: every year level. */
  yearLevel: number | null;
  /** A content description code such as "AC9S4U01"; null: every code. */
  curriculumCode: string | null;
}

/** A content description the library covers, as the curriculum filter offers it. */
export interface CurriculumChoice {
  code: string;
  name: string;
  yearLevel: number;
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

export const NO_SEARCH: ActivitySearch = { name: '', realms: [], types: [], yearLevel: null, curriculumCode: null };

/** An activity as the builder lists and chooses it. */
export interface LibraryActivity {
  questId: string;
  activityType: ActivityType;
  name: string;
  realm: string;
}

/** How many of the Filter panel's filters are chosen: its realms, a year level, a curriculum code. */
export function filterCount(search: ActivitySearch): number {
  return search.realms.length + (search.yearLevel === null ? 0 : 1) + (search.curriculumCode === null ? 0 : 1);
}

/** The query's variables: spec 1 §4, the first load (and any search without a type) passes every type. */
export function searchVariables(search: ActivitySearch) {
  return {
    name: search.name.trim() || null,
    realms: search.realms.length > 0 ? [...search.realms] : null,
    types: search.types.length > 0 ? [...search.types] : [...ALL_ACTIVITY_TYPES],
    yearLevel: search.yearLevel,
    curriculumCode: search.curriculumCode,
  };
}
