import { describe, expect, it } from 'vitest';
import { describeRobinson } from './robinson';

describe('describeRobinson', () => {
  it.each([
    ['V-AAI-3S', 'verb, aorist active indicative, 3rd person singular'],
    ['robinson:V-AAI-3S', 'verb, aorist active indicative, 3rd person singular'],
    ['V-2AAI-3P', 'verb, second aorist active indicative, 3rd person plural'],
    ['V-2AMS-3S', 'verb, second aorist middle subjunctive, 3rd person singular'],
    ['V-PAP-NSM', 'verb, present active participle, nominative singular masculine'],
    ['V-RPP-ASN', 'verb, perfect passive participle, accusative singular neuter'],
    ['V-PAN', 'verb, present active infinitive'],
    ['V-FDI-1S', 'verb, future middle deponent indicative, 1st person singular'],
    ['V-PNI-3S', 'verb, present middle or passive deponent indicative, 3rd person singular'],
    ['V-IEI-3S', 'verb, imperfect middle or passive indicative, 3rd person singular'],
    ['V-AAM-2P', 'verb, aorist active imperative, 2nd person plural'],
    ['V-AAO-3S', 'verb, aorist active optative, 3rd person singular'],
    ['V-XAM-2S', 'verb, active imperative, 2nd person singular'],
    ['V-RAI-3S-ATT', 'verb, perfect active indicative, 3rd person singular, Attic form'],
    ['V-PAI-1S-C', 'verb, present active indicative, 1st person singular, contracted form'],
    ['V-APP-NSM-M', 'verb, aorist passive participle, nominative singular masculine, middle sense'],
    ['N-NSM', 'noun, nominative singular masculine'],
    ['N-GPF', 'noun, genitive plural feminine'],
    ['N-VSM', 'noun, vocative singular masculine'],
    ['N-PRI', 'proper noun, indeclinable'],
    ['A-NUI', 'numeral, indeclinable'],
    ['A-ASM', 'adjective, accusative singular masculine'],
    ['A-NSM-C', 'adjective, nominative singular masculine, comparative'],
    ['A-DSF-S', 'adjective, dative singular feminine, superlative'],
    ['T-NSM', 'definite article, nominative singular masculine'],
    ['T-PAP-NSM', 'definite article + verb, present active participle, nominative singular masculine'],
    ['P-1GS', 'personal pronoun, 1st person genitive singular'],
    ['P-2NP', 'personal pronoun, 2nd person nominative plural'],
    ['P-GSM', 'personal pronoun, genitive singular masculine'],
    ['F-3ASM', 'reflexive pronoun, 3rd person accusative singular masculine'],
    ['S-1SNSM', 'possessive pronoun, 1st person singular possessor, nominative singular masculine'],
    ['S-2APM', 'possessive pronoun, 2nd person accusative plural masculine'],
    ['R-ASM-P', 'relative pronoun, accusative singular masculine, with particle attached'],
    ['D-NPN', 'demonstrative pronoun, nominative plural neuter'],
    ['I-NSN', 'interrogative pronoun, nominative singular neuter'],
    ['X-NSM', 'indefinite pronoun, nominative singular masculine'],
    ['K-APN', 'correlative pronoun, accusative plural neuter'],
    ['Q-NSN', 'correlative or interrogative pronoun, nominative singular neuter'],
    ['C-DPM', 'reciprocal pronoun, dative plural masculine'],
    ['CONJ', 'conjunction'],
    ['PREP', 'preposition'],
    ['ADV', 'adverb'],
    ['ADV-I', 'interrogative adverb'],
    ['PRT-N', 'negative particle'],
    ['COND', 'conditional particle'],
    ['INJ', 'interjection'],
    ['HEB', 'Hebrew word'],
    ['ARAM', 'Aramaic word'],
  ])('%s → %s', (code, text) => {
    expect(describeRobinson(code)).toBe(text);
  });

  it.each(['', 'V', 'V-ZAI-3S', 'V-AAI', 'V-AAI-4S', 'V-PAP-XSM', 'N-NAM', 'N-NSM-ZZ', 'Z-NSM', '2ADP-GSF'])(
    'cannot read %j',
    (code) => {
      expect(describeRobinson(code)).toBeUndefined();
    },
  );
});
