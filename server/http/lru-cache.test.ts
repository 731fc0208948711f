import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('drops the least recently used first when full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps the total weight under its limit and drops a value heavier than the limit', () => {
    const cache = new LruCache<string, string>(10, 100);
    cache.set('a', 'x', 60);
    cache.set('b', 'y', 30);
    cache.set('c', 'z', 30);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.weight).toBe(60);
    cache.set('huge', 'w', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.weight).toBeLessThanOrEqual(100);
    cache.set('b', 'y2', 10);
    expect(cache.get('b')).toBe('y2');
    expect(cache.weight).toBe(10 + (cache.get('c') === undefined ? 0 : 30));
  });

  it('never drops an entry read since the last half of the entries went in', () => {
    const cache = new LruCache<number, number>(100);
    for (let key = 0; key < 100; key++) cache.set(key, key);
    // Key 0 is read between every two insertions: it must survive the 1,000 evictions they cause.
    for (let key = 100; key < 1_100; key++) {
      expect(cache.get(0)).toBe(0);
      cache.set(key, key);
    }
    expect(cache.get(0)).toBe(0);
    expect(cache.size).toBe(100);
    // The other survivors are the newest 99.
    expect(cache.get(1_001)).toBe(1_001);
    expect(cache.get(1_099)).toBe(1_099);
    expect(cache.get(1_000)).toBeUndefined();
  });

  it('weighs a value set again under its key anew (the package alone keeps its first weight)', () => {
    const cache = new LruCache<string, object>(Number.POSITIVE_INFINITY, 100);
    const value = {};
    cache.set('a', value, 10);
    cache.set('a', value, 40);
    expect(cache.weight).toBe(40);
    cache.set('b', {}, 70);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.weight).toBe(70);
  });

  it('forgets on delete and clear', () => {
    const cache = new LruCache<string, number>(5, 50);
    cache.set('a', 1, 10);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.weight).toBe(0);
    cache.set('b', 2, 20);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
  });

  it('keeps nothing with a capacity or a weight of 0', () => {
    for (const cache of [
      new LruCache<string, number>(0),
      new LruCache<string, number>(0, 100),
      new LruCache<string, number>(10, 0),
    ]) {
      cache.set('a', 1, 5);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.size).toBe(0);
    }
  });
});
