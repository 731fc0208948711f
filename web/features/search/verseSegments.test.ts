import { describe, expect, it } from 'vitest';
import {
  bibleVerseUrl,
  plainVerseText,
  scriptAttributes,
  segmentsFromTaggedText,
  strongsVerseUrl,
  strongsWords,
  verseCopyText,
} from './verseSegments';

describe('segmentsFromTaggedText', () => {
  it('gives each inline number to the word before it', () => {
    expect(segmentsFromTaggedText('In the beginning{H7225} God{H430} created.')).toEqual([
      { text: 'In the ' },
      { text: 'beginning', strongs: ['H7225'] },
      { text: ' ' },
      { text: 'God', strongs: ['H430'] },
      { text: ' created.' },
    ]);
  });

  it('collects consecutive numbers on one word and drops {(H853)} markers', () => {
    expect(segmentsFromTaggedText('created{H853}{H1254} the{(H853)} earth{h776}')).toEqual([
      { text: 'created', strongs: ['H853', 'H1254'] },
      { text: ' the ' },
      { text: 'earth', strongs: ['H776'] },
    ]);
  });

  it('keeps the text unchanged without tags, and empty input empty', () => {
    expect(segmentsFromTaggedText('Jesus wept.')).toEqual([{ text: 'Jesus wept.' }]);
    expect(segmentsFromTaggedText('')).toEqual([]);
  });

  it('gives back the text without its tags when joined', () => {
    const text =
      'And God{H430} said{H559}, Let there be{H1961} light{H216}: and there was{H1961} light{H216}.';
    expect(plainVerseText(segmentsFromTaggedText(text))).toBe(
      'And God said, Let there be light: and there was light.',
    );
  });
});

describe('verse text helpers', () => {
  const segments = [
    { text: 'In the ' },
    { text: 'beginning', strongs: ['H7225'], match: true },
    { text: ' ' },
    { text: 'God', strongs: ['H430'] },
    { text: ' created' },
  ];

  it('copies the reference and the plain verse', () => {
    expect(verseCopyText('Genesis 1:1', segments)).toBe('Genesis 1:1 In the beginning God created');
  });

  it('lists the tagged words with their numbers', () => {
    expect(strongsWords(segments)).toEqual([
      { word: 'beginning', strongs: ['H7225'] },
      { word: 'God', strongs: ['H430'] },
    ]);
  });
});

describe('scriptAttributes', () => {
  it('lays Hebrew out right-to-left in the Hebrew font', () => {
    expect(scriptAttributes('he', 'rtl')).toMatchObject({ lang: 'he', dir: 'rtl' });
    expect(scriptAttributes('he', 'ltr').dir).toBe('rtl');
    expect(scriptAttributes('he', 'rtl').className).toContain('font-hebrew');
  });

  it('sets Greek and English in the serif font left-to-right', () => {
    expect(scriptAttributes('grc', 'ltr')).toMatchObject({ lang: 'grc', dir: 'ltr' });
    expect(scriptAttributes('en', 'ltr').className).toContain('font-serif');
  });
});

describe('verse links', () => {
  it('links the reader by OSIS book id', () => {
    expect(bibleVerseUrl(43, 3, 16)).toBe('/bible/John/3/16');
    expect(bibleVerseUrl(1, 1, 1, true)).toBe('/bible/Gen/1/1?strongs=true');
  });

  it("links the Strong's verse page by book number", () => {
    expect(strongsVerseUrl(1, 1, 1)).toBe('/strongs/verse/1/1/1');
  });
});
