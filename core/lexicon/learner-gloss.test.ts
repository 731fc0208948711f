import { describe, expect, it } from 'vitest';
import { FUNCTION_WORD_GLOSSES } from './function-word-glosses';
import { KjvRenderings, learnerGloss, type GlossEntry } from './learner-gloss';

/** A KJV tally built from verses given as lists of [text, ...numbers] tokens. */
function tally(strongs: string, verses: Array<Array<[string, ...string[]]>>): KjvRenderings {
  const renderings = new KjvRenderings();
  for (const verse of verses) {
    renderings.addVerse(
      verse.map(([t, ...s]) => ({ t, s })),
      strongs,
    );
  }
  return renderings;
}

/** The same token in `count` verses of their own. */
const times = (count: number, ...tokens: Array<[string, ...string[]]>) =>
  Array.from({ length: count }, () => tokens);

function entry(strongs: string, definition: string, partOfSpeech: string, occurrences: number): GlossEntry {
  return { strongs, definition, usage: null, partOfSpeech, occurrences };
}

describe('learnerGloss', () => {
  it('glosses the object marker H853 by the override table, whatever the KJV tags with it', () => {
    const kjv = tally('H853', times(20, ['created', 'H853', 'H1254'], ['and', 'H853']));
    const marker = entry(
      'H853',
      'properly, self (but generally used to point out more definitely the object of a verb or preposition)',
      'Particle',
      40,
    );
    expect(learnerGloss(marker, kjv)).toBe('(sign of the object)');
    expect(learnerGloss(marker, undefined)).toBe('(sign of the object)');
    expect(FUNCTION_WORD_GLOSSES.H853).toBe('(sign of the object)');
  });

  it("gives a name its KJV form, in the KJV's case, not Strong's etymology", () => {
    const kjv = tally('H3478', [
      ...times(30, ['And Israel', 'H3478']),
      ...times(8, ['all Israel', 'H3478']),
      ...times(3, ['O Israel', 'H3478']),
    ]);
    const israel = entry(
      'H3478',
      'he will rule as God; Jisraël, a symbolical name of Jacob',
      'Proper Name Masculine',
      50,
    );
    expect(learnerGloss(israel, kjv)).toBe('Israel');
  });

  it('prefers the most frequent rendering to a long dictionary sense: God, not "gods in the ordinary sense"', () => {
    const kjv = tally('H430', [
      ...times(40, ['God', 'H430']),
      ...times(4, ['other gods', 'H430']),
      ...times(2, ['O God', 'H430']),
      ...times(2, ['And God', 'H430']),
    ]);
    const god = entry(
      'H430',
      'gods in the ordinary sense; but specifically used (in the plural thus, especially with the article) of the supreme God',
      'Noun Masculine',
      60,
    );
    expect(learnerGloss(god, kjv)).toBe('God');
  });

  it('keeps a short dictionary sense the KJV confirms, counting inflected forms together', () => {
    const kjv = tally('H559', [
      ...times(20, ['said', 'H559']),
      ...times(8, ['saying', 'H559']),
      ...times(5, ['thus saith', 'H559']),
      ...times(4, ['say', 'H559']),
      ...times(2, ['spake', 'H559']),
    ]);
    expect(learnerGloss(entry('H559', 'to say (used with great latitude)', 'Verb', 45), kjv)).toBe('to say');
  });

  it("gives a verb the base form of its most frequent KJV rendering when the dictionary's sense is not used", () => {
    const kjv = tally('H1696', [
      ...times(12, ['spake', 'H1696']),
      ...times(8, ['shall speak', 'H1696']),
      ...times(3, ['hath spoken', 'H1696']),
      ...times(2, ['said', 'H1696']),
    ]);
    const speak = entry(
      'H1696',
      'perhaps properly, to arrange; but used figuratively (of words), to speak',
      'Verb',
      40,
    );
    expect(learnerGloss(speak, kjv)).toBe('to speak');
  });

  it('shows a noun in the singular and ignores verb-like noun renderings for verbs', () => {
    const son = tally('H1121', [...times(10, ['sons', 'H1121']), ...times(9, ['the son', 'H1121'])]);
    expect(
      learnerGloss(entry('H1121', 'a son (as a builder of the family name)', 'Noun Masculine', 25), son),
    ).toBe('son');
    const rule = tally('H4910', [
      ...times(11, ['ruler', 'H4910']),
      ...times(8, ['rule', 'H4910']),
      ...times(7, ['ruleth', 'H4910']),
    ]);
    expect(learnerGloss(entry('H4910', 'to rule', 'Verb', 40), rule)).toBe('to rule');
    const scribe = tally('H5608', [...times(12, ['scribe', 'H5608']), ...times(5, ['told', 'H5608'])]);
    expect(
      learnerGloss(entry('H5608', 'properly, to score with a mark as a tally or record', 'Verb', 30), scribe),
    ).toBe('to tell');
  });

  it("falls back to the dictionary's first sense when the KJV rarely tags the word or is not installed", () => {
    const sparse = tally('H3808', times(3, ['without', 'H3808']));
    const not = entry('H3808', 'not (the simple or abs. negation); by implication, no', 'Adverb', 100);
    expect(learnerGloss(not, sparse)).toBe('not');
    expect(
      learnerGloss(entry('H1254', '(absolutely) to create; (qualified) to cut down', 'Verb', 5), undefined),
    ).toBe('to create');
    expect(
      learnerGloss(
        entry('H8085', 'to hear intelligently (often with implication of attention)', 'Verb', 5),
        undefined,
      ),
    ).toBe('to hear');
  });
});
