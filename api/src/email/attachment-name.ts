import type { EmailFileType } from '../db/email-outbox-schema.js';

const FALLBACK_NAMES: Record<EmailFileType, string> = { pdf: 'result.pdf', zip: 'results.zip' };
// The web cuts its file names at 150 bytes; a name it made is kept whole.
const MAX_NAME_LENGTH = 150;

/**
 * The name the file is attached under: the client's own name for it, kept
 * to its last path segment, without control characters or the characters
 * file systems refuse (`\ / : * ? " < > |`), spaces collapsed, at most 150
 * characters, ending in the extension of what its bytes are (a zip sent
 * as "report.pdf" is attached as "report.pdf.zip").
 */
export function attachmentName(sent: string, type: EmailFileType): string {
  const extension = `.${type}`;
  const lastSegment = sent.split(/[\\/]/).at(-1) ?? '';
  const cleaned = lastSegment
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f-\u009f:*?"<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const base = cleaned.toLowerCase().endsWith(extension) ? cleaned.slice(0, -extension.length).trim() : cleaned;
  if (base === '') return FALLBACK_NAMES[type];
  // Cut between whole characters (code points), never inside one.
  return `${[...base].slice(0, MAX_NAME_LENGTH - extension.length).join('')}${extension}`;
}
