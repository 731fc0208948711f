import { describe, expect, it } from 'vitest';
import { formatRange } from './format-reference';
import { readProse, type ProseContext } from './prose-references';

/** The references of a text, as `text → range`. */
function links(text: string, context?: ProseContext): string[] {
  return readProse(text, context)
    .paragraphs.flat()
    .flatMap((piece) =>
      'ranges' in piece ? [`${piece.text} → ${piece.ranges.map(formatRange).join(', ')}`] : [],
    );
}

describe('readProse', () => {
  it('reads a book, its continuations and bracketed references that inherit the book', () => {
    expect(links('sent by God (Ex. 4:14, 27-30) to meet')).toEqual([
      'Ex. 4:14 → Exodus 4:14',
      '27-30 → Exodus 4:27-30',
    ]);
    expect(links('(Gen. 35:19; Matt. 2:1)')).toEqual([
      'Gen. 35:19 → Genesis 35:19',
      'Matt. 2:1 → Matthew 2:1',
    ]);
    expect(links('Rev. 1:8, 11; 21:6; 22:13')).toEqual([
      'Rev. 1:8 → Revelation 1:8',
      '11 → Revelation 1:11',
      '21:6 → Revelation 21:6',
      '22:13 → Revelation 22:13',
    ]);
    expect(links('son of Levi (Ex. 6:20). Born before Miriam (2:1, 4; 7:7).')).toEqual([
      'Ex. 6:20 → Exodus 6:20',
      '2:1 → Exodus 2:1',
      '4 → Exodus 2:4',
      '7:7 → Exodus 7:7',
    ]);
  });

  it("reads Easton's older abbreviations and numbered books, without taking a book's number as a verse", () => {
    expect(links('(Cant. 2:1; 1 Chr. 2:10; 2 Kings 4:1)')).toEqual([
      'Cant. 2:1 → Song of Solomon 2:1',
      '1 Chr. 2:10 → 1 Chronicles 2:10',
      '2 Kings 4:1 → 2 Kings 4:1',
    ]);
  });

  it('counts what it cannot read and keeps it as text', () => {
    const prose = readProse('See Comp. 1:9 and Exodus 11:31 and 1 Macc. 4:47.');
    expect(prose.read).toBe(0);
    expect(prose.unread).toEqual(['Comp. 1:9', 'Exodus 11:31', '1 Macc. 4:47']);
    expect(prose.paragraphs.flat().every((piece) => !('ranges' in piece))).toBe(true);
  });

  it("reads the SWORD commentaries' abbreviations", () => {
    expect(links('Christ died for us, Ro 5:8. See He 4:2; Joh 1:1, and 2Pe 2:5; De 6:4-9.')).toEqual([
      'Ro 5:8 → Romans 5:8',
      'He 4:2 → Hebrews 4:2',
      'Joh 1:1 → John 1:1',
      '2Pe 2:5 → 2 Peter 2:5',
      'De 6:4-9 → Deuteronomy 6:4-9',
    ]);
  });

  it("reads a commentary's `ver. 12` and `verses 7-13` in the chapter it comments on, and only then", () => {
    const text = 'He sent them (verses 7-13), as ver. 12 and v. 3, 5 say; every 3 days, John 3:16, verse 40.';
    expect(links(text, { book: 'John', chapter: 3 })).toEqual([
      'verses 7-13 → John 3:7-13',
      'ver. 12 → John 3:12',
      'v. 3 → John 3:3',
      '5 → John 3:5',
      'John 3:16 → John 3:16',
    ]);
    // John 3 has 36 verses: verse 40 is kept as text and counted.
    expect(readProse(text, { book: 'John', chapter: 3 }).unread).toEqual(['John 3:40']);
    expect(links(text)).toEqual(['John 3:16 → John 3:16']);
    expect(readProse(text).unread).toEqual([]);
  });

  it('gives the text back whole, pieces joined', () => {
    const text = 'Compare Ro 5:8 (verses 1-5, 8) with (2:1).';
    const read = readProse(text, { book: 'Rom', chapter: 5 });
    expect(read.paragraphs[0]!.map((piece) => piece.text).join('')).toBe(text);
    expect(read.read).toBe(4);
  });
});
