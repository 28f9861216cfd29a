import { appendixActivities, type PdfActivity } from './appendix';

/** PNG bytes of the activities' images, keyed by questId. */
export type ActivityImages = ReadonlyMap<string, Uint8Array>;

/** The API's preview image of an activity (api/src/activities/activity-image-routes.ts; PNG). */
export function activityImageUrl(questId: string): string {
  return `/api/v1/activities/${encodeURIComponent(questId)}/images/preview.png`;
}

/**
 * Fetches the appendix's images (each questId once) for the report builders,
 * which stay pure. An image that does not come is left out: the appendix then
 * shows the activity's name without it rather than failing the whole PDF.
 */
export async function fetchActivityImages(
  assignments: readonly { activities: readonly PdfActivity[] }[],
  fetchImage: typeof fetch = fetch,
): Promise<ActivityImages> {
  const images = new Map<string, Uint8Array>();
  await Promise.all(
    appendixActivities(assignments).map(async ({ questId }) => {
      try {
        const response = await fetchImage(activityImageUrl(questId), { credentials: 'same-origin' });
        if (response.ok) images.set(questId, new Uint8Array(await response.arrayBuffer()));
      } catch {
        // Left out: see above.
      }
    }),
  );
  return images;
}
