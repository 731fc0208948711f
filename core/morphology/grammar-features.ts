import { parseOshbLemma } from './oshb-lemma';
import { oshbStemName } from './oshb';
// MorphGNT's letters name the Greek grammar of both Greek texts (Robinson's codes use the same letters).
import {
  CASES as CASE,
  DEGREES as DEGREE,
  GENDERS as GREEK_GENDER,
  MOODS as GREEK_MOOD,
  NUMBERS as GREEK_NUMBER,
  TENSES as GREEK_TENSE,
  VOICES as GREEK_VOICE,
} from './morphgnt';

/**
 * The one grammar of the three parsed texts (decision 350): every MorphGNT, Robinson and OSHB code decodes to
 * the same fields with the same English values, so `morph:"aorist imperative"` or `morph:genitive` asks the
 * SBLGNT and the Textus Receptus alike, and `morph:participle` the Hebrew too.
 */
export const GRAMMAR_FIELDS = [
  'language',
  'pos',
  'pronoun',
  'tense',
  'voice',
  'mood',
  'stem',
  'person',
  'case',
  'number',
  'gender',
  'state',
  'degree',
] as const;

export type GrammarField = (typeof GRAMMAR_FIELDS)[number];

/** A word's grammar: each field it has, as its English value (`tense: 'aorist'`, `person: '2'`). */
export type GrammarFeatures = Partial<Record<GrammarField, string>>;

const PERSON: Record<string, string> = { '1': '1', '2': '2', '3': '3' };

const MORPHGNT_POS: Record<string, GrammarFeatures> = {
  'A-': { pos: 'adjective' },
  'C-': { pos: 'conjunction' },
  'D-': { pos: 'adverb' },
  'I-': { pos: 'interjection' },
  'N-': { pos: 'noun' },
  'P-': { pos: 'preposition' },
  RA: { pos: 'article' },
  RD: { pos: 'pronoun', pronoun: 'demonstrative' },
  RI: { pos: 'pronoun', pronoun: 'interrogative' },
  RP: { pos: 'pronoun', pronoun: 'personal' },
  RR: { pos: 'pronoun', pronoun: 'relative' },
  'V-': { pos: 'verb' },
  'X-': { pos: 'particle' },
};

/** Sets each field whose letter the table knows; `-` and unknown letters leave it out. */
function put(out: GrammarFeatures, field: GrammarField, table: Record<string, string>, letter = ''): void {
  const value = table[letter];
  if (value) out[field] = value;
}

/** A MorphGNT code (`V-2AAD-P--`: part of speech, then person, tense, voice, mood, case, number, gender, degree). */
export function morphGntFeatures(code: string): GrammarFeatures | undefined {
  const head = MORPHGNT_POS[code.slice(0, 2)];
  if (!head || code.length !== 10) return undefined;
  const out: GrammarFeatures = { language: 'greek', ...head };
  const [person, tense, voice, mood, grammaticalCase, number, gender, degree] = code.slice(2);
  put(out, 'person', PERSON, person);
  put(out, 'tense', GREEK_TENSE, tense);
  put(out, 'voice', GREEK_VOICE, voice);
  put(out, 'mood', GREEK_MOOD, mood);
  put(out, 'case', CASE, grammaticalCase);
  put(out, 'number', GREEK_NUMBER, number);
  put(out, 'gender', GREEK_GENDER, gender);
  put(out, 'degree', DEGREE, degree);
  return out;
}

const ROBINSON_TENSE: Record<string, string> = { ...GREEK_TENSE, R: 'perfect', L: 'pluperfect', X: '' };
/** Deponents count as the voice of their form; E and N (either) keep their own value. */
const ROBINSON_VOICE: Record<string, string> = {
  A: 'active',
  M: 'middle',
  P: 'passive',
  E: 'middle or passive',
  D: 'middle',
  O: 'passive',
  N: 'middle or passive',
  Q: 'active',
};
const ROBINSON_MOOD: Record<string, string> = { ...GREEK_MOOD, M: 'imperative', R: 'participle' };

const ROBINSON_WORDS: Record<string, GrammarFeatures> = {
  ADV: { pos: 'adverb' },
  CONJ: { pos: 'conjunction' },
  COND: { pos: 'conjunction' },
  PRT: { pos: 'particle' },
  PRT_N: { pos: 'particle' },
  PREP: { pos: 'preposition' },
  INJ: { pos: 'interjection' },
  ARAM: { pos: 'foreign word' },
  HEB: { pos: 'foreign word' },
};

