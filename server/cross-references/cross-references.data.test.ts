import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { VersePairing } from '../../core/bible/verse-pairing';
import { KJV, NRSVA, type Versification } from '../../core/bible/versification';
import { verseKey } from '../../core/bible/books';
import { readOshbVerseMap } from '../../ingest/readers/verse-map';
import {
  CrossReferenceIndex,
  coveredKeys,
  osisKey,
  unmappedEnds,
} from '../../core/cross-references/cross-reference-index';
import {
  CrossReferenceFormatError,
  inVersification,
  parseCrossReferences,
} from '../../core/cross-references/parse-cross-references';
import { SHIPPED_CROSS_REFERENCES } from './cross-references.source';

const text = gunzipSync(readFileSync(SHIPPED_CROSS_REFERENCES)).toString('utf8');
const parsed = parseCrossReferences(text);
const index = CrossReferenceIndex.build(parsed.links, parsed.dataVersion);
const HEADER = 'From Verse\tTo Verse\tVotes\t#www.openbible.info CC-BY 2026-07-20';

describe('the shipped cross-references', () => {
  it('holds 344,799 links over 29,364 source verses, with the counts of its SOURCE.md', () => {
    expect(index.size).toBe(344_799);
    expect(index.sources.length).toBe(29_364);
    expect(parsed.ranges).toBe(88_150);
    expect(parsed.negative).toBe(1_248);
    expect(parsed.notInKjv).toBe(5);
    expect(parsed.dataVersion).toBe('2026-07-20');
  });

  it("sorts each verse's links by votes, strongest first, and keeps ranges as ranges", () => {
    for (let s = 0; s < index.sources.length; s++) {
      const { start, end } = index.linksFrom(index.sources[s]!);
      for (let i = start + 1; i < end; i++) expect(index.votes[i - 1]! >= index.votes[i]!).toBe(true);
    }
    const { start } = index.linksFrom(osisKey('John.3.16')!);
    expect(index.toStart(start)).toBe(osisKey('Rom.5.8'));
    expect(index.votes[start]).toBe(978);
    const range = index.linksFrom(osisKey('Gen.1.1')!);
    const ends = [];
    for (let i = range.start; i < range.end; i++) if (index.toEnd(i)) ends.push(index.toEnd(i));
    expect(ends).toContain(osisKey('John.1.3'));
  });

  it('keeps every link of the file with its source, target, range end and votes', () => {
    const row = (from: number, start: number, end: number, votes: number) =>
      `${from} ${start} ${end} ${votes}`;
    const { from, toStart, toEnd, votes } = parsed.links;
    const fromFile = Array.from(from, (key, i) => row(key, toStart[i]!, toEnd[i]!, votes[i]!)).sort();
    const fromIndex = Array.from({ length: index.size }, (_v, link) =>
      row(index.fromKey(link), index.toStart(link), index.toEnd(link), index.votes[link]!),
    ).sort();
    expect(fromIndex).toEqual(fromFile);
  });

  it('keeps 3John.1.15 (not in the KJV) and counts it', () => {
    const counts = index.counts(osisKey('3John.1.15')!);
    expect(counts.links).toBe(1);
    expect(inVersification(osisKey('3John.1.15')!, KJV)).toBe(false);
    // A range ending there still covers the KJV's verses before it.
    expect(coveredKeys(osisKey('2John.1.13')!, osisKey('3John.1.15')!)).toEqual([
      osisKey('2John.1.13'),
      ...Array.from({ length: 14 }, (_, i) => verseKey(64, 1, i + 1)),
      osisKey('3John.1.15'),
    ]);
  });

  it('answers what points here through ranges', () => {
    // John.1.2 is inside Gen.1.1 → John.1.1-John.1.3.
    const pointing = [...index.linksTo(osisKey('John.1.2')!)].map((link) => index.fromKey(link));
    expect(pointing).toContain(osisKey('Gen.1.1'));
    const votes = [...index.linksTo(osisKey('John.3.16')!)].map((link) => index.votes[link]!);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });
});

describe('every link end maps into each versification, or is reported', () => {
  const ends = (): number[] => {
    const keys: number[] = [];
    for (let i = 0; i < index.size; i++) {
      keys.push(index.fromKey(i), index.toStart(i));
      if (index.toEnd(i)) keys.push(index.toEnd(i));
    }
    return keys;
  };
  const unmapped = (versification: Versification) => [
    ...new Set(ends().filter((key) => !inVersification(key, versification))),
  ];

  it('KJV: all but 3John.1.15, which the import reports', () => {
    expect(unmapped(KJV)).toEqual([osisKey('3John.1.15')]);
    let reported = 0;
    for (let i = 0; i < index.size; i++)
      if ([index.fromKey(i), index.toStart(i), index.toEnd(i)].includes(osisKey('3John.1.15')!)) reported++;
    expect(reported).toBe(parsed.notInKjv);
  });

  it('NRSVA (the WEB, the Douay-Rheims numbered as the KJV): every end', () => {
    expect(unmapped(NRSVA)).toEqual([]);
  });

  it('the Hebrew Bible (through the OSHB verse map): every Old Testament end has a counterpart but five, reported', async () => {
    const rows = await readOshbVerseMap();
    const pairing = new VersePairing(
      rows.map((row) => ({
        fromKey: osisKey(`${row.from.book}.${row.from.chapter}.${row.from.verse}`) ?? 0,
        toKey: osisKey(`${row.to.book}.${row.to.chapter}.${row.to.verse}`) ?? 0,
      })),
    );
    const maps = (key: number) => pairing.pair(key, 'KJV', 'WLC').length > 0;
    const report = unmappedEnds(index, maps);
    const lost = [...new Set(ends())].filter((key) => !maps(key)).sort((a, b) => a - b);
    expect(report.keys).toEqual(lost);
    // Verses the Hebrew text numbers into their neighbours (Neh 7:68, Isa 63:19b as 64:1, 1 Kings 18:33-34 …).
    expect(report.keys.map((key) => key)).toEqual(
      ['1Kgs.18.34', '1Kgs.20.3', '1Kgs.22.21', 'Neh.7.68', 'Isa.63.19'].map((osis) => osisKey(osis)),
    );
    expect(report.links).toBeGreaterThan(0);
    expect(unmappedEnds(index, (key) => inVersification(key, KJV))).toEqual({
      keys: [osisKey('3John.1.15')],
      links: parsed.notInKjv,
    });
  });
});

describe('a malformed file is refused with its line', () => {
  it.each([
    ['From\tTo\tVotes\n', 1, 'the header'],
    [`${HEADER}\nGen.1.1\tJohn.1.1\n`, 2, 'expected 3 tab-separated columns'],
    [`${HEADER}\nGen.1.1\tJohn.1.1\t5\nGenesis.1.1\tJohn.1.1\t5\n`, 3, 'is not a verse reference'],
    [`${HEADER}\nGen.1.1\tJohn.1.3-John.1.1\t5\n`, 2, 'is not a verse or a range'],
    [`${HEADER}\nGen.1.1\tJohn.1.1\tmany\n`, 2, 'is not a vote count'],
  ])('%j', (input, line, message) => {
    let error: unknown;
    try {
      parseCrossReferences(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CrossReferenceFormatError);
    expect((error as CrossReferenceFormatError).line).toBe(line);
    expect((error as Error).message).toContain(message);
  });
});
