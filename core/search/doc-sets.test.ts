import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { difference, intersectAll, restrict, unionAll } from './doc-sets';

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
});
