import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DocSet,
  Scratch,
  bitsOf,
  difference,
  intersectAll,
  restrict,
  unionAll,
  unionOfRun,
} from './doc-sets';

const sortedSet = (max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: max - 1 }), { maxLength: 60 })
    .map((values) => Uint32Array.from(values.sort((a, b) => a - b)));

const naiveUnion = (sets: Uint32Array[]) =>
  [...new Set(sets.flatMap((set) => [...set]))].sort((a, b) => a - b);

describe('doc sets', () => {
  it('unite any number of sets, small next to the version (sorted) or not (bitmap)', () => {
    // 100 000 verses: a few small sets are joined and sorted; 200 verses: the same sets go through a bitmap.
    for (const verseCount of [100_000, 200]) {
      fc.assert(
        fc.property(fc.array(sortedSet(200), { maxLength: 7 }), (sets) => {
          expect([...unionAll(sets, verseCount)]).toEqual(naiveUnion(sets));
          // The same sets laid end to end, as a prefix's postings are, with something either side of the run.
          const run = Uint32Array.from([9, ...sets.flatMap((set) => [...set]), 3]);
          expect([...unionOfRun(run, 1, run.length - 1, verseCount, new Scratch().take)]).toEqual(
            naiveUnion(sets),
          );
        }),
        { numRuns: 300 },
      );
    }
  });

  it('intersect, subtract and restrict like plain sets', () => {
    fc.assert(
      fc.property(fc.array(sortedSet(500), { minLength: 1, maxLength: 4 }), sortedSet(500), (sets, other) => {
        const expected = [...sets[0]!].filter((doc) => sets.every((set) => set.includes(doc)));
        expect([...intersectAll(sets)]).toEqual(expected);
        // The same through membership bits kept for every set, as the index keeps them for common words.
        const bits = new Map<DocSet, Uint32Array>(sets.map((set) => [set, bitsOf(set, 500)]));
        expect([...intersectAll(sets, undefined, (set) => bits.get(set))]).toEqual(expected);
        expect([...difference(sets[0]!, other)]).toEqual([...sets[0]!].filter((doc) => !other.includes(doc)));
        expect([
          ...restrict(sets[0]!, [
            [100, 200],
            [300, 400],
          ]),
        ]).toEqual([...sets[0]!].filter((doc) => (doc >= 100 && doc < 200) || (doc >= 300 && doc < 400)));
      }),
      { numRuns: 300 },
    );
  });

  it('hands out scratch views that stay valid when the buffer grows, and reuses it after a reset', () => {
    const scratch = new Scratch();
    const first = scratch.take(60_000).fill(7);
    const second = scratch.take(60_000).fill(9);
    expect(first.every((value) => value === 7)).toBe(true);
    expect(second.every((value) => value === 9)).toBe(true);
    scratch.reset();
    expect(scratch.take(10).buffer).toBe(second.buffer);
    // Past the limit a take gets its own array and the buffer is left as it was.
    expect(scratch.take(2_000_000).buffer).not.toBe(second.buffer);
  });
});
