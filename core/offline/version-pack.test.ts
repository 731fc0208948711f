import { describe, expect, it } from 'vitest';
import type { VersionInfo } from '../api/reader';
import { parseQuery } from '../search/query';
import { joinBooks, packBooks, packVersion, PackedVersion, VERSION_PACK_FORMAT } from './version-pack';

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
  it('keeps keys as differences, and only the words that carry numbers', () => {
    const pack = packVersion(version, books, verses);
    expect(pack.keys).toEqual([1_001_001, 1, 999]);
    expect(pack.tagged).toEqual([[['Elohim', 'H430']], 0, [['Elohim', 'H430']]]);
    expect(pack.kjv).toEqual({ 2: [1_002_002] });
    expect(pack.format).toBe(VERSION_PACK_FORMAT);
  });

  it('refuses verses out of key order', () => {
    expect(() => packVersion(version, books, [verses[1]!, verses[0]!])).toThrow(/out of key order/);
  });

  it('opens again as the verses it was made of, through JSON', () => {
    const opened = new PackedVersion(JSON.parse(JSON.stringify(packVersion(version, books, verses))));
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
    expect(joinBooks([...parts.values()])).toEqual({ ...pack, kjv: pack.kjv ?? {} });
    const two = packVersion(
      version,
      [...books, { ...books[0]!, number: 2, osis: 'Exod', name: 'Exodus', chapters: [1] }],
      [...verses, { key: 2_001_001, text: 'These are the names.' }],
    );
    const exodus = new PackedVersion(packBooks(two).get(2)!);
    expect(exodus.chapter('Exodus', 1).previous?.reference).toBe('Genesis 2');
    expect(exodus.chapter('Exodus', 1).verses.map((verse) => verse.id)).toEqual([2_001_001]);
    expect(joinBooks([...packBooks(two).values()]).keys).toEqual(two.keys);
  });

  it('tells a pack of another release from a damaged one', () => {
    const pack = packVersion(version, books, verses);
    expect(() => new PackedVersion({ ...pack, format: 0 as never })).toThrow(/another release/);
    expect(() => new PackedVersion({ ...pack, texts: pack.texts.slice(1) })).toThrow(/damaged/);
  });
});
