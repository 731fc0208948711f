interface Entry<V> {
  value: V;
  weight: number;
  /** When the entry last went to the newest end of the order (a count of such moves). */
  stamp: number;
}

/**
 * A small least-recently-used cache: a Map keeps insertion order, so the first key is the oldest. It keeps at
 * most `capacity` values and, when values are given a weight (their size, say), at most `maxWeight` in all.
 *
 * A hit moves its entry to the newest end only when it has fallen into the older half of the order: an entry
 * fewer than half the entries behind the newest is not next to go, and leaving it in place saves a hot
 * answer's every hit a delete and an insert in the Map (decision 245). With two entries or fewer the order is
 * exact.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private totalWeight = 0;
  private stamp = 0;

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
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // At most `this.stamp - entry.stamp` entries went in after this one.
    if ((this.stamp - entry.stamp) * 2 >= this.entries.size) {
      this.entries.delete(key);
      entry.stamp = ++this.stamp;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  /** Keeps a value (a value heavier than `maxWeight` alone is not kept), dropping the oldest beyond the limits. */
  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    this.entries.set(key, { value, weight, stamp: ++this.stamp });
    this.totalWeight += weight;
    while (this.entries.size > this.capacity || this.totalWeight > this.maxWeight) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }
}
