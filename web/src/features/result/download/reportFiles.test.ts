import { describe, expect, it } from 'vitest';
import { reportFileName, zipFileName } from './reportFiles';

describe('report file names (spec 2 §9)', () => {
  it('names a report by its name and the first 8 characters of the id', () => {
    expect(reportFileName('Zoë Harris', '3f2a9c1e-77aa-4bbb-8ccc-000000000001')).toBe('Zoë Harris-3f2a9c1e.pdf');
    expect(reportFileName('Year 3 Explorers', 'a1b2c3d4e5')).toBe('Year 3 Explorers-a1b2c3d4.pdf');
  });

  it('never lets a name climb out of the zip or break a file system', () => {
    expect(reportFileName('../../etc/passwd', '12345678ab')).toBe('etc-passwd-12345678.pdf');
    expect(reportFileName('Class: 5/6 "Stars"?', '12345678ab')).toBe('Class- 5-6 -Stars-12345678.pdf');
    expect(reportFileName('Tab\there', '12345678ab')).toBe('Tab-here-12345678.pdf');
    expect(reportFileName('  ...  ', '12345678ab')).toBe('Report-12345678.pdf');
  });

  it('keeps a very long name to 80 characters', () => {
    expect(reportFileName('x'.repeat(300), '12345678ab')).toBe(`${'x'.repeat(80)}-12345678.pdf`);
  });

  it('stamps the zip with the local date and time to the second', () => {
    expect(zipFileName(new Date(2026, 10, 4, 9, 5, 7))).toBe('Result-20261104090507.zip');
  });
});
