import { describe, expect, it } from 'vitest';
import { searchText } from './activity-search.js';

describe('the library search text (issue 35)', () => {
  it('ignores accents and case: "Zoe" and "ZOË" read as "Zoë" does, "eclosion" as "Éclosion"', () => {
    expect(searchText('Zoë')).toBe('zoe');
    expect(searchText('ZOË')).toBe(searchText('Zoe'));
    expect(searchText('Éclosion')).toBe(searchText('eclosion'));
    expect(searchText('Wilhelm Röntgen')).toBe('wilhelm rontgen');
    expect(searchText('piñata, café, naïve')).toBe('pinata, cafe, naive');
  });

  it('treats a composed letter and its decomposed spelling alike', () => {
    expect(searchText('Zo\u00eb')).toBe(searchText('Zoe\u0308'));
  });

  it('keeps letters that carry no accent, whatever their script', () => {
    expect(searchText('E=MC Square: Heat & Energy')).toBe('e=mc square: heat & energy');
    expect(searchText('İstanbul')).toBe('istanbul');
    expect(searchText('한국어')).toBe('한국어');
  });
});
