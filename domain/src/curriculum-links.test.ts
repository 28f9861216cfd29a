import { describe, expect, it } from 'vitest';
import { curriculumUrl, isCurriculumCode } from './curriculum-links.js';

describe('a content description on the Australian Curriculum site (issue 35)', () => {
  it("links a year's code to its page under that year, by its code", () => {
    const url = new URL(curriculumUrl('AC9S4U01') ?? '');
    expect(url.origin).toBe('https://v9.australiancurriculum.edu.au');
    expect(url.pathname).toBe('/f-10-curriculum/learning-areas/science/year-4/content-description');
    expect(url.searchParams.get('content-description-code')).toBe('AC9S4U01');
    expect(url.searchParams.get('subject-identifier')).toBe('SCISCIY4');
  });

  it('links Foundation and Year 10 codes to their own years', () => {
    const foundation = new URL(curriculumUrl('AC9SFH01') ?? '');
    expect(foundation.pathname).toContain('/science/foundation-year/');
    expect(foundation.searchParams.get('subject-identifier')).toBe('SCISCIFY');
    const ten = new URL(curriculumUrl('AC9S10I03') ?? '');
    expect(ten.pathname).toContain('/science/year-10/');
    expect(ten.searchParams.get('subject-identifier')).toBe('SCISCIY10');
  });

  it('has no link for what is not a science code', () => {
    for (const code of ['', 'ac9s4u01', 'AC9S11U01', 'AC9M4N01', 'AC9S4U1', 'AC9S4X01']) {
      expect(curriculumUrl(code), code).toBeNull();
      expect(isCurriculumCode(code), code).toBe(false);
    }
    expect(isCurriculumCode('AC9S6H02')).toBe(true);
  });
});
