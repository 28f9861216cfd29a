/**
 * Where a content description of the Australian Curriculum: Science v9 lives
 * on ACARA's own site (issue 35, spec 2 §10: "A curriculum preview opens an
 * external curriculum link"). The site has a page per content description,
 * reached from its year's page of the learning area:
 * `/f-10-curriculum/learning-areas/science/<year>/content-description` with
 * the year's subject identifier (SCISCIFY for Foundation, SCISCIY1 to
 * SCISCIY10) and the code; the other parameters are the site's defaults.
 * api/content/README.md documents the pattern beside the data.
 */

const SITE = 'https://v9.australiancurriculum.edu.au';

/**
 * An Australian Curriculum: Science v9 content description code: "AC9S", the
 * year (F for Foundation, then 1 to 10, captured), the strand (U, H or I) and
 * its number, such as "AC9S4U01" or "AC9S10H02".
 */
export const CURRICULUM_CODE_PATTERN = /^AC9S(F|10|[1-9])[UHI]\d{2}$/;

export function isCurriculumCode(value: string): boolean {
  return CURRICULUM_CODE_PATTERN.test(value);
}

/** The page of this content description on the Australian Curriculum v9 site, or null for a code that is not one. */
export function curriculumUrl(code: string): string | null {
  const year = CURRICULUM_CODE_PATTERN.exec(code)?.[1];
  if (year === undefined) return null;
  const foundation = year === 'F';
  const page = foundation ? 'foundation-year' : `year-${year}`;
  const query = new URLSearchParams({
    'subject-identifier': foundation ? 'SCISCIFY' : `SCISCIY${year}`,
    'content-description-code': code,
    'detailed-content-descriptions': '0',
    'hide-ccp': '0',
    'hide-gc': '0',
    'side-by-side': '1',
    'strands-start-index': '0',
    view: 'quick',
  });
  return `${SITE}/f-10-curriculum/learning-areas/science/${page}/content-description?${query.toString()}`;
}

/** The link's words: what it opens, and (read by screen readers too) that it opens in a new tab. */
export const CURRICULUM_LINK_TEXT = 'Read it on the Australian Curriculum site (opens a new tab)';
