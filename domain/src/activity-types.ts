/** Activity types of spec 1 §3. */
export const ACTIVITY_TYPES = ['quiz', 'game', 'book', 'animation', 'song'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(value);
}
