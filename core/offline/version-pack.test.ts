import { describe, expect, it } from 'vitest';
import type { VersionInfo } from '../api/reader';
import { parseQuery } from '../search/query';
import { buildIndexData } from '../search/index-builder';
import type { VersionPack } from './version-pack';
import {
  joinBooks,
  NO_VERSES,
  packBooks,
  packVersion,
  PackedVersion,
  VERSION_PACK_FORMAT,
} from './version-pack';

const version: VersionInfo = {
  code: 'test',
  name: 'Made-up test version',
  abbreviation: 'TEST',
  language: 'en',
  direction: 'ltr',
  versification: 'KJV',
  licence: 'made-up test text',
  attribution: '',
  hasStrongs: true,
  strongsAuthoritative: true,
};

const books = [
  {
    number: 1,
    osis: 'Gen',
    name: 'Genesis',
    testament: 'OT' as const,
    deuterocanonical: false,
    chapters: [1, 2],
  },
];

const verses = [
  {
    key: 1_001_001,
    text: 'In the start Elohim made it.',
    tokens: [{ t: 'In' }, { t: 'Elohim', s: ['H430'] }],
  },
  { key: 1_001_002, text: 'And it was so.' },
  { key: 1_002_001, text: 'Then Elohim rested.', tokens: [{ t: 'Elohim', s: ['H430'] }], kjv: [1_002_002] },
];

