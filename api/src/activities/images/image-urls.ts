import { createHash } from 'node:crypto';

export const IMAGE_KINDS = ['banner', 'preview'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** What an activity's images are drawn from. */
export interface ImageSubject {
  questId: string;
  name: string;
  realm: string;
  activityType: string;
}

/**
 * The drawing's own version: raise it when `activity-image.ts` draws
 * differently, so every image gets a new address and no client keeps an old
 * one (they are sent as immutable).
 */
const DRAWING_VERSION = 1;

/**
 * A short hash of everything an image shows: a renamed activity, or a new
 * drawing, gets a new `?v=`, so its address changes with its pixels.
 */
export function imageVersion(subject: ImageSubject): string {
  const drawn = [DRAWING_VERSION, subject.questId, subject.name, subject.realm, subject.activityType];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 12);
}

/** The image's address as clients get it (the API's prefix is `/api/v1`; the route test follows these). */
export function imageUrl(subject: ImageSubject, kind: ImageKind): string {
  return `/api/v1/activities/${encodeURIComponent(subject.questId)}/images/${kind}.png?v=${imageVersion(subject)}`;
}
