import { describe, expect, it } from 'vitest';
import { ViewerCache } from './viewer-cache.js';

describe('ViewerCache', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('asks once per credential within its time, and again after it', async () => {
    const time = clock();
    const cache = new ViewerCache<string>(5_000, 10, time.now);
    let asked = 0;
    const read = async () => `viewer ${++asked}`;
    expect(await cache.get('cookie a', read)).toBe('viewer 1');
    time.pass(4_999);
    expect(await cache.get('cookie a', read)).toBe('viewer 1');
    expect(await cache.get('cookie b', read)).toBe('viewer 2');
    time.pass(2);
    expect(await cache.get('cookie a', read)).toBe('viewer 3');
  });

  it('shares a read under way, and keeps no failed one', async () => {
    const cache = new ViewerCache<string>();
    let asked = 0;
    const failing = () => {
      asked += 1;
      return Promise.reject(new Error('API unreachable'));
    };
    const first = cache.get('cookie', failing);
    const second = cache.get('cookie', failing);
    await expect(first).rejects.toThrow('API unreachable');
    await expect(second).rejects.toThrow('API unreachable');
    expect(asked).toBe(1);
    expect(await cache.get('cookie', async () => 'viewer')).toBe('viewer');
  });

  it('takes a fresh answer over the remembered one', async () => {
    const cache = new ViewerCache<string | null>();
    await cache.get('cookie', async () => 'teacher');
    await cache.set('cookie', Promise.resolve(null));
    expect(await cache.get('cookie', async () => 'never asked')).toBeNull();
  });

  it('forgets the least recently used credential past its bound', async () => {
    const cache = new ViewerCache<string>(5_000, 2);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'never asked');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'never asked')).toBe('A');
    expect(await cache.get('b', async () => 'B again')).toBe('B again');
  });
});
