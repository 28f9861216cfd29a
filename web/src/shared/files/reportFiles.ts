import { secondStamp } from '../dates/formats';
import type { SchoolClock } from '../dates/schoolClock';
/*
 * The names of the files a download makes (spec 2 §9): each report PDF is
 * named by its student's or group's name plus the first 8 characters of the
 * id; several are bundled into "Result-" plus a yyyymmddhhmmss timestamp.
 */

/** Characters no file system takes in a name, and control characters: each becomes a hyphen. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** Direction marks and overrides, zero-width spaces and the BOM (joiners stay: emoji and scripts need them). */
const INVISIBLE = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The most UTF-8 bytes of name kept before the id: file systems allow 255 bytes a name. */
const MOST_NAME_BYTES = 150;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The name cut to MOST_NAME_BYTES between whole characters as a reader sees them (an emoji, a letter and its accent). */
function clipped(name: string): string {
  let kept = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name)) {
    if (utf8Bytes(kept + segment) > MOST_NAME_BYTES) break;
    kept += segment;
  }
  return kept;
}

/** A name as a file name's stem: accents stay; path separators, control and invisible characters never do. */
export function safeFileStem(name: string, fallback: string): string {
  const plain = name.replace(INVISIBLE, '').replace(UNSAFE, '-').replace(/\s+/g, ' ').trim();
  return clipped(plain).replace(/^[.\s-]+|[.\s-]+$/g, '') || fallback;
}

/** "Zoë Harris" and id "3f2a9c1e-…" → "Zoë Harris-3f2a9c1e.pdf". */
export function reportFileName(name: string, id: string): string {
  return `${safeFileStem(name, 'Report')}-${id.slice(0, 8)}.pdf`;
}

/** Spec 2 §9: "Result-yyyymmddhhmmss.zip", on the school's wall clock. */
export function zipFileName(clock: SchoolClock, at: Date = new Date()): string {
  const stamp = secondStamp(clock, at);
  return `Result-${stamp}.zip`;
}
