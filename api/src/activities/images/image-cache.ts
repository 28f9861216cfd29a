import { createHash } from 'node:crypto';
import { renderActivityImage } from './activity-image.js';
import { imageVersion, type ImageKind, type ImageSubject } from './image-urls.js';

export interface CachedImage {
  png: Buffer;
  /** A strong ETag: the PNG's own hash. */
  etag: string;
}

/** About 80 to 160 kB an image: the whole shipped library's images (620) fit well within this. */
const DEFAULT_CAPACITY = 1500;

/**
 * Rendered images kept in memory, keyed by what they show (questId, name,
 * realm, type and the drawing's version), so a renamed activity is drawn
 * anew. The least recently used go first past `capacity`. Requests for an
 * image being drawn share that one rendering.
 */
export class ImageCache {
  private readonly entries = new Map<string, Promise<CachedImage>>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(subject: ImageSubject, kind: ImageKind): Promise<CachedImage> {
    const key = `${kind}:${imageVersion(subject)}`;
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    const rendering = renderActivityImage(subject, kind).then((png) => ({
      png,
      etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
    }));
    // A failed rendering is not kept: the next request tries again.
    void rendering.catch(() => this.entries.delete(key));
    this.entries.set(key, rendering);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
    return rendering;
  }
}
