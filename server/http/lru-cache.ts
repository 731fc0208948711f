/**
 * A small least-recently-used cache: a Map keeps insertion order, so the first key is the oldest. It keeps at
 * most `capacity` values and, when values are given a weight (their size, say), at most `maxWeight` in all.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly weights = new Map<K, number>();
  private totalWeight = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the weights of the values kept. */
  get weight(): number {
    return this.totalWeight;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps a value (a value heavier than `maxWeight` alone is not kept), dropping the oldest beyond the limits. */
  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    this.entries.set(key, value);
    if (weight) {
      this.weights.set(key, weight);
      this.totalWeight += weight;
    }
    while (this.entries.size > this.capacity || this.totalWeight > this.maxWeight) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    if (!this.entries.delete(key)) return;
    const weight = this.weights.get(key);
    if (weight === undefined) return;
    this.weights.delete(key);
    this.totalWeight -= weight;
  }

  clear(): void {
    this.entries.clear();
    this.weights.clear();
    this.totalWeight = 0;
  }
}
