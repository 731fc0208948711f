import { LRUCache } from 'lru-cache';

/** The package's keys and values may not be null or undefined; no cache here keeps either. */
type Present = NonNullable<unknown>;

/**
 * The server's least-recently-used caches, kept by the `lru-cache` package (decision 292: as fast as the cache
 * we wrote for decision 245 on the kept answers' workload, `npm run bench:lru`). It keeps at most `capacity`
 * values and, when values are given a weight (their size, say), at most `maxWeight` in all; a value heavier
 * than `maxWeight` alone is not kept. This class keeps the callers' small interface, so a cache's limits read
 * the same everywhere.
 */
export class LruCache<K, V> {
  private readonly cache: LRUCache<Present, Present>;
  private readonly weighted: boolean;
  /** A capacity or weight of 0 keeps nothing (the package would read a `max` of 0 as no limit at all). */
  private readonly keepsNothing: boolean;

  /** A capacity of Infinity bounds by weight alone (the package needs one limit or the other). */
  constructor(capacity: number, maxWeight = Number.POSITIVE_INFINITY) {
    this.weighted = Number.isFinite(maxWeight);
    this.keepsNothing = capacity < 1 || maxWeight <= 0;
    if (this.keepsNothing) this.cache = new LRUCache<Present, Present>({ max: 1 });
    else if (!this.weighted) this.cache = new LRUCache<Present, Present>({ max: capacity });
    else if (Number.isFinite(capacity))
      this.cache = new LRUCache<Present, Present>({ max: capacity, maxSize: maxWeight });
    else this.cache = new LRUCache<Present, Present>({ maxSize: maxWeight });
  }

  get size(): number {
    return this.cache.size;
  }

  /** The sum of the weights of the values kept. */
  get weight(): number {
    return this.cache.calculatedSize;
  }

  get(key: K): V | undefined {
    return this.cache.get(key as Present) as V | undefined;
  }

  /**
   * Keeps a value, dropping the oldest beyond the limits. The package counts a weightless value as 1, and leaves
   * the weight of a value set again under its key as it was: that value is taken out first, to be weighed anew.
   */
  set(key: K, value: V, weight = 0): void {
    if (this.keepsNothing) return;
    if (this.weighted) {
      if (this.cache.peek(key as Present) === value) this.cache.delete(key as Present);
      this.cache.set(key as Present, value as Present, { size: Math.max(weight, 1) });
    } else this.cache.set(key as Present, value as Present);
  }

  delete(key: K): void {
    this.cache.delete(key as Present);
  }

  clear(): void {
    this.cache.clear();
  }
}
