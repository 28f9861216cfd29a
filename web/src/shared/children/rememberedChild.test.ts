import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILD_STORAGE_KEY, chosenChild, readRememberedChild, rememberChild } from './rememberedChild';

const KIDS = [{ id: 'c1' }, { id: 'c2' }];

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("a parent's remembered child", () => {
  it('is the child remembered while still a child, else the first, and none without children', () => {
    expect(chosenChild(KIDS, 'c2')).toEqual({ id: 'c2' });
    expect(chosenChild(KIDS, 'gone')).toEqual({ id: 'c1' });
    expect(chosenChild(KIDS, null)).toEqual({ id: 'c1' });
    expect(chosenChild([], 'c1')).toBeUndefined();
  });

  it('opens on the first child with work when none is remembered', () => {
    const family = [
      { id: 'c1', hasWork: false },
      { id: 'c2', hasWork: true },
      { id: 'c3', hasWork: true },
    ];
    expect(chosenChild(family, null)).toEqual({ id: 'c2', hasWork: true });
    expect(chosenChild(family, 'c1')).toEqual({ id: 'c1', hasWork: false });
    expect(chosenChild([{ id: 'c1', hasWork: false }], null)).toEqual({ id: 'c1', hasWork: false });
  });

  it('is kept in session storage', () => {
    rememberChild('c2');
    expect(window.sessionStorage.getItem(CHILD_STORAGE_KEY)).toBe('c2');
    expect(readRememberedChild()).toBe('c2');
  });

  it('is simply not remembered where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberChild('c2')).not.toThrow();
    expect(readRememberedChild()).toBeNull();
  });
});
