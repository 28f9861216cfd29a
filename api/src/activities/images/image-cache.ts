import { createHash } from 'node:crypto';
import { renderActivityImage } from './activity-image.js';
import { imageVersion, type ImageKind, type ImageSubject } from './image-urls.js';

export interface CachedImage {
  png: Buffer;
  /** A strong ETag: the PNG's own hash. */
  etag: string;
}

/**
 * 48 MiB of PNGs: a banner is about 150 kB and a preview about 85 kB, so
 * about 200 activities' pair at once; any other is drawn again on request
 * (30 to 50 ms).
 */
const DEFAULT_BUDGET_BYTES = 48 * 1024 * 1024;

/**
 * Rendered images kept in memory, keyed by what they show (questId, name,
 * realm, type and the drawing's version), so a renamed activity is drawn
 * anew. The least recently used go first once their bytes pass the budget.
 * Requests for an image being drawn share that one rendering.
 */
export class ImageCache {
  private readonly entries = new Map<string, Promise<CachedImage>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly budgetBytes = DEFAULT_BUDGET_BYTES) {}

  get(subject: ImageSubject, kind: ImageKind): Promise<CachedImage> {
    const key = `${kind}:${imageVersion(subject)}`;
    const held = this.entries.get(key);
    if (held) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    const rendering = renderActivityImage(subject, kind).then((png) => ({
      png,
      etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
    }));
    this.entries.set(key, rendering);
    void rendering.then(
      ({ png }) => this.settled(key, png.length),
      // A failed rendering is not kept: the next request tries again.
      () => this.entries.delete(key),
    );
    return rendering;
  }

  /** How many bytes of PNG the cache holds now. */
  get heldBytes(): number {
    return this.bytes;
  }

  private settled(key: string, size: number): void {
    if (!this.entries.has(key)) return;
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.entries.delete(key);
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
