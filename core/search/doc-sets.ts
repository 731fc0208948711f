/**
 * Sets of verse ordinals as sorted, duplicate-free Uint32Arrays. A posting list is used as a set without
 * copying (a subarray); operations allocate only their result.
 */
export type DocSet = Uint32Array;

export const EMPTY: DocSet = new Uint32Array(0);

/** A set's membership bits (bit `doc & 31` of word `doc >>> 5`), where the index keeps them for it. */
export type BitsOf = (set: DocSet) => Uint32Array | undefined;

/** The membership bits of a sorted set over `verseCount` verses. */
export function bitsOf(set: DocSet, verseCount: number): Uint32Array {
  const bits = new Uint32Array(Math.ceil(verseCount / 32));
  for (const doc of set) bits[doc >>> 5]! |= 1 << (doc & 31);
  return bits;
}

/** Where a set operation puts its result. */
export type Allocate = (length: number) => Uint32Array;

const fresh: Allocate = (length) => new Uint32Array(length);

/** Entries a scratch buffer grows to at most; a larger need gets its own array. */
const SCRATCH_LIMIT = 1 << 20;

/**
 * One search's result sets carved out of a reused buffer. A typed array of more than 64 bytes costs about a
 * microsecond to allocate and more to collect, and a search makes several, so the search resets the buffer
 * when it starts and nothing made from it may outlive that search.
 */
export class Scratch {
  private buffer = new Uint32Array(1 << 16);
  private used = 0;

  reset(): void {
    this.used = 0;
  }

  readonly take: Allocate = (length) => {
    if (this.used + length > this.buffer.length) {
      const size = Math.max(this.buffer.length * 2, length);
      if (size > SCRATCH_LIMIT) return new Uint32Array(length);
      // Views handed out before keep the old buffer alive, so they stay valid.
      this.buffer = new Uint32Array(size);
      this.used = 0;
    }
    const view = this.buffer.subarray(this.used, this.used + length);
    this.used += length;
    return view;
  };
}

/** First index in `values[from, to)` whose value is >= `target` (`to` when none). */
export function lowerBound(
  values: ArrayLike<number>,
  target: number,
  from = 0,
  to: number = values.length,
): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Galloping search from `from` (within `[from, to)`): cheap when the target is near, logarithmic when far. */
export function gallop(
  values: ArrayLike<number>,
  target: number,
  from: number,
  to: number = values.length,
): number {
  let step = 1;
  let high = from;
  while (high < to && values[high]! < target) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  return lowerBound(values, target, from, Math.min(high + 1, to));
}

