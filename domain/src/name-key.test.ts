import { describe, expect, it } from 'vitest';
import { nameKey } from './accounts.js';

describe('nameKey (an import’s namesakes)', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(nameKey(' zoe ', 'BRONTE')).toBe(nameKey('Zoë', 'Brontë'));
    expect(nameKey('Ngoc', 'Tran')).toBe(nameKey('Ngọc', 'Trần'));
    expect(nameKey('Mary  Jane', 'Watson')).toBe(nameKey('mary jane', 'watson'));
  });

  it('keeps first and last name apart', () => {
    expect(nameKey('Ann', 'Lee')).not.toBe(nameKey('Lee', 'Ann'));
    expect(nameKey('Ann Lee', '')).not.toBe(nameKey('Ann', 'Lee'));
  });
});
