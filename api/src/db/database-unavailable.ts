/** Socket failures on the way to PostgreSQL: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs saying the server, not the query, failed: class 08 (connection
 * exception), 57P01–57P03 (shut down by an administrator, crashed, starting
 * up), 53300 (too many connections).
 */
function isServerState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres's and PGlite's own words for a connection that ended or never came. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|PGlite is closed)/;

/**
 * True when a query failed because the database could not be reached or went
 * away under it (a restart, a crash, a network cut), whichever driver
 * reported it: the request is answered 503 and may be sent again, unlike a
 * query the database refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 10; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isServerState(code))) return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
