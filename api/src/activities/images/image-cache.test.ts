import { describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache.js';

const subject = (questId: string, name = 'How Seeds Travel') => ({
  questId,
  name,
  realm: 'Green Acres',
  activityType: 'quiz',
});

describe('the image cache', () => {
  it('draws an image once, however many ask at the same time', async () => {
    const cache = new ImageCache();
    const [first, second] = await Promise.all([
      cache.get(subject('q-env-001'), 'preview'),
      cache.get(subject('q-env-001'), 'preview'),
    ]);
    expect(second).toBe(first);
    expect(cache.heldBytes).toBe(first.png.length);
  });

  it('draws a renamed activity anew, with another ETag', async () => {
    const cache = new ImageCache();
    const before = await cache.get(subject('q-env-001'), 'preview');
    const after = await cache.get(subject('q-env-001', 'How Seeds Get Around'), 'preview');
    expect(after.etag).not.toBe(before.etag);
  });

  it('keeps its bytes within the budget, dropping the least recently used first', async () => {
    const probe = await new ImageCache().get(subject('q-env-001'), 'preview');
    const cache = new ImageCache(Math.round(probe.png.length * 2.5));
    const one = await cache.get(subject('q-env-001'), 'preview');
    const two = await cache.get(subject('q-env-002'), 'preview');
    expect(await cache.get(subject('q-env-001'), 'preview')).toBe(one);
    await cache.get(subject('q-env-003'), 'preview');
    expect(cache.heldBytes).toBeLessThanOrEqual(probe.png.length * 2.5);
    // q-env-002 was the least recently used: it went; q-env-001 stayed.
    expect(await cache.get(subject('q-env-001'), 'preview')).toBe(one);
    expect(await cache.get(subject('q-env-002'), 'preview')).not.toBe(two);
  });
});
