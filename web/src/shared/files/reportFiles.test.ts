// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reportFileName, zipFileName } from './reportFiles';

const PERTH = { timeZone: 'Australia/Perth', locale: 'en-AU' };

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

  it('keeps a very long name to 150 bytes, never cutting a character as a reader sees it', () => {
    expect(reportFileName('x'.repeat(300), '12345678ab')).toBe(`${'x'.repeat(150)}-12345678.pdf`);
    // A family emoji is 25 bytes: six fit in 150, and the seventh is left out whole.
    const family = '👨‍👩‍👧‍👦';
    expect(reportFileName(family.repeat(10), '12345678ab')).toBe(`${family.repeat(6)}-12345678.pdf`);
    // "é" written as e and a combining accent stays together.
    expect(reportFileName(`${'a'.repeat(148)}e\u0301`, '12345678ab')).toBe(`${'a'.repeat(148)}-12345678.pdf`);
  });

  it('drops direction overrides and zero-width characters, which could disguise a name', () => {
    expect(reportFileName('Zoë\u202eftp.exe\u200b Harris', '12345678ab')).toBe('Zoëftp.exe Harris-12345678.pdf');
  });

  it('stamps the zip with the local date and time to the second', () => {
    // 4 November 2026, 09:05:07 in Perth (UTC+8), whatever zone the test runs in.
    expect(zipFileName(PERTH, new Date('2026-11-04T01:05:07Z'))).toBe('Result-20261104090507.zip');
  });
});
