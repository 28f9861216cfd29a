import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, can, isCapability } from './capabilities.js';

describe('capabilities', () => {
  it('are held by the union of a user’s roles', () => {
    expect(can(['teacher'], 'readOwnChildren')).toBe(false);
    expect(can(['parent'], 'listPeople')).toBe(false);
    expect(can(['teacher', 'parent'], 'readOwnChildren')).toBe(true);
    expect(can(['teacher', 'parent'], 'listPeople')).toBe(true);
    expect(can(['teacher', 'parent'], 'deletePeople')).toBe(false);
    expect(can([], 'readGroups')).toBe(false);
  });

  it('list an admin wherever a teacher is listed (an admin is a teacher in practice)', () => {
    const missing = CAPABILITY_NAMES.filter((name) => {
      const holders: readonly string[] = CAPABILITIES[name];
      return holders.includes('teacher') && !holders.includes('admin');
    });
    expect(missing).toEqual([]);
  });

  it('know their own names', () => {
    expect(isCapability('deletePeople')).toBe(true);
    expect(isCapability('toString')).toBe(false);
    expect(isCapability('flyToTheMoon')).toBe(false);
  });
});
