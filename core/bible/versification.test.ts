import { describe, expect, it } from 'vitest';
import { BOOKS, PROTESTANT_BOOKS } from './books';
import { KJV, NRSVA, Versification, versificationByName } from './versification';

describe('KJV versification', () => {
  it('has the 66 books in canonical order with 1,189 chapters and 31,102 verses', () => {
    expect(KJV.books).toEqual(PROTESTANT_BOOKS.map((book) => book.osis));
    expect(KJV.rows.reduce((sum, [, , verses]) => sum + verses.length, 0)).toBe(1189);
    expect(KJV.totalVerses()).toBe(31_102);
    expect(KJV.totalVerses('Ps')).toBe(2461);
  });

  it('agrees with the chapter counts of books.ts', () => {
    for (const book of PROTESTANT_BOOKS) expect(KJV.chapterCount(book.osis), book.osis).toBe(book.chapters);
  });

  it("numbers the deuterocanon 67-83 with the NRSVA's books and chapter counts (decision 153)", () => {
    const deuterocanon = BOOKS.filter((book) => book.deuterocanonical);
    expect(deuterocanon.map((book) => book.number)).toEqual(Array.from({ length: 17 }, (_, i) => 67 + i));
    expect(deuterocanon.map((book) => book.osis)).toEqual(NRSVA.books.filter((osis) => !KJV.hasBook(osis)));
    for (const book of deuterocanon) expect(NRSVA.chapterCount(book.osis), book.osis).toBe(book.chapters);
  });

  it.each([
    ['Gen', 1, 31],
    ['Ps', 119, 176],
    ['Ps', 117, 2],
    ['Mal', 4, 6],
    ['John', 3, 36],
    ['3John', 1, 14],
    ['Rev', 12, 17],
    ['Rev', 22, 21],
  ] as const)('%s %i has %i verses', (book, chapter, verses) => {
    expect(KJV.verseCount(book, chapter)).toBe(verses);
  });

  it('validates references', () => {
    expect(KJV.isValid('Gen', 1, 1)).toBe(true);
    expect(KJV.isValid('Gen', 1, 31)).toBe(true);
    expect(KJV.isValid('Gen', 1, 32)).toBe(false);
    expect(KJV.isValid('Gen', 1, 0)).toBe(false);
    expect(KJV.isValid('Gen', 51, 1)).toBe(false);
    expect(KJV.isValid('Gen', 0, 1)).toBe(false);
    expect(KJV.isValid('Tob', 1, 1)).toBe(false);
    expect(KJV.isValid('Jude', 1, 1.5)).toBe(false);
    expect(KJV.chapterCount('Nope')).toBe(0);
  });
});

describe('NRSVA versification', () => {
  it('keeps the deuterocanon inside the OT, after Malachi', () => {
    const books = NRSVA.books;
    expect(books.indexOf('Tob')).toBe(books.indexOf('Mal') + 1);
    expect(books).toHaveLength(83);
    expect(NRSVA.rows.find(([osis]) => osis === 'Sir')?.[1]).toBe('OT');
  });

  it('has 31,104 verses in the 66 books (3 John 1:15 and Rev 12:18) and 6,687 more in the deuterocanon', () => {
    const protestant = PROTESTANT_BOOKS.reduce((sum, book) => sum + NRSVA.totalVerses(book.osis), 0);
    expect(protestant).toBe(31_104);
    expect(NRSVA.totalVerses() - protestant).toBe(6687);
    expect(NRSVA.isValid('3John', 1, 15)).toBe(true);
    expect(NRSVA.isValid('Rev', 12, 18)).toBe(true);
    expect(KJV.isValid('Rev', 12, 18)).toBe(false);
  });
});

describe('SWORD verse slots', () => {
  it('places KJV Gen 1:1 at OT slot 4 and John 3:16 at NT slot 3068 (the layout libsword uses)', () => {
    expect(KJV.slots('OT')[4]).toEqual({ book: 'Gen', chapter: 1, verse: 1 });
    expect(KJV.slots('NT')[3068]).toEqual({ book: 'John', chapter: 3, verse: 16 });
  });

  it('has as many slots as the real index files have records (24,115 OT and 8,246 NT)', () => {
    expect(KJV.slots('OT')).toHaveLength(24_115);
    expect(KJV.slots('NT')).toHaveLength(8246);
  });

  it('lays out headings for a small custom canon', () => {
    const mini = new Versification('Mini', [
      ['Gen', 'OT', [2, 1]],
      ['John', 'NT', [1]],
    ]);
    expect(mini.slots('OT').map(({ book, chapter, verse }) => `${book}${chapter}:${verse}`)).toEqual([
      '0:0',
      '0:0',
      'Gen0:0',
      'Gen1:0',
      'Gen1:1',
      'Gen1:2',
      'Gen2:0',
      'Gen2:1',
    ]);
    expect(mini.slots('NT')).toHaveLength(5);
  });
});

describe('versificationByName', () => {
  it('finds the systems named in .conf files', () => {
    expect(versificationByName('KJV')).toBe(KJV);
    expect(versificationByName('nrsva')).toBe(NRSVA);
    expect(versificationByName('Leningrad')).toBeUndefined();
  });
});
