import { describe, expect, it } from 'vitest';
import type { OsisWord } from './osis-verse';
import { textusReceptusVerse } from './textus-receptus';

const word = (src: string | undefined, lemma: string, morph = ''): OsisWord => ({
  attributes: { ...(src === undefined ? {} : { src }), lemma, morph },
  text: '',
});

describe('textusReceptusVerse', () => {
  it('sorts the Greek by source position and pairs forms, numbers and morphology in order', () => {
    const verse = textusReceptusVerse([
      word('2', 'strong:G1063 lemma.TR:γαρ', 'robinson:CONJ'),
      word('4 5', 'strong:G3588 strong:G2316 lemma.TR:ο lemma.TR:θεος', 'robinson:T-NSM robinson:N-NSM'),
      word('1', 'strong:G3779 lemma.TR:ουτως', 'robinson:ADV'),
      word('3', 'strong:G25 lemma.TR:ηγαπησεν', 'robinson:V-AAI-3S'),
    ]);
    expect(verse?.text).toBe('ουτως γαρ ηγαπησεν ο θεος');
    expect(verse?.tokens[3]).toEqual({ text: 'ο', strongs: ['G3588'], morph: ['robinson:T-NSM'] });
    expect(verse?.tokens[4]).toEqual({ text: 'θεος', strongs: ['G2316'], morph: ['robinson:N-NSM'] });
    expect(verse?.gaps).toEqual([]);
  });

  it('puts words from the previous Greek verse first and from the next one last', () => {
    const verse = textusReceptusVerse([
      word('1', 'strong:G1492 lemma.TR:ειδοτες'),
      word('13n', 'strong:G2424 lemma.TR:ιησου'),
      word('29p', 'strong:G2532 lemma.TR:και'),
      word('2', 'strong:G3754 lemma.TR:οτι'),
    ]);
    expect(verse?.text).toBe('και ειδοτες οτι ιησου');
    expect(verse?.gaps).toEqual([]);
  });

  it('keeps a word repeated with the same form once, and reports a different form as a conflict', () => {
    const verse = textusReceptusVerse([
      word('1', 'strong:G2316 lemma.TR:θεος'),
      word('1', 'strong:G2316 lemma.TR:θεος'),
      word('2', 'strong:G2258 lemma.TR:ην'),
      word('2', 'strong:G2258 lemma.TR:εστιν'),
    ]);
    expect(verse?.text).toBe('θεος ην');
    expect(verse?.conflicts).toEqual(['2: ην/εστιν']);
  });

  it('reports gaps and tolerates ranges and words without a form', () => {
    const verse = textusReceptusVerse([
      word('1', 'strong:G1722 lemma.TR:εν'),
      word('4', 'strong:G746 lemma.TR:αρχη'),
      word('9p-22p', 'strong:G235 lemma.TR:αλλ'),
      word('x', 'strong:G1 lemma.TR:α'),
      word('5', 'strong:G1'),
    ]);
    expect(verse?.text).toBe('αλλ εν αρχη');
    expect(verse?.gaps).toEqual([2, 3]);
  });

  it('returns undefined for a verse without Greek (the Old Testament)', () => {
    expect(textusReceptusVerse([word(undefined, 'strong:H07225')])).toBeUndefined();
    expect(textusReceptusVerse([])).toBeUndefined();
  });
});
