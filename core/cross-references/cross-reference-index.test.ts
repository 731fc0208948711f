import { describe, expect, it } from 'vitest';
import { verseKey } from '../bible/books';
import { CrossReferenceIndex, type ParsedLinks, osisKey } from './cross-reference-index';

/** Links from `[from, toStart, toEnd, votes]` rows, in file order. */
function parsedLinks(rows: readonly (readonly [number, number, number, number])[]): ParsedLinks {
  return {
    from: Int32Array.from(rows, (row) => row[0]),
    toStart: Int32Array.from(rows, (row) => row[1]),
    toEnd: Int32Array.from(rows, (row) => row[2]),
    votes: Int32Array.from(rows, (row) => row[3]),
  };
}

/** Every link of an index as `[from, toStart, toEnd, votes]`, in its order. */
function linksOf(index: CrossReferenceIndex): number[][] {
  return Array.from({ length: index.size }, (_v, link) => [
    index.fromKey(link),
    index.toStart(link),
    index.toEnd(link),
    index.votes[link]!,
  ]);
}

const key = (osis: string) => osisKey(osis)!;

describe('CrossReferenceIndex', () => {
  it("gives back each link's source, target and range end, grouped by source and strongest first", () => {
    const rows = [
      [key('John.3.16'), key('Rom.5.8'), 0, 978],
      [key('Gen.1.1'), key('John.1.1'), key('John.1.3'), 300],
      [key('John.3.16'), key('1John.4.9'), key('1John.4.10'), 500],
      [key('Gen.1.1'), key('Heb.11.3'), 0, 400],
      [key('John.3.16'), key('Rom.8.32'), 0, -2],
    ] as const;
    const index = CrossReferenceIndex.build(parsedLinks(rows), '2026-07-20');
    expect(linksOf(index)).toEqual([
      [key('Gen.1.1'), key('Heb.11.3'), 0, 400],
      [key('Gen.1.1'), key('John.1.1'), key('John.1.3'), 300],
      [key('John.3.16'), key('Rom.5.8'), 0, 978],
      [key('John.3.16'), key('1John.4.9'), key('1John.4.10'), 500],
      [key('John.3.16'), key('Rom.8.32'), 0, -2],
    ]);
    expect(index.counts(key('John.3.16'))).toEqual({ links: 3, negative: 1 });
    // John 1:2 lies inside the range John 1:1-3: the link from Genesis 1:1 points there.
    expect([...index.linksTo(key('John.1.2'))].map((link) => index.fromKey(link))).toEqual([key('Gen.1.1')]);
  });

  it('keeps more source verses than 16 bits can number', () => {
    // 70,000 sources, each verse of a made-up numbering pointing at the next key.
    const rows = Array.from({ length: 70_000 }, (_v, i) => {
      const from = verseKey(1 + Math.floor(i / 1000), 1, (i % 1000) + 1);
      return [from, from + 1, i % 7 === 0 ? from + 2 : 0, i % 5] as const;
    });
    const index = CrossReferenceIndex.build(parsedLinks(rows), '2026-07-20');
    expect(index.sources.length).toBe(70_000);
    expect(linksOf(index)).toEqual(rows.map((row) => [...row]));
  });
});
