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

/**
 * An activity's questId ("q-env-001"): lower-case letters, digits and inner
 * hyphens, 1 to 64 characters. Not a UUID: it is written with the content and
 * stays the same across releases and installs. The API checks this form too,
 * so the gateway can leave a malformed one out of a batch read.
 */
export const QUEST_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function isQuestId(value: string): boolean {
  return QUEST_ID_PATTERN.test(value);
}