/** Verses in both sets. */
export function intersect(a: DocSet, b: DocSet, take: Allocate = fresh, bitsOf?: BitsOf): DocSet {
  const small = a.length <= b.length ? a : b;
  const large = small === a ? b : a;
  const out = take(small.length);
  let count = 0;
  const bits = bitsOf?.(large);
  if (bits) {
    for (const doc of small) if (bits[doc >>> 5]! & (1 << (doc & 31))) out[count++] = doc;
  } else if (large.length > small.length * 4) {
    let at = 0;
    for (const doc of small) {
      at = gallop(large, doc, at);
      if (at === large.length) break;
      if (large[at] === doc) out[count++] = doc;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < small.length && j < large.length) {
      const x = small[i]!;
      const y = large[j]!;
      if (x === y) {
        out[count++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, count);
}

/** Verses in every set, smallest first so the work follows the rarest term. */
export function intersectAll(sets: readonly DocSet[], take: Allocate = fresh, bitsOf?: BitsOf): DocSet {
  if (sets.length === 0) return EMPTY;
  if (sets.length === 1) return sets[0]!;
  if (sets.length === 2) return intersect(sets[0]!, sets[1]!, take, bitsOf);
  const sorted = [...sets].sort((a, b) => a.length - b.length);
  let result = sorted[0]!;
  for (let index = 1; index < sorted.length && result.length > 0; index++)
    result = intersect(result, sorted[index]!, take, bitsOf);
  return result;
}

/** Verses in `a` but not in `b`. */
export function difference(a: DocSet, b: DocSet, take: Allocate = fresh): DocSet {
  if (b.length === 0 || a.length === 0) return a;
  const out = take(a.length);
  let count = 0;
  let j = 0;
  for (const doc of a) {
    j = gallop(b, doc, j);
    if (b[j] !== doc) out[count++] = doc;
  }
  return out.subarray(0, count);
}

/**
 * Verses in any set: a merge for two; for more, the sets joined and sorted when they are small next to the
 * whole version (a prefix's few forms), else marked in a bit map over all verses.
 */
export function unionAll(sets: readonly DocSet[], verseCount: number, take: Allocate = fresh): DocSet {
  const nonEmpty = sets.filter((set) => set.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? EMPTY;
  if (nonEmpty.length === 2) return union(nonEmpty[0]!, nonEmpty[1]!, take);
  const total = nonEmpty.reduce((sum, set) => sum + set.length, 0);
  if (isSmall(total, verseCount)) {
    const out = take(total);
    let at = 0;
    for (const set of nonEmpty) {
      out.set(set, at);
      at += set.length;
    }
    return sortUnique(out);
  }
  const bits = take(bitWords(verseCount)).fill(0);
  for (const set of nonEmpty) for (const doc of set) bits[doc >>> 5]! |= 1 << (doc & 31);
  return setOfBits(bits, take);
}

/**
 * The verses in `values[from, to)`, several sorted lists laid end to end (the postings of a prefix's words,
 * which are neighbours in the vocabulary), as one set; nothing is allocated per list.
 */
export function unionOfRun(
  values: Uint32Array,
  from: number,
  to: number,
  verseCount: number,
  take: Allocate = fresh,
): DocSet {
  const total = Math.max(0, to - from);
  if (isSmall(total, verseCount)) {
    const out = take(total);
    for (let index = 0; index < total; index++) out[index] = values[from + index]!;
    return sortUnique(out);
  }
  const bits = take(bitWords(verseCount)).fill(0);
  for (let index = from; index < to; index++) {
    const doc = values[index]!;
    bits[doc >>> 5]! |= 1 << (doc & 31);
  }
  return setOfBits(bits, take);
}

/** Joining and sorting wins over a bit map while the entries are few next to the verses. */
const isSmall = (entries: number, verseCount: number) => entries * 16 < verseCount;

const bitWords = (verseCount: number) => Math.ceil(verseCount / 32);

/** Sorts `out` in place and drops repeats; the sorted, duplicate-free prefix of it. */
function sortUnique(out: Uint32Array): DocSet {
  out.sort();
  let count = 0;
  for (let index = 0; index < out.length; index++) {
    if (count === 0 || out[index] !== out[count - 1]) out[count++] = out[index]!;
  }
  return out.subarray(0, count);
}

/** The verses whose bits are set, ascending. */
function setOfBits(bits: Uint32Array, take: Allocate): DocSet {
  let count = 0;
  for (const word of bits) count += bitCount(word);
  const out = take(count);
  let at = 0;
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index]!;
    while (word !== 0) {
      const lowest = word & -word;
      out[at++] = (index << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return out;
}

function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function union(a: DocSet, b: DocSet, take: Allocate): DocSet {
  const out = take(a.length + b.length);
  let i = 0;
  let j = 0;
  let count = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    out[count++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  while (i < a.length) out[count++] = a[i++]!;
  while (j < b.length) out[count++] = b[j++]!;
  return out.subarray(0, count);
}

/** The verses of `set` inside half-open ordinal intervals `[start, end)` (sorted, not overlapping). */
export function restrict(
  set: DocSet,
  intervals: readonly [number, number][],
  take: Allocate = fresh,
): DocSet {
  if (intervals.length === 1) {
    const [start, end] = intervals[0]!;
    return set.subarray(lowerBound(set, start), lowerBound(set, end));
  }
  const slices = intervals.map(([start, end]) => set.subarray(lowerBound(set, start), lowerBound(set, end)));
  const out = take(slices.reduce((sum, slice) => sum + slice.length, 0));
  let at = 0;
  for (const slice of slices) {
    out.set(slice, at);
    at += slice.length;
  }
  return out;
}