const ROBINSON_DECLINED: Record<string, GrammarFeatures> = {
  N: { pos: 'noun' },
  A: { pos: 'adjective' },
  T: { pos: 'article' },
  R: { pos: 'pronoun', pronoun: 'relative' },
  C: { pos: 'pronoun', pronoun: 'reciprocal' },
  D: { pos: 'pronoun', pronoun: 'demonstrative' },
  K: { pos: 'pronoun', pronoun: 'correlative' },
  I: { pos: 'pronoun', pronoun: 'interrogative' },
  X: { pos: 'pronoun', pronoun: 'indefinite' },
  Q: { pos: 'pronoun', pronoun: 'correlative' },
  F: { pos: 'pronoun', pronoun: 'reflexive' },
  S: { pos: 'pronoun', pronoun: 'possessive' },
  P: { pos: 'pronoun', pronoun: 'personal' },
};

/** `NSM`, `GP`: case, number and perhaps gender. */
function caseNumberGender(out: GrammarFeatures, letters: string): void {
  put(out, 'case', CASE, letters[0]);
  put(out, 'number', GREEK_NUMBER, letters[1]);
  put(out, 'gender', GREEK_GENDER, letters[2]);
}

/** A Robinson code (`V-AAM-2S`, `N-GSM`, `P-1NS`, `S-1SNSM`, `ADV`), with or without `robinson:`. */
export function robinsonFeatures(input: string): GrammarFeatures | undefined {
  const code = input.replace(/^robinson:/, '').trim();
  const [head = '', first = '', second = '', ...suffixes] = code.split('-');
  const out: GrammarFeatures = { language: 'greek' };
  if (ROBINSON_WORDS[head]) return { ...out, ...ROBINSON_WORDS[head] };
  // The TR's tagging sometimes files an article with its participle (`T-AAP-NPM`): both at once.
  const participle = head === 'T' && /^2?[A-Z]{2}[PR]$/.test(first);
  if (head === 'V' || participle) {
    const match = /^2?([A-Z])([A-Z])([A-Z])$/.exec(first);
    if (!match) return undefined;
    out.pos = participle ? 'article' : 'verb';
    put(out, 'tense', ROBINSON_TENSE, match[1]);
    put(out, 'voice', ROBINSON_VOICE, match[2]);
    put(out, 'mood', ROBINSON_MOOD, match[3]);
    const finite = /^([123])([SP])$/.exec(second);
    if (finite) {
      put(out, 'person', PERSON, finite[1]);
      put(out, 'number', GREEK_NUMBER, finite[2]);
    } else if (out.mood === 'participle') caseNumberGender(out, second);
    return out;
  }
  const declined = ROBINSON_DECLINED[head];
  if (!declined) return undefined;
  Object.assign(out, declined);
  if (first === 'PRI') out.pos = 'proper noun';
  else if (first === 'NUI') out.pos = 'adjective';
  else {
    // Personal, reflexive and possessive pronouns put the person first (`P-1NS`, `S-1SNSM`: possessor's number).
    const personal = /^([123])([SP]?)([A-Z]{2,3})$/.exec(first);
    if (personal && (head === 'P' || head === 'F' || head === 'S')) {
      put(out, 'person', PERSON, personal[1]);
      caseNumberGender(out, personal[3]!);
    } else caseNumberGender(out, first);
  }
  for (const suffix of [second, ...suffixes]) put(out, 'degree', DEGREE, suffix);
  return out;
}

const OSHB_GENDER: Record<string, string> = {
  m: 'masculine',
  f: 'feminine',
  c: 'common',
  b: 'common',
};
const OSHB_NUMBER: Record<string, string> = { s: 'singular', p: 'plural', d: 'dual' };
const OSHB_STATE: Record<string, string> = { a: 'absolute', c: 'construct', d: 'determined' };

/** Each OSHB conjugation letter as the shared fields: `r` is an active participle, `c` an infinitive construct. */
const OSHB_CONJUGATION: Record<string, GrammarFeatures> = {
  p: { tense: 'perfect' },
  q: { tense: 'sequential perfect' },
  i: { tense: 'imperfect' },
  w: { tense: 'sequential imperfect' },
  h: { mood: 'cohortative' },
  j: { mood: 'jussive' },
  v: { mood: 'imperative' },
  r: { mood: 'participle', voice: 'active' },
  s: { mood: 'participle', voice: 'passive' },
  a: { mood: 'infinitive', state: 'absolute' },
  c: { mood: 'infinitive', state: 'construct' },
};

