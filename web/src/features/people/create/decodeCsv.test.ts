// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvEncodingOf, decodeCsv, isCsvFile } from './decodeCsv';

const ANSI_FILE =
  'Zoë,Brontë,zoe@hill.school,student\r\nJosé,García,jose@hill.school,teacher\r\nRenée,Côté,renee@hill.school,parent\r\n';

/** What Excel's "CSV (Comma delimited)" writes on a Western Windows: one byte a character. */
const windows1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const withBom = (bytes: Uint8Array) => new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);

describe('reading a CSV file in its own encoding', () => {
  it('keeps the accents of a windows-1252 ("ANSI") file', () => {
    const bytes = windows1252(ANSI_FILE);
    expect(csvEncodingOf(bytes)).toBe('windows-1252');
    expect(decodeCsv(bytes)).toBe(ANSI_FILE);
  });

  it('reads windows-1252 characters that Latin-1 lacks, such as the euro sign and curly quotes', () => {
    const bytes = new Uint8Array([
      ...windows1252('Zoë,O'),
      0x92,
      ...windows1252('Brien,zoe@hill.school,student '),
      0x80,
    ]);
    expect(decodeCsv(bytes)).toBe('Zoë,O’Brien,zoe@hill.school,student €');
  });

  it('reads UTF-8 with a byte-order mark and drops the mark', () => {
    const text = 'Ngọc,Trần,ngoc@hill.school,student\n';
    expect(decodeCsv(withBom(utf8(text)))).toBe(text);
  });

  it('reads UTF-8 without a byte-order mark', () => {
    const text = 'Ngọc,Trần,ngoc@hill.school,student\nZoë,Brontë,zoe@hill.school,student\n';
    expect(csvEncodingOf(utf8(text))).toBe('utf-8');
    expect(decodeCsv(utf8(text))).toBe(text);
  });
});

describe('the Import CSV file check', () => {
  it('takes .csv files, Excel-saved ones included', () => {
    expect(isCsvFile({ name: 'pupils.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'PUPILS.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
  });

  it('refuses other files', () => {
    expect(
      isCsvFile({ name: 'pupils.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe(false);
    expect(isCsvFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
  });
});
