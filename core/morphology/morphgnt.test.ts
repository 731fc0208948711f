import { describe, expect, it } from 'vitest';
import { describeMorphGnt, isMorphGnt } from './morphgnt';

describe('describeMorphGnt', () => {
  it.each([
    ['V-3AAI-S--', 'verb, aorist active indicative, 3rd person singular'],
    ['V-1PAI-P--', 'verb, present active indicative, 1st person plural'],
    ['V-2FMI-S--', 'verb, future middle indicative, 2nd person singular'],
    ['V-3XAI-S--', 'verb, perfect active indicative, 3rd person singular'],
    ['V-3YAI-S--', 'verb, pluperfect active indicative, 3rd person singular'],
    ['V-2AAD-P--', 'verb, aorist active imperative, 2nd person plural'],
    ['V-3AMS-S--', 'verb, aorist middle subjunctive, 3rd person singular'],
    ['V-3AAO-S--', 'verb, aorist active optative, 3rd person singular'],
    ['V--PAPNSM-', 'verb, present active participle, nominative singular masculine'],
    ['V--APPGPF-', 'verb, aorist passive participle, genitive plural feminine'],
    ['V--AAN----', 'verb, aorist active infinitive'],
    ['N-----NSF-', 'noun, nominative singular feminine'],
    ['N-----VSM-', 'noun, vocative singular masculine'],
    ['A-----ASM-', 'adjective, accusative singular masculine'],
    ['A-----NSMC', 'adjective, nominative singular masculine, comparative'],
    ['A-----APNS', 'adjective, accusative plural neuter, superlative'],
    ['RA----NSM-', 'definite article, nominative singular masculine'],
    ['RP----GS--', 'personal pronoun, genitive singular'],
    ['RD----NSN-', 'demonstrative pronoun, nominative singular neuter'],
    ['RR----ASM-', 'relative pronoun, accusative singular masculine'],
    ['RI----NSN-', 'interrogative or indefinite pronoun, nominative singular neuter'],
    ['C---------', 'conjunction'],
    ['D---------', 'adverb'],
    ['P---------', 'preposition'],
    ['X---------', 'particle'],
    ['I---------', 'interjection'],
  ])('%s → %s', (code, text) => {
    expect(describeMorphGnt(code)).toBe(text);
  });

  it.each(['', 'V-3AAI-S-', 'V-3AAI-S---', 'V-3ZAI-S--', 'Q-3AAI-S--', 'v-3aai-s--'])(
    'cannot read %j',
    (code) => {
      expect(describeMorphGnt(code)).toBeUndefined();
    },
  );

  it('recognises the shape', () => {
    expect(isMorphGnt('V-3AAI-S--')).toBe(true);
    expect(isMorphGnt('V-AAI-3S')).toBe(false);
  });
});
