import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.js';

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
