import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** How long a caller's viewer is remembered after the API answered it. */
export const VIEWER_TTL_MS = 5_000;
/** How many credentials are remembered at most; the least recently used go first. */
export const VIEWER_CACHE_ENTRIES = 10_000;

/**
 * Who each credential (session cookie, Authorization header) was, as the
 * API's auth status answered a moment ago, so a signed-in caller's requests
 * do not each wait for that answer first. It serves only the gateway's early
 * refusal: every REST call still carries the caller's own credential and the
 * API checks it, so a session ended meanwhile (sign-out, password change,
 * expiry, a revoked token) is refused by the API's answer. Keys are hashes: no
 * session token is kept. A failed read is not kept; a read under way is shared.
 */
export class ViewerCache<V> {
  private readonly entries: LRUCache<string, { viewer: Promise<V> }>;

  constructor(
    ttlMs = VIEWER_TTL_MS,
    maxEntries = VIEWER_CACHE_ENTRIES,
    now: () => number = performance.now.bind(performance),
  ) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  /** The remembered viewer of `credential`, or `read()`'s answer, remembered. */
  get(credential: string, read: () => Promise<V>): Promise<V> {
    const key = keyOf(credential);
    return this.entries.get(key)?.viewer ?? this.keep(key, read());
  }

  /** Remembers `viewer`, read afresh, for `credential`. */
  set(credential: string, viewer: Promise<V>): Promise<V> {
    return this.keep(keyOf(credential), viewer);
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, viewer: Promise<V>): Promise<V> {
    const entry = { viewer };
    this.entries.set(key, entry);
    viewer.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return viewer;
  }
}

function keyOf(credential: string): string {
  return createHash('sha256').update(credential).digest('base64url');
}
