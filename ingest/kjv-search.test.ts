import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookByOsis, verseKey } from '../core/bible/books';
import { readInstalledSwordBible } from './readers/sword-bible';
import { type VerseRow, VerseIndex } from '../core/search/index';
import { type Query, parseQuery } from '../core/search/query';

// Opt-in: runs where Debian's sword-text-kjv is installed, and checks the index against plain scans of the text.
const KJV_CONF = '/usr/share/sword/mods.d/engKJV2006eb.conf';

/** Verses whose text has `pattern` not touching another letter or digit (apostrophes and hyphens do not count). */
const wholeWord = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu');

describe.skipIf(!existsSync(KJV_CONF))('search over the SWORD KJV', () => {
  let rows: VerseRow[];
  let index: VerseIndex;

  beforeAll(() => {
    const bible = readInstalledSwordBible('engKJV2006eb');
    rows = bible.verses.map((verse) => ({
      key: verseKey(bookByOsis(verse.book)!.number, verse.chapter, verse.verse),
      text: verse.text,
      tokens: verse.tokens.map((token) => ({ t: token.text, s: token.strongs })),
    }));
    index = VerseIndex.fromRows(rows, 'en');
  }, 60_000);

  const search = (text: string) => index.search(parseQuery(text) as Query, { limit: 100_000 });
  const keys = (text: string) => search(text).results.map((hit) => hit.key);
  const scan = (pattern: RegExp) => rows.filter((row) => pattern.test(row.text)).map((row) => row.key);

  it('indexes every verse', () => {
    expect(index.stats().verses).toBe(31_102);
  });

  it('counts "love" as a word in 281 verses, as a plain scan does (love’s included)', () => {
    const expected = scan(wholeWord('love'));
    expect(expected).toHaveLength(281);
    expect(keys('love')).toEqual(expected);
  });

  it('finds Beth-el however it is typed, El-beth-el included', () => {
    const expected = scan(wholeWord('beth[-–]?el'));
    expect(keys('bethel')).toEqual(expected);
    expect(keys('beth-el')).toEqual(expected);
    expect(expected).toContain(1028019);
    expect(expected).toContain(1035007);
    expect(keys('"to beth"')).toEqual(scan(wholeWord('to beth')));
  });

  it('finds Cæsar by typing caesar', () => {
    const expected = scan(wholeWord('c(?:æ|ae)sar'));
    expect(expected.length).toBeGreaterThan(20);
    expect(keys('caesar')).toEqual(expected);
  });

  it('finds the phrase "in the beginning" in Genesis 1:1 and John 1:1', () => {
    const found = keys('"in the beginning"');
    expect(found).toEqual(scan(wholeWord('in the beginning')));
    expect(found).toContain(1001001);
    expect(found).toContain(43001001);
  });

  it('finds H430 where the source tags it, Genesis 1:1 first, highlighting God', () => {
    const expected = rows
      .filter((row) => row.tokens?.some((token) => token.s?.includes('H430')))
      .map((row) => row.key);
    const page = search('h0430');
    expect(page.results.map((hit) => hit.key)).toEqual(expected);
    const first = page.results[0]!;
    expect(first.key).toBe(1001001);
    expect(first.matches.map((span) => rows[0]!.text.slice(span.start, span.end))).toEqual(['God']);
  });
});
