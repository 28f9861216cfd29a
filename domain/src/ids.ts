/**
 * Every id is a UUID as RFC 9562 writes it (the API checks the same form with
 * zod's `z.uuid()`), so the gateway can refuse a malformed id before it is
 * sent with others in a batch read.
 */
const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
