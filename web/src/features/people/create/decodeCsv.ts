import { detect } from 'chardet';

/**
 * The file types the Import CSV button takes (spec 1 §5: "csv or excel"):
 * a .csv name, or a CSV type as the browser reports it. Excel saves CSV as
 * .csv and Windows reports it as application/vnd.ms-excel.
 */
export const CSV_ACCEPT = '.csv,text/csv,application/csv,application/vnd.ms-excel';
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv']);

export function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.csv$/i.test(file.name) || CSV_TYPES.has(file.type.toLowerCase());
}

/** What chardet names the single-byte Western encodings Excel's "CSV" saves in; all decode as windows-1252. */
const ANSI_NAMES = new Set(['windows-1252', 'iso-8859-1', 'iso-8859-15', 'ascii']);
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding to read a CSV file in (spec 1 §5: "the file encoding is
 * detected; windows-1252 is treated as ANSI"), or undefined when it is not
 * text we can read. Bytes that are valid UTF-8 are UTF-8, whatever chardet
 * guesses for a short file; otherwise chardet decides (TextDecoder reads
 * most of what it names).
 */
export function csvEncodingOf(bytes: Uint8Array): string | undefined {
  if (hasUtf8Bom(bytes) || isUtf8(bytes)) return 'utf-8';
  const detected = detect(bytes);
  if (detected === null) return undefined;
  return ANSI_NAMES.has(detected.toLowerCase()) ? 'windows-1252' : detected;
}

/**
 * Windows-1252's characters at 0x80 to 0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ),
 * where Latin-1 has control codes. Some TextDecoders (Node's, up to at least
 * version 22) decode windows-1252 as Latin-1 and leave those codes in the text,
 * so an apostrophe typed in Excel, O’Brien, would arrive as a control code.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252Controls(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (code) => WINDOWS_1252_HIGH.charAt(code.charCodeAt(0) - 0x80));
}

/** The text of a CSV file, without a byte-order mark; undefined when it is not text in an encoding we read. */
export function decodeCsv(bytes: Uint8Array): string | undefined {
  const encoding = csvEncodingOf(bytes);
  if (encoding === undefined) return undefined;
  try {
    // TextDecoder drops a leading byte-order mark by default.
    const text = new TextDecoder(encoding).decode(bytes);
    return encoding === 'windows-1252' ? windows1252Controls(text) : text;
  } catch {
    return undefined;
  }
}
