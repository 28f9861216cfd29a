/**
 * The activity library's search (issue 35): what a name search compares, and
 * the filters beside it. The API stores every activity's name through
 * `searchText` and searches with the words typed through it too, so accents
 * and case never decide a match ("Zoe" finds "Zoë", "ECLOSION" finds
 * "éclosion").
 */

/** Combining marks left alone once a letter is decomposed (NFD): the accents of "é", "ë", "ñ", "ö". */
const COMBINING_MARKS = /\p{Mn}/gu;

/**
 * `text` as a search compares it: lower case, accents removed (decomposed
 * with NFD, its combining marks dropped, then composed again with NFC).
 */
export function searchText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/** The library search's own texts (its filters and its preview). */
export const LIBRARY_SEARCH_TEXTS = {
  yearLevel: 'Year level',
  anyYearLevel: 'Any year level',
  yearLevelOption: (year: number) => `Year ${year}`,
  curriculumCode: 'Curriculum code',
  /** A curriculum option: its code, year and short name. */
  curriculumOption: (code: string, yearLevel: number, name: string) =>
    `${code} (${yearLevel === 0 ? 'Foundation' : `Year ${yearLevel}`}): ${name}`,
  questionsHeading: 'Questions',
  questionsLoading: 'Loading the questions',
  questionsNotLoaded: 'The questions could not be loaded.',
} as const;
