/*
 * The names of the files a download makes (spec 2 §9): each report PDF is
 * named by its student's or group's name plus the first 8 characters of the
 * id; several are bundled into "Result-" plus a yyyymmddhhmmss timestamp.
 */

/** Characters no file system takes in a name, and control characters: each becomes a hyphen. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** The longest name kept before the id, so the file name stays well under every file system's limit. */
const MOST_NAME_CHARACTERS = 80;

/** "Zoë Harris" and id "3f2a9c1e-…" → "Zoë Harris-3f2a9c1e.pdf". Accents stay; path separators never do. */
export function reportFileName(name: string, id: string): string {
  const safe = Array.from(name.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim())
    .slice(0, MOST_NAME_CHARACTERS)
    .join('')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return `${safe || 'Report'}-${id.slice(0, 8)}.pdf`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Spec 2 §9: "Result-yyyymmddhhmmss.zip", in the reader's own time, as their clock shows it. */
export function zipFileName(at: Date = new Date()): string {
  const stamp =
    `${at.getFullYear()}${twoDigits(at.getMonth() + 1)}${twoDigits(at.getDate())}` +
    `${twoDigits(at.getHours())}${twoDigits(at.getMinutes())}${twoDigits(at.getSeconds())}`;
  return `Result-${stamp}.zip`;
}
