/**
 * MorphGNT codes of the SBLGNT (`V-3AAI-S--`, `N-----NSF-`, `RA----NSM-`) in plain English: two letters of
 * part of speech, then eight positions (person, tense, voice, mood, case, number, gender, degree), `-` for none.
 */

const PARTS_OF_SPEECH: Record<string, string> = {
  'A-': 'adjective',
  'C-': 'conjunction',
  'D-': 'adverb',
  'I-': 'interjection',
  'N-': 'noun',
  'P-': 'preposition',
  RA: 'definite article',
  RD: 'demonstrative pronoun',
  RI: 'interrogative or indefinite pronoun',
  RP: 'personal pronoun',
  RR: 'relative pronoun',
  'V-': 'verb',
  'X-': 'particle',
};

const PERSONS: Record<string, string> = { '1': '1st person', '2': '2nd person', '3': '3rd person' };
export const TENSES: Record<string, string> = {
  P: 'present',
  I: 'imperfect',
  F: 'future',
  A: 'aorist',
  X: 'perfect',
  Y: 'pluperfect',
};
export const VOICES: Record<string, string> = { A: 'active', M: 'middle', P: 'passive' };
export const MOODS: Record<string, string> = {
  I: 'indicative',
  D: 'imperative',
  S: 'subjunctive',
  O: 'optative',
  N: 'infinitive',
  P: 'participle',
};
export const CASES: Record<string, string> = {
  N: 'nominative',
  G: 'genitive',
  D: 'dative',
  A: 'accusative',
  V: 'vocative',
};
export const NUMBERS: Record<string, string> = { S: 'singular', P: 'plural' };
export const GENDERS: Record<string, string> = { M: 'masculine', F: 'feminine', N: 'neuter' };
export const DEGREES: Record<string, string> = { C: 'comparative', S: 'superlative' };

const SHAPE = /^[A-Z][A-Z-][-123][-PIFAXY][-AMP][-IDSONP][-NGDAV][-SP][-MFN][-CS]$/;

/** Whether a code has MorphGNT's shape (ten positions). */
export function isMorphGnt(code: string): boolean {
  return SHAPE.test(code);
}

function word(table: Record<string, string>, letter: string): string {
  return letter === '-' ? '' : (table[letter] ?? '');
}

function phrase(...words: string[]): string {
  return words.filter(Boolean).join(' ');
}

/** A MorphGNT code in words ("verb, aorist active indicative, 3rd person singular"), or undefined. */
export function describeMorphGnt(code: string): string | undefined {
  if (!SHAPE.test(code)) return undefined;
  const name = PARTS_OF_SPEECH[code.slice(0, 2)];
  if (!name) return undefined;
  const [person, tense, voice, mood, grammaticalCase, number, gender, degree] = code.slice(2);
  const verbal = phrase(word(TENSES, tense!), word(VOICES, voice!), word(MOODS, mood!));
  const personal = phrase(word(PERSONS, person!), mood === '-' || mood === 'P' ? '' : word(NUMBERS, number!));
  const inflected =
    grammaticalCase === '-'
      ? ''
      : phrase(
          word(PERSONS, person!),
          word(CASES, grammaticalCase!),
          word(NUMBERS, number!),
          word(GENDERS, gender!),
        );
  // Finite verbs carry person and number; participles and nominals case, number and gender.
  const detail = grammaticalCase === '-' ? personal : inflected;
  return [name, verbal, detail, word(DEGREES, degree!)].filter(Boolean).join(', ');
}