const OSHB_PRONOUN: Record<string, string> = {
  d: 'demonstrative',
  f: 'indefinite',
  i: 'interrogative',
  p: 'personal',
  r: 'relative',
};

function oshbFeatures(out: GrammarFeatures, letters: string, fields: readonly GrammarField[]): void {
  const tables: Partial<Record<GrammarField, Record<string, string>>> = {
    person: PERSON,
    gender: OSHB_GENDER,
    number: OSHB_NUMBER,
    state: OSHB_STATE,
  };
  fields.forEach((field, index) => put(out, field, tables[field]!, letters[index]));
}

/** One OSHB morpheme (`Vqi3ms`, `Ncfsa`, `Td`), the word's language already set in `out`. */
function oshbMorpheme(out: GrammarFeatures, code: string): GrammarFeatures | undefined {
  const type = code[1] ?? '';
  const rest = code.slice(2);
  switch (code[0]) {
    case 'V': {
      const stem = oshbStemName(type, out.language === 'aramaic');
      const conjugation = OSHB_CONJUGATION[code[2] ?? ''];
      if (!stem || !conjugation) return undefined;
      Object.assign(out, { pos: 'verb', stem }, conjugation);
      const detail = code.slice(3);
      if (conjugation.mood === 'participle') oshbFeatures(out, detail, ['gender', 'number', 'state']);
      else if (conjugation.mood !== 'infinitive') oshbFeatures(out, detail, ['person', 'gender', 'number']);
      return out;
    }
    case 'N':
      out.pos = type === 'p' ? 'proper noun' : 'noun';
      if (type === 'p') put(out, 'gender', OSHB_GENDER, rest[0]);
      else oshbFeatures(out, rest, ['gender', 'number', 'state']);
      return out;
    case 'A':
      out.pos = 'adjective';
      oshbFeatures(out, rest, ['gender', 'number', 'state']);
      return out;
    case 'P':
      out.pos = 'pronoun';
      put(out, 'pronoun', OSHB_PRONOUN, type);
      oshbFeatures(out, rest, ['person', 'gender', 'number']);
      return out;
    case 'T':
      out.pos = type === 'd' ? 'article' : type === 'j' ? 'interjection' : 'particle';
      return out;
    case 'C':
      out.pos = 'conjunction';
      return out;
    case 'D':
      out.pos = 'adverb';
      return out;
    case 'R':
      out.pos = 'preposition';
      return out;
    case 'S':
      out.pos = 'suffix';
      return out;
    default:
      return undefined;
  }
}

/**
 * The main morpheme of an OSHB code and its grammar: the word itself, not its prefixes (conjunction, article,
 * preposition) nor its suffixes. The lemma says how many prefixes there are (`c/d/776`: two); a word that is
 * only prefixes (`l` + suffix) is its last prefix.
 */
export function oshbMainCode(code: string, lemma?: string): string | undefined {
  const language = code[0];
  if (language !== 'H' && language !== 'A') return undefined;
  const parts = code.slice(1).split('/');
  const main = parts[Math.max(0, Math.min(prefixCount(lemma), parts.length - 1))];
  return main ? `${language}${main}` : undefined;
}

/** How many morphemes come before the word's own: its lemma's prefixes (but one, for a word of prefixes only). */
function prefixCount(lemma: string | undefined): number {
  try {
    const parsed = lemma ? parseOshbLemma(lemma) : undefined;
    return parsed ? (parsed.strongs ? parsed.prefixes.length : parsed.prefixes.length - 1) : 0;
  } catch {
    return 0; // a lemma outside the scheme: the first morpheme
  }
}

/** An OSHB code's word (see `oshbMainCode`) decoded: `HC/Vqw3ms` → verb, qal, sequential imperfect, 3 m s. */
export function oshbWordFeatures(code: string, lemma?: string): GrammarFeatures | undefined {
  const main = oshbMainCode(code, lemma);
  if (!main) return undefined;
  return oshbMorpheme({ language: main[0] === 'A' ? 'aramaic' : 'hebrew' }, main.slice(1));
}

/** The grammar of any code the parsed texts carry; undefined for codes that are none of the three. */
export function grammarFeatures(code: string, lemma?: string): GrammarFeatures | undefined {
  if (code.startsWith('robinson:')) return robinsonFeatures(code);
  if (/^[HA][A-Z]/.test(code)) return oshbWordFeatures(code, lemma);
  if (code.length === 10 && MORPHGNT_POS[code.slice(0, 2)]) return morphGntFeatures(code);
  return robinsonFeatures(code);
}