describe('a version pack', () => {
  it('keeps keys as differences, texts as forms and gaps, and only the words that carry numbers', () => {
    const pack = packVersion(version, books, verses);
    expect(pack.keys).toEqual([1_001_001, 1, 999]);
    // Most used first: "Elohim", "it" twice; the gap " " eleven times.
    expect(pack.forms.slice(0, 2)).toEqual(['Elohim', 'it']);
    expect(pack.gaps[0]).toBe(' ');
    expect(pack.counts).toEqual([6, 4, 3]);
    let part = 0;
    const texts = pack.counts.map((count) => {
      let text = pack.gaps[pack.parts[part++]!];
      for (let form = 0; form < count; form++) {
        text += pack.forms[pack.parts[part++]!]! + pack.gaps[pack.parts[part++]!]!;
      }
      return text;
    });
    expect(texts).toEqual(verses.map((verse) => verse.text));
    // A verse's count of tagged words, then each one's offset from the last one's end, its length, its numbers.
    expect(pack.numbers).toEqual(['H430']);
    expect(pack.tagged).toEqual([1, 13, 6, 1, 0, 0, 1, 5, 6, 1, 0]);
    // Each form's tokens: a plain word is its term's place.
    expect(pack.terms).toContain('elohim');
    expect(pack.formTokens[pack.forms.indexOf('Elohim')]).toBe(pack.terms.indexOf('elohim'));
    expect(pack.kjv).toEqual({ 2: [1_002_002] });
    expect(pack.format).toBe(VERSION_PACK_FORMAT);
  });

  it('refuses verses out of key order', () => {
    expect(() => packVersion(version, books, [verses[1]!, verses[0]!])).toThrow(/out of key order/);
  });

  it('opens again as the verses it was made of, through JSON', () => {
    const pack = JSON.parse(JSON.stringify(packVersion(version, books, verses))) as VersionPack;
    const opened = new PackedVersion(pack, pack);
    expect(Array.from(opened.keys)).toEqual(verses.map((verse) => verse.key));
    expect(opened.verse(1_001_001)).toEqual({
      text: 'In the start Elohim made it.',
      tokens: [{ t: 'Elohim', s: ['H430'] }],
    });
    expect(opened.verse(1_001_003)).toBeUndefined();
    const chapter = opened.chapter('Genesis', 2);
    expect(chapter.verses.map((verse) => [verse.id, verse.kjv])).toEqual([[1_002_001, [1_002_002]]]);
    expect(chapter.previous?.reference).toBe('Genesis 1');
    const query = parseQuery('H430');
    if ('error' in query) throw new Error(query.error);
    expect(opened.index.search(query, {}).total).toBe(2);
  });

  it('splits by book and joins again into the same pack; a book alone still links to its neighbours', () => {
    const pack = packVersion(version, books, verses);
    const parts = packBooks(pack);
    expect([...parts.keys()]).toEqual([1]);
    const { keys, counts, parts: verseParts, tagged, kjv } = pack;
    expect(joinBooks([...parts.values()])).toEqual({
      keys,
      counts,
      parts: verseParts,
      tagged,
      kjv: kjv ?? {},
    });
    const two = packVersion(
      version,
      [...books, { ...books[0]!, number: 2, osis: 'Exod', name: 'Exodus', chapters: [1] }],
      [...verses, { key: 2_001_001, text: 'These are the names.' }],
    );
    const exodus = new PackedVersion(two, packBooks(two).get(2)!);
    expect(exodus.chapter('Exodus', 1).previous?.reference).toBe('Genesis 2');
    expect(exodus.chapter('Exodus', 1).verses.map((verse) => verse.id)).toEqual([2_001_001]);
    const joined = joinBooks([...packBooks(two).values()]);
    expect(joined).toEqual({ ...joined, keys: two.keys, parts: two.parts, tagged: two.tagged });
    expect(new PackedVersion(two, joined).verse(2_001_001)?.text).toBe('These are the names.');
  });

  it('tells a pack of another release from a damaged one', () => {
    const pack = packVersion(version, books, verses);
    expect(() => new PackedVersion({ ...pack, format: 0 as never }, pack)).toThrow(/another release/);
    expect(() => new PackedVersion(pack, { ...pack, parts: pack.parts.slice(1) })).toThrow(/damaged/);
    const cut = new PackedVersion(pack, { ...pack, tagged: pack.tagged!.slice(0, -1) });
    expect(() => cut.verse(1_001_001)).toThrow(/damaged/);
    expect(() => new PackedVersion(pack, NO_VERSES).chapter('Genesis', 1)).toThrow(/has no Genesis 1/);
  });

  it("gives back every verse's text and tagged words, and the index the texts give (decision 417)", () => {
    // Compounds, possessives, a word the text lacks, an empty verse, punctuation at both ends, Hebrew.
    const awkward = [
      {
        key: 1_001_001,
        text: '“Beth-lehem-judah’s gate,” said Cæsar’s man.',
        tokens: [
          { t: 'Beth-lehem-judah’s', s: ['H1035', 'H3063'] },
          { t: 'nowhere', s: ['H9999'] },
          { t: 'man', s: ['H376'] },
          { t: 'said' },
        ],
      },
      { key: 1_001_002, text: '' },
      {
        key: 1_001_003,
        text: '— and, and —',
        tokens: [
          { t: 'and', s: ['H853'] },
          { t: 'and', s: ['H853'] },
        ],
      },
      { key: 1_001_004, text: 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים׃', tokens: [{ t: 'בָּרָ֣א', s: ['H1254'] }] },
    ];
    for (const language of ['en', 'he']) {
      const made = packVersion({ ...version, language }, books, awkward);
      const pack = JSON.parse(JSON.stringify(made)) as VersionPack;
      const opened = new PackedVersion(pack, pack);
      for (const verse of awkward) {
        const kept = opened.verse(verse.key)!;
        expect(kept.text).toBe(verse.text);
        expect(kept.tokens).toEqual((verse.tokens ?? []).filter((token) => token.s));
      }
      expect(opened.index.data).toEqual(buildIndexData(awkward, language));
      // Where the verses are not those the pack counted (a book's), they are counted first: the same index.
      const uncounted = { ...pack, index: { ...pack.index, verses: -1 } };
      expect(new PackedVersion(uncounted, pack).index.data).toEqual(opened.index.data);
    }
  });

  it("refuses to build an index from counts that are not its verses' (decision 418)", () => {
    const pack = packVersion(version, books, verses);
    const { termEntries, termRepeats } = pack.index;
    // One occurrence moved from one word to another: the totals still agree, the places do not.
    const moved = termEntries.map((count, term) => count + (term === 0 ? 1 : term === 1 ? -1 : 0));
    const wrong = { ...pack, index: { ...pack.index, termEntries: moved } };
    expect(() => new PackedVersion(wrong, pack).index).toThrow(/damaged/);
    const short = { ...pack, index: { ...pack.index, termRepeats: termRepeats.slice(1) } };
    expect(() => new PackedVersion(short, pack).index).toThrow(/damaged/);
    for (const index of [
      { ...pack.index, slots: pack.index.slots - 1 },
      { ...pack.index, longestText: pack.index.longestText - 1 },
    ]) {
      expect(() => new PackedVersion({ ...pack, index }, pack).index).toThrow(/damaged/);
    }
    expect(new PackedVersion(pack, pack).index.verseCount).toBe(verses.length);
  });
});
