// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monthsNamedBy } from './monthsNamedBy';

const month = {
  year: 2026,
  month: 3,
  completeRate: 0.5,
  accuracyRate: null,
  yearLevel: 4,
  learningAreas: [
    { learningArea: 'Habiterra', activityCount: 3, yearLevel: 4 },
    { learningArea: 'Edison Avenue', activityCount: 1, yearLevel: null },
  ],
};

describe('learning areas named by the Realm/Topic switch', () => {
  it('keep their realms, or take each realm’s topic with the counts unchanged (spec 2 §4)', () => {
    expect(monthsNamedBy([month], 'realm')).toEqual([month]);
    expect(monthsNamedBy([month], 'topic')[0]?.learningAreas).toEqual([
      { learningArea: 'Animals', activityCount: 3, yearLevel: 4 },
      { learningArea: 'Inventions', activityCount: 1, yearLevel: null },
    ]);
  });
});
