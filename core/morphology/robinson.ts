/**
 * Robinson's Greek morphology codes, as the KJV's Textus Receptus tagging writes them (`V-AAI-3S`, `N-NSM`,
 * `T-ASM`, `P-1GS`, `CONJ`, `A-NSM-C`), in plain English.
 */

const TENSES: Record<string, string> = {
  P: 'present',
  I: 'imperfect',
  F: 'future',
  A: 'aorist',
  R: 'perfect',
  L: 'pluperfect',
  X: '',
};
const VOICES: Record<string, string> = {
  A: 'active',
  M: 'middle',
  P: 'passive',
  E: 'middle or passive',
  D: 'middle deponent',
  O: 'passive deponent',
  N: 'middle or passive deponent',
  Q: 'impersonal active',
  X: '',
};
const MOODS: Record<string, string> = {
  I: 'indicative',
  S: 'subjunctive',
  O: 'optative',
  M: 'imperative',
  N: 'infinitive',
  P: 'participle',
  R: 'imperative participle',
};
const PERSONS: Record<string, string> = { '1': '1st person', '2': '2nd person', '3': '3rd person' };
const CASES: Record<string, string> = {
  N: 'nominative',
  G: 'genitive',
  D: 'dative',
  A: 'accusative',
  V: 'vocative',
};
const NUMBERS: Record<string, string> = { S: 'singular', P: 'plural' };
const GENDERS: Record<string, string> = { M: 'masculine', F: 'feminine', N: 'neuter' };

const INDECLINABLE: Record<string, string> = {
  ADV: 'adverb',
  'ADV-C': 'adverb, comparative',
  'ADV-S': 'adverb, superlative',
  'ADV-I': 'interrogative adverb',
  'ADV-N': 'negative adverb',
  'ADV-K': 'adverb with crasis',
  CONJ: 'conjunction',
  'CONJ-N': 'negative conjunction',
  'CONJ-K': 'conjunction with crasis',
  COND: 'conditional particle',
  'COND-C': 'conditional particle, contracted',
  'COND-K': 'conditional particle with crasis',
  PRT: 'particle',
  'PRT-I': 'interrogative particle',
  'PRT-N': 'negative particle',
  PRT_N: 'negative particle',
  PREP: 'preposition',
  INJ: 'interjection',
  ARAM: 'Aramaic word',
  HEB: 'Hebrew word',
  'N-PRI': 'proper noun, indeclinable',
  'N-LI': 'letter, indeclinable',
  'N-OI': 'noun, indeclinable',
  'A-NUI': 'numeral, indeclinable',
  'A-NUI-ABB': 'numeral, indeclinable, abbreviated',
};

const DECLINED: Record<string, string> = {
  N: 'noun',
  A: 'adjective',
  T: 'definite article',
  R: 'relative pronoun',
  C: 'reciprocal pronoun',
  D: 'demonstrative pronoun',
  K: 'correlative pronoun',
  I: 'interrogative pronoun',
  X: 'indefinite pronoun',
  Q: 'correlative or interrogative pronoun',
  F: 'reflexive pronoun',
  S: 'possessive pronoun',
  P: 'personal pronoun',
};

const SUFFIXES: Record<string, string> = {
  C: 'comparative',
  S: 'superlative',
  ATT: 'Attic form',
  ABB: 'abbreviated',
  P: 'with particle attached',
  K: 'crasis',
  N: 'negative',
  I: 'interrogative',
  M: 'middle sense',
  T: 'transitive',
  A: 'Aeolic form',
  AP: 'apocopated form',
  IRR: 'irregular form',
};
/** A verb's `-C` marks a contracted form rather than a comparative. */
const VERB_SUFFIXES: Record<string, string> = { ...SUFFIXES, C: 'contracted form', I: 'intransitive' };

function join(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}

/** `NSM` → "nominative singular masculine"; the gender may be missing (`P-1NS`). */
function caseNumberGender(letters: string): string | undefined {
  if (letters.length < 2 || letters.length > 3) return undefined;
  const words = [CASES[letters[0]!], NUMBERS[letters[1]!]];
  if (letters.length === 3) words.push(GENDERS[letters[2]!]);
  return words.every(Boolean) ? words.join(' ') : undefined;
}

/** `2AAI` → "second aorist active indicative"; undefined for letters outside the scheme. */
function tenseVoiceMood(letters: string): { text: string; mood: string } | undefined {
  const match = /^(2?)([A-Z])([A-Z])([A-Z])$/.exec(letters);
  if (!match) return undefined;
  const [, second, tense, voice, mood] = match as unknown as [string, string, string, string, string];
  if (TENSES[tense] === undefined || VOICES[voice] === undefined || !MOODS[mood]) return undefined;
  const tenseName = TENSES[tense] ? `${second ? 'second ' : ''}${TENSES[tense]}` : '';
  return { text: [tenseName, VOICES[voice], MOODS[mood]].filter(Boolean).join(' '), mood };
}

function describeVerb(parts: string[]): string | undefined {
  const [form, inflection, ...suffixes] = parts;
  const tvm = tenseVoiceMood(form ?? '');
  if (!tvm) return undefined;
  let detail: string | undefined;
  if (tvm.mood === 'N') {
    // Infinitives have no person or case; a following part is a suffix.
    if (inflection !== undefined) suffixes.unshift(inflection);
  } else if (tvm.mood === 'P' || tvm.mood === 'R') {
    detail = caseNumberGender(inflection ?? '');
    if (!detail) return undefined;
  } else {
    const match = /^([123])([SP])$/.exec(inflection ?? '');
    if (!match) return undefined;
    detail = `${PERSONS[match[1]!]} ${NUMBERS[match[2]!]}`;
  }
  const extra = suffixes.map((suffix) => VERB_SUFFIXES[suffix]);
  if (extra.some((text) => !text)) return undefined;
  return join(`verb, ${tvm.text}`, detail, ...extra);
}

function describeDeclined(letter: string, parts: string[]): string | undefined {
  const [inflection = '', ...suffixes] = parts;
  const name = DECLINED[letter]!;
  let detail: string | undefined;
  const personal = /^([123])([SP]?)([A-Z]{2,3})$/.exec(inflection);
  if ((letter === 'P' || letter === 'F' || letter === 'S') && personal) {
    const [, person, possessor, rest] = personal as unknown as [string, string, string, string];
    const inflected = caseNumberGender(rest);
    if (!inflected) return undefined;
    detail = possessor
      ? `${PERSONS[person]} ${NUMBERS[possessor]} possessor, ${inflected}`
      : `${PERSONS[person]} ${inflected}`;
  } else if (letter === 'T' && tenseVoiceMood(inflection)?.mood === 'P') {
    // The TR tagging sometimes files an article with its participle (`T-PAP-NSM`).
    const participle = describeVerb(parts);
    return participle && `definite article + ${participle}`;
  } else {
    detail = caseNumberGender(inflection);
  }
  if (!detail) return undefined;
  const extra = suffixes.map((suffix) => SUFFIXES[suffix]);
  if (extra.some((text) => !text)) return undefined;
  return join(name, detail, ...extra);
}

/** A Robinson code (with or without the `robinson:` prefix) in words, or undefined when unreadable. */
export function describeRobinson(input: string): string | undefined {
  const code = input.replace(/^robinson:/, '').trim();
  if (INDECLINABLE[code]) return INDECLINABLE[code];
  const [head = '', ...rest] = code.split('-');
  if (head === 'V') return describeVerb(rest);
  if (DECLINED[head]) return describeDeclined(head, rest);
  return undefined;
}
