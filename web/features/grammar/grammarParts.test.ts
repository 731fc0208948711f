import { describe, expect, it } from 'vitest';
import type { GrammarHit } from '../../../core/api/grammar';
import { isGrammaticalQuery } from '../search/searchApi';
import { grammarTextOf } from './grammarQuery';
import { englishPieces, originalPieces, type MatchedWord } from './hitPieces';
import { interlinearUrl } from './interlinearLink';
import { grammarSummary } from './grammarSummary';

function word(text: string, start: number, position = 0, rendering: string | null = null): MatchedWord {
  return {
    position,
    text,
    start,
    end: start + text.length,
    lemma: 'ἀγαπάω',
    strongs: 'G25',
    code: 'V-3AAI-S--',
    parsing: 'aorist active indicative, 3rd singular',
    rendering,
  };
}

describe('which queries the grammatical concordance answers', () => {
  it.each([
    ['lemma:ἀγαπάω', true],
    ['lemma:ἀγαπάω morph:"aorist imperative"', true],
    ['root:שׁוב morph:hiphil in:Jer', true],
    ['love -morph:noun', true],
    ['lemma:λόγος near:3 lemma:θεός', true],
    ['(MORPH:genitive)', true],
    ['love', false],
    ['H7225', false],
    ['tag:sermon', false],
    ['xlemma:love', false],
  ])('%s → %s', (q, expected) => {
    expect(isGrammaticalQuery(q)).toBe(expected);
  });

  it('searches a parsed text as chosen, and lets the query choose for an English version', () => {
    expect(grammarTextOf('sblgnt')).toBe('sblgnt');
    expect(grammarTextOf('wlc')).toBe('wlc');
    expect(grammarTextOf('kjv')).toBeUndefined();
  });
});

describe('a hit’s pieces', () => {
  it('cuts the original at its matched words, in order, leaving bad spans plain', () => {
    const text = 'Οὕτως γὰρ ἠγάπησεν ὁ θεὸς';
    const pieces = originalPieces(text, [word('ἠγάπησεν', 10, 2), { ...word('x', 40), end: 41 }]);
    expect(pieces.map((piece) => [piece.text, piece.word?.position])).toEqual([
      ['Οὕτως γὰρ ', undefined],
      ['ἠγάπησεν', 2],
      [' ὁ θεὸς', undefined],
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('lights each rendering once, as whole words, the next place for a second of the same', () => {
    const text = 'That ye love one another; as I have loved you, that ye also love one another.';
    const pieces = englishPieces(text, ['love', 'loved', 'love', null]);
    expect(pieces.filter((piece) => piece.lit).map((piece) => piece.text)).toEqual(['love', 'loved', 'love']);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    // "love" is not lit inside "beloved", and a rendering of two pieces lights both.
    const two = englishPieces('Beloved, let us love: God is love.', ['let … love']);
    expect(two.filter((piece) => piece.lit).map((piece) => piece.text)).toEqual(['let', 'love']);
  });
});

describe('the interlinear at a hit’s word', () => {
  const hit: GrammarHit = {
    id: 1_032_001,
    reference: 'Genesis 32:1',
    text: 'וַיְבָ֣רֶךְ',
    words: [],
    kjv: { reference: 'Genesis 31:55', text: 'And blessed them.' },
  };

  it('opens the KJV-numbered verse of a Hebrew hit with the word lit', () => {
    expect(interlinearUrl(hit, 'wlc', 0)).toBe('/bible/Gen/31/55?view=interlinear&word=0');
  });

  it('opens the SBLGNT interlinear for an SBLGNT hit, its own verse without a KJV', () => {
    expect(interlinearUrl({ ...hit, id: 43_003_016, kjv: null }, 'sblgnt', 2)).toBe(
      '/bible/John/3/16?view=interlinear&source=sblgnt&word=2',
    );
  });
});

describe('an entry’s grammar from its forms', () => {
  it('counts a Greek verb’s tense, voice and mood over its forms', () => {
    const { fields, counted } = grammarSummary({
      direction: 'ltr',
      byForm: [
        { form: 'ἀγαπᾶτε', code: 'V-2PAD-P--', parsing: '', count: 5 },
        { form: 'ἠγάπησεν', code: 'V-3AAI-S--', parsing: '', count: 3 },
        { form: 'ἀγαπήσατε', code: 'V-2AAD-P--', parsing: '', count: 1 },
      ],
    });
    expect(counted).toBe(9);
    expect(Object.fromEntries(fields.map((field) => [field.name, field.rows]))).toEqual({
      Tense: [
        { value: 'present', count: 5 },
        { value: 'aorist', count: 4 },
      ],
      Voice: [{ value: 'active', count: 9 }],
      Mood: [
        { value: 'imperative', count: 6 },
        { value: 'indicative', count: 3 },
      ],
    });
  });

  it('counts a Hebrew verb’s stem and conjugation, a noun’s state and number', () => {
    const verb = grammarSummary({
      direction: 'rtl',
      byForm: [
        { form: 'וַיֹּאמֶר', code: 'HC/Vqw3ms', parsing: '', count: 4 },
        { form: 'הֵשִׁיב', code: 'HVhp3ms', parsing: '', count: 2 },
        { form: 'שָׁב', code: 'HVqrmsa', parsing: '', count: 1 },
      ],
    });
    expect(verb.fields.map((field) => [field.name, field.rows])).toEqual([
      [
        'Stem',
        [
          { value: 'qal', count: 5 },
          { value: 'hiphil', count: 2 },
        ],
      ],
      [
        'Conjugation',
        [
          { value: 'sequential imperfect', count: 4 },
          { value: 'perfect', count: 2 },
          { value: 'active participle', count: 1 },
        ],
      ],
    ]);
    const noun = grammarSummary({
      direction: 'rtl',
      byForm: [{ form: 'בְּרֵאשִׁית', code: 'HR/Ncfsa', parsing: '', count: 1 }],
    });
    expect(noun.fields.map((field) => field.name)).toEqual(['State', 'Number', 'Gender']);
  });
});
