import { createHash } from 'node:crypto';

/** How long a caller's viewer is remembered after the API answered it. */
export const VIEWER_TTL_MS = 5_000;
/** How many credentials are remembered at most; the least recently used go first. */
export const VIEWER_CACHE_ENTRIES = 10_000;

interface Entry<V> {
  viewer: Promise<V>;
  until: number;
}

/**
 * Who each credential (session cookie, Authorization header) was, as the
 * API's auth status answered a moment ago, so a signed-in caller's requests
 * do not each wait for that answer first. It serves only the gateway's early
 * refusal: every REST call still carries the caller's own credential and the
 * API checks it, so a session ended meanwhile (sign-out, password change,
 * expiry) is refused by the API's answer. Keys are hashes: no session token
 * is kept. A failed read is not kept; a read under way is shared.
 */
export class ViewerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs = VIEWER_TTL_MS,
    private readonly maxEntries = VIEWER_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The remembered viewer of `credential`, or `read()`'s answer, remembered. */
  get(credential: string, read: () => Promise<V>): Promise<V> {
    const key = keyOf(credential);
    const entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    if (entry && entry.until > this.now()) {
      this.entries.set(key, entry);
      return entry.viewer;
    }
    return this.keep(key, read());
  }

  /** Remembers `viewer`, read afresh, for `credential`. */
  set(credential: string, viewer: Promise<V>): Promise<V> {
    const key = keyOf(credential);
    this.entries.delete(key);
    return this.keep(key, viewer);
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, viewer: Promise<V>): Promise<V> {
    const entry = { viewer, until: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    viewer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return viewer;
  }
}

function keyOf(credential: string): string {
  return createHash('sha256').update(credential).digest('base64url');
}
