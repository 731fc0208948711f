import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
import { segmentVerse } from '../../core/search/segments';
import { alignReverse, originalWords } from './interlinear.align';
import { ChapterOutline } from '../../core/bible/chapter-outline';
import { referenceKeys } from './reference-keys';

const key = (book: number, chapter: number, verse: number) => verseKey(book, chapter, verse);
const GEN = 1;

describe('referenceKeys', () => {
  it.each([
    ['Genesis 1:1', [key(GEN, 1, 1)]],
    ['Gen 32:33', [key(GEN, 32, 33)]],
    ['1 Sam. 3.4', [key(9, 3, 4)]],
    ['Gen 1:30-2:1', [key(GEN, 1, 30), key(GEN, 1, 31), key(GEN, 2, 1)]],
    ['John 3:16, 18', [key(43, 3, 16), key(43, 3, 18)]],
    ['Hezekiah 1:1', []],
    ['Genesis 0:1', []],
    ['light', []],
  ])('%s', (reference, expected) => {
    expect(referenceKeys(reference)).toEqual(expected);
  });

  it('stops at 200 verses a reference', () => {
    expect(referenceKeys('Genesis')).toHaveLength(200);
  });
});

describe('ChapterOutline', () => {
  const outline = new ChapterOutline([
    key(1, 1, 1),
    key(1, 1, 2),
    key(1, 3, 1),
    key(2, 1, 1),
    key(43, 3, 16),
  ]);
  it('knows the chapters and crosses books for neighbours', () => {
    expect(outline.chapters(1)).toEqual([1, 3]);
    expect(Array.from(outline.verseKeys(1, 1)!)).toEqual([key(1, 1, 1), key(1, 1, 2)]);
    expect(outline.neighbour(1, 1, 1)).toEqual({ book: 1, chapter: 3 });
    expect(outline.neighbour(1, 3, 1)).toEqual({ book: 2, chapter: 1 });
    expect(outline.neighbour(43, 3, -1)).toEqual({ book: 2, chapter: 1 });
    expect(outline.neighbour(1, 1, -1)).toBeUndefined();
    expect(outline.neighbour(43, 3, 1)).toBeUndefined();
  });
});

describe('alignReverse', () => {
  const tokens = [
    { t: 'ο', s: ['G3588'], m: ['robinson:T-NSM'] },
    { t: 'θεος', s: ['G2316'], m: ['robinson:N-NSM'] },
    { t: 'τον', s: ['G3588'], m: ['robinson:T-ASM'] },
    { t: 'κοσμον', s: ['G2889'], m: ['robinson:N-ASM'] },
    { t: 'και', s: ['G2532'], m: ['robinson:CONJ'] },
  ];
  it('keeps the English order and takes repeated numbers in order', () => {
    const words = originalWords(tokens, new Map(), () => null);
    const english = segmentVerse('God loved the world.', [
      { t: 'God', s: ['G3588', 'G2316'] },
      { t: 'the world', s: ['G3588', 'G2889'] },
    ]);
    const aligned = alignReverse(english, words);
    expect(aligned.english.map((piece) => [piece.text, piece.original])).toEqual([
      ['God', [0, 1]],
      [' loved ', undefined],
      ['the world', [2, 3]],
      ['.', undefined],
    ]);
    expect(aligned.unmatched).toEqual([4]);
    expect(words[1]).toMatchObject({ rendering: 'God', morphology: 'noun, nominative singular masculine' });
  });

  it("asks for each word's gloss by its numbers, saying whether it is parsed as a verb", () => {
    const asked: [readonly string[], boolean][] = [];
    const glossOf = (numbers: readonly string[], verb: boolean) => {
      asked.push([numbers, verb]);
      return numbers[0] === 'G25' ? 'to love' : null;
    };
    const words = originalWords(
      [
        { t: 'ηγαπησεν', s: ['G25'], m: ['robinson:V-AAI-3S'] },
        { t: 'ἀγαπᾶτε', s: ['G25'], m: ['V-2PAD-P--'] },
        { t: 'וַיַּרְא', s: ['H7200'], m: ['HC/Vqw3ms'] },
        { t: 'אֱלֹהִים', s: ['H430'], m: ['HNcmpa'] },
        { t: 'לְהַבְדִּיל', s: ['H914'], m: ['HR/Vhc'] },
        { t: 'θεος', s: ['G2316'], m: ['robinson:N-NSM'] },
      ],
      new Map(),
      glossOf,
    );
    expect(asked.map(([, verb]) => verb)).toEqual([true, true, true, false, true, false]);
    expect(words.map((word) => word.gloss)).toEqual(['to love', 'to love', null, null, null, null]);
  });

  it("gives the object marker no rendering from the verb's English it is tagged on", () => {
    const hebrew = [
      { t: 'וַיַּרְא', s: ['H7200'], m: ['HC/Vqw3ms'] },
      { t: 'אֱלֹהִים', s: ['H430'], m: ['HNcmpa'] },
      { t: 'אֶת', s: ['H853'], m: ['HTo'] },
      { t: 'הָאוֹר', s: ['H216'], m: ['HTd/Ncbsa'] },
      { t: 'וְאֵת', s: ['H853'], m: ['HC/To'] },
    ];
    const words = originalWords(hebrew, new Map(), () => null);
    const english = segmentVerse('And God saw the light and', [
      { t: 'And God', s: ['H430'] },
      { t: 'saw', s: ['H7200', 'H853'] },
      { t: 'the light', s: ['H216'] },
      { t: 'and', s: ['H853'] },
    ]);
    const aligned = alignReverse(english, words);
    expect(aligned.english.find((piece) => piece.text === 'saw')?.original).toEqual([0, 2]);
    expect(words.map((word) => word.rendering)).toEqual(['saw', 'And God', null, 'the light', 'and']);
  });
});
