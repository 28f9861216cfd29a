// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, shownAreas } from './metricsSettings';

describe('a metrics page’s settings', () => {
  it('start with everything: all months, by realm, all ten realms', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(shownAreas(DEFAULT_SETTINGS)).toHaveLength(10);
  });

  it('come back from storage as they were kept', () => {
    const kept = { period: '3', by: 'topic', realms: ['Habiterra', 'Cape Cosmos'] };
    expect(parseSettings(JSON.stringify(kept))).toEqual(kept);
  });

  it('name the chosen realms by topic under the switch, in the realms’ order (spec 2 §4)', () => {
    const settings = { period: 'all', by: 'topic', realms: ['Cape Cosmos', 'Habiterra'] } as const;
    expect(shownAreas(settings)).toEqual(['Animals', 'Space']);
    expect(shownAreas({ ...settings, by: 'realm' })).toEqual(['Habiterra', 'Cape Cosmos']);
  });

  it('keep what is sound of a tampered or stale entry and drop the rest', () => {
    const stale = { period: '6', by: 'tag', realms: ['Habiterra', 'Atlantis', 7, 'Edison Avenue', 'Habiterra'] };
    expect(parseSettings(JSON.stringify(stale))).toEqual({
      period: 'all',
      by: 'realm',
      realms: ['Habiterra', "Edison's Isle"],
    });
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"a string"')).toEqual(DEFAULT_SETTINGS);
  });
});
