import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isQuestId, isUuid } from './ids.js';

describe('isUuid', () => {
  it('accepts the ids the database makes', () => {
    expect(isUuid(randomUUID())).toBe(true);
    expect(isUuid(randomUUID().toUpperCase())).toBe(true);
  });

  it('refuses what a caller might send instead', () => {
    for (const bad of ['', 'abc', `${randomUUID()} `, `${randomUUID()},${randomUUID()}`, '1e20', '../user']) {
      expect(isUuid(bad)).toBe(false);
    }
  });
});

describe('isQuestId', () => {
  it('accepts the questIds the library writes', () => {
    for (const id of ['q-env-001', 's-mat-006', 'a', 'b-x1-00042']) expect(isQuestId(id)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'Q-ENV-001', '-q-1', 'q-1-', 'q env', 'q-1,q-2', '../etc', 'q'.repeat(65)]) {
      expect(isQuestId(bad)).toBe(false);
    }
  });
});
