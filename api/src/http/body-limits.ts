/** The largest request body the API reads, unless BODY_LIMIT_BYTES says otherwise. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * What one bulk account import may need: the web client sends 200 rows a
 * request (about 30 kB), the route takes up to 500, and a row at its longest
 * (100-character names and a 254-character e-mail, each character sent as a
 * 6-byte JSON escape) is under 4 kB; 8 KiB a row leaves room.
 */
export function bulkBodyLimit(rows: number, bodyLimitBytes: number): number {
  return Math.max(bodyLimitBytes, rows * 8 * 1024);
}
