import { describe, expect, it } from 'vitest';
import { validateAccountRow } from './accounts.js';
import { REQUEST_FAILURES, hasInvisibleCharacter, nameProblem } from './request-rules.js';

describe('names refuse invisible and direction-changing characters', () => {
  it.each([
    ['right-to-left override', 'Ada\u202Eecalevol'],
    ['zero-width space', 'Ada\u200BLovelace'],
    ['left-to-right isolate', '\u2066Ada'],
    ['byte order mark', '\uFEFFAda'],
    ['soft hyphen', 'Ada\u00ADLovelace'],
  ])('refuses a %s', (_kind, name) => {
    expect(hasInvisibleCharacter(name)).toBe(true);
    expect(nameProblem(name)).toBe(REQUEST_FAILURES.invisibleCharacters);
  });

  it('keeps the joiners names are written with (ZWNJ in Persian, ZWJ in Indic scripts) and accented letters', () => {
    for (const name of ['می\u200Cخواهم', 'क्\u200Dष', 'Zoë Nguyễn', 'Ólafur']) {
      expect(hasInvisibleCharacter(name)).toBe(false);
      expect(nameProblem(name)).toBeUndefined();
    }
  });

  it('refuses control characters in a name as before', () => {
    expect(nameProblem('Ada\tLovelace')).toBe(REQUEST_FAILURES.controlCharacters);
  });

  it('names the field of an account row holding one', () => {
    expect(
      validateAccountRow({
        firstName: 'Ada\u202E',
        lastName: 'Love\u200Blace',
        email: 'ada@hill.school',
        role: ['student'],
      }),
    ).toEqual([
      { field: 'firstName', message: REQUEST_FAILURES.invisibleCharacters },
      { field: 'lastName', message: REQUEST_FAILURES.invisibleCharacters },
    ]);
  });
});
