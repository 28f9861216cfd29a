import { appendixActivities, type PdfActivity } from './appendix';

/** The activities' images (PNG, or JPEG once converted in a browser), keyed by questId. */
export type ActivityImages = ReadonlyMap<string, Uint8Array>;

/** The API's preview image of an activity (api/src/activities/activity-image-routes.ts; PNG). */
export function activityImageUrl(questId: string): string {
  return `/api/v1/activities/${encodeURIComponent(questId)}/images/preview.png`;
}

/**
 * Fetches the appendix's images (each questId once) for the report builders,
 * which stay pure. An image that does not come is left out: the appendix then
 * shows the activity's name without it rather than failing the whole PDF.
 * In a browser each image is made a JPEG once, here: jsPDF embeds a JPEG as
 * it is, but decodes and deflates a PNG again for every report that shows it.
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
        if (response.ok) images.set(questId, await asJpeg(new Uint8Array(await response.arrayBuffer())));
      } catch {
        // Left out: see above.
      }
    }),
  );
  return images;
}

/** The PNG redrawn as a JPEG (quality 0.85, on white) where the browser can, else the PNG as it came. */
async function asJpeg(png: Uint8Array): Promise<Uint8Array> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return png;
  try {
    const bitmap = await createImageBitmap(new Blob([png as BlobPart], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return png;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return new Uint8Array(await jpeg.arrayBuffer());
  } catch {
    return png;
  }
}
