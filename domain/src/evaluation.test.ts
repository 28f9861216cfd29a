import { describe, expect, it } from 'vitest';
import { GENERAL_CAPABILITIES, TOPICS, gradedItems, isAchieved } from './evaluation.js';
import { isUuid } from './ids.js';
import { REALMS } from './realms.js';

describe('what teachers grade (spec 2 §3)', () => {
  it('is the ten topics of the realms and the seven general capabilities, each with its own fixed id', () => {
    expect(TOPICS.map(({ name }) => name)).toEqual(REALMS.map(({ topic }) => topic));
    expect(GENERAL_CAPABILITIES).toHaveLength(7);
    const ids = [...TOPICS, ...GENERAL_CAPABILITIES].map(({ id }) => id);
    expect(ids.every(isUuid)).toBe(true);
    expect(new Set(ids).size).toBe(17);
    expect(gradedItems('topic')).toBe(TOPICS);
    expect(gradedItems('capability')).toBe(GENERAL_CAPABILITIES);
  });
});

describe('an achieved curriculum (spec 2 §5: above 75.00%)', () => {
  it.each([
    ['75.00', false],
    ['75.01', true],
    ['100.00', true],
    ['0.00', false],
  ])('%s is achieved: %s', (evaluation, achieved) => {
    expect(isAchieved(evaluation)).toBe(achieved);
  });
});
