import type { GrammarFeatures, GrammarField } from './grammar-features';

/**
 * The words of `morph:` (decision 350): plain English (`aorist imperative`, `qal imperfect 3ms`, `hiphil`,
 * `genitive`) or a source's code with `?` for one position and `*` for any run (`V-?AAD`, `V-AAM-2S`,
 * `HVqi3ms`). Either reads into a `MorphTest`, which the word index asks of each distinct code once.
 */
export type MorphTest =
  | { kind: 'features'; fields: Partial<Record<GrammarField, readonly string[]>> }
  | { kind: 'code'; pattern: string; regex: RegExp };

interface Term {
  field: GrammarField;
  values: readonly string[];
}

const one = (field: GrammarField, value: string): Term => ({ field, values: [value] });

const HEBREW_STEMS = [
  'qal',
  'niphal',
  'piel',
  'pual',
  'hiphil',
  'hophal',
  'hithpael',
  'polel',
  'polal',
  'hithpolel',
  'poel',
  'poal',
  'palel',
  'pulal',
  'qal passive',
  'pilpel',
  'polpal',
  'hithpalpel',
  'nithpael',
  'pealal',
  'pilel',
  'hothpaal',
  'tiphil',
  'hishtaphel',
  'nithpalel',
  'nithpoel',
  'hithpoel',
];
const ARAMAIC_STEMS = [
  'peal',
  'peil',
  'hithpeel',
  'pael',
  'ithpaal',
  'hithpaal',
  'aphel',
  'haphel',
  'saphel',
  'shaphel',
  'ithpeel',
  'ishtaphel',
  'hithaphel',
  'ithpoel',
  'hephal',
  'tiphel',
  'palpel',
  'ithpalpel',
  'ithpolel',
  'ittaphal',
];

/** Every English term and what it asks; several names for one value are synonyms. */
export const GRAMMAR_TERMS: Readonly<Record<string, Term>> = {
  noun: { field: 'pos', values: ['noun', 'proper noun'] },
  'proper noun': one('pos', 'proper noun'),
  name: one('pos', 'proper noun'),
  verb: one('pos', 'verb'),
  adjective: one('pos', 'adjective'),
  adverb: one('pos', 'adverb'),
  conjunction: one('pos', 'conjunction'),
  preposition: one('pos', 'preposition'),
  article: one('pos', 'article'),
  'definite article': one('pos', 'article'),
  pronoun: one('pos', 'pronoun'),
  particle: one('pos', 'particle'),
  interjection: one('pos', 'interjection'),
  personal: one('pronoun', 'personal'),
  demonstrative: one('pronoun', 'demonstrative'),
  relative: one('pronoun', 'relative'),
  interrogative: one('pronoun', 'interrogative'),
  indefinite: one('pronoun', 'indefinite'),
  reflexive: one('pronoun', 'reflexive'),
  possessive: one('pronoun', 'possessive'),
  reciprocal: one('pronoun', 'reciprocal'),
  correlative: one('pronoun', 'correlative'),
  present: one('tense', 'present'),
  imperfect: one('tense', 'imperfect'),
  future: one('tense', 'future'),
  aorist: one('tense', 'aorist'),
  perfect: one('tense', 'perfect'),
  pluperfect: one('tense', 'pluperfect'),
  'sequential perfect': one('tense', 'sequential perfect'),
  weqatal: one('tense', 'sequential perfect'),
  'sequential imperfect': one('tense', 'sequential imperfect'),
  'consecutive imperfect': one('tense', 'sequential imperfect'),
  wayyiqtol: one('tense', 'sequential imperfect'),
  qatal: one('tense', 'perfect'),
  yiqtol: one('tense', 'imperfect'),
  active: one('voice', 'active'),
  middle: one('voice', 'middle'),
  passive: one('voice', 'passive'),
  'middle or passive': one('voice', 'middle or passive'),
  indicative: one('mood', 'indicative'),
  imperative: one('mood', 'imperative'),
  subjunctive: one('mood', 'subjunctive'),
  optative: one('mood', 'optative'),
  infinitive: one('mood', 'infinitive'),
  participle: one('mood', 'participle'),
  cohortative: one('mood', 'cohortative'),
  jussive: one('mood', 'jussive'),
  '1st': one('person', '1'),
  first: one('person', '1'),
  '2nd': one('person', '2'),
  second: one('person', '2'),
  '3rd': one('person', '3'),
  third: one('person', '3'),
  nominative: one('case', 'nominative'),
  genitive: one('case', 'genitive'),
  dative: one('case', 'dative'),
  accusative: one('case', 'accusative'),
  vocative: one('case', 'vocative'),
  singular: one('number', 'singular'),
  plural: one('number', 'plural'),
  dual: one('number', 'dual'),
  masculine: one('gender', 'masculine'),
  feminine: one('gender', 'feminine'),
  neuter: one('gender', 'neuter'),
  common: one('gender', 'common'),
  absolute: one('state', 'absolute'),
  construct: one('state', 'construct'),
  determined: one('state', 'determined'),
  comparative: one('degree', 'comparative'),
  superlative: one('degree', 'superlative'),
  hebrew: one('language', 'hebrew'),
  aramaic: one('language', 'aramaic'),
  greek: one('language', 'greek'),
  ...Object.fromEntries(HEBREW_STEMS.map((stem) => [stem, one('stem', stem)])),
  ...Object.fromEntries(ARAMAIC_STEMS.map((stem) => [stem, one('stem', stem)])),
};

/** Short forms grammars print; each stands for the full term. */
export const GRAMMAR_ABBREVIATIONS: Readonly<Record<string, string>> = {
  pres: 'present',
  impf: 'imperfect',
  fut: 'future',
  aor: 'aorist',
  pf: 'perfect',
  perf: 'perfect',
  plpf: 'pluperfect',
  act: 'active',
  mid: 'middle',
  pass: 'passive',
  ind: 'indicative',
  impv: 'imperative',
  imv: 'imperative',
  subj: 'subjunctive',
  opt: 'optative',
  inf: 'infinitive',
  ptc: 'participle',
  ptcp: 'participle',
  part: 'participle',
  nom: 'nominative',
  gen: 'genitive',
  dat: 'dative',
  acc: 'accusative',
  voc: 'vocative',
  sg: 'singular',
  pl: 'plural',
  masc: 'masculine',
  fem: 'feminine',
  neut: 'neuter',
  abs: 'absolute',
  cstr: 'construct',
  adj: 'adjective',
  adv: 'adverb',
  conj: 'conjunction',
  prep: 'preposition',
  pron: 'pronoun',
  art: 'article',
  nifal: 'niphal',
  hifil: 'hiphil',
  hofal: 'hophal',
  hitpael: 'hithpael',
  nouns: 'noun',
  verbs: 'verb',
  participles: 'participle',
  imperatives: 'imperative',
  infinitives: 'infinitive',
};

/** The names a field is called by in messages. */
const FIELD_NAMES: Record<GrammarField, string> = {
  language: 'language',
  pos: 'part of speech',
  pronoun: 'kind of pronoun',
  tense: 'tense',
  voice: 'voice',
  mood: 'mood',
  stem: 'stem',
  person: 'person',
  case: 'case',
  number: 'number',
  gender: 'gender',
  state: 'state',
  degree: 'degree',
};

/** `3ms`, `2fp`, `1cs`, `2s`: person, gender and number as grammars abbreviate them. */
const PERSON_GENDER_NUMBER = /^([123])([mfcn]?)([spd])$/;
const PGN_GENDER: Record<string, string> = { m: 'masculine', f: 'feminine', c: 'common', n: 'neuter' };
const PGN_NUMBER: Record<string, string> = { s: 'singular', p: 'plural', d: 'dual' };

/** A code pattern rather than English: upper-case letters, digits, `-`, `/`, `?` or `*`, and not a term. */
const CODE_SHAPE = /^[A-Z0-9?*][A-Za-z0-9?*/-]*$/;
/** The first part of a Robinson or MorphGNT code, or an OSHB code's language and part of speech. */
const CODE_HEADS =
  /^(?:[NVATRCDKIXQFSP?*](?:$|-|[?*])|ADV|CONJ|COND|PRT|PREP|INJ|ARAM|HEB|R[ADIPR?*]-?|[A-Z?*]-|[HA?*][ACDNPRSTV?*])/;

export interface MorphReading {
  test?: MorphTest;
  error?: string;
  /** The value with each unknown word replaced by its nearest term, best first. */
  suggestions?: string[];
}

/** Reads a `morph:` value; an unknown word gives a message naming it and the nearest terms. */
export function readMorph(value: string): MorphReading {
  const text = value.trim();
  if (!text) return { error: 'Say which grammar after morph:, for example morph:"aorist imperative"' };
  if (CODE_SHAPE.test(text) && /[A-Z]/.test(text) && !GRAMMAR_TERMS[text.toLowerCase()]) {
    return readCode(text);
  }
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => GRAMMAR_ABBREVIATIONS[word] ?? word);
  const fields: Partial<Record<GrammarField, readonly string[]>> = {};
  const add = (term: Term, said: string): string | undefined => {
    const before = fields[term.field];
    if (before && before.join() !== term.values.join()) {
      return `morph:"${text}" names two of one ${FIELD_NAMES[term.field]} (${said} and another); ask for one`;
    }
    fields[term.field] = term.values;
    return undefined;
  };
  for (let index = 0; index < words.length;) {
    // The longest run of words that is a term: `middle or passive`, `qal passive`, `proper noun`.
    let length = Math.min(3, words.length - index);
    while (length > 1 && !GRAMMAR_TERMS[words.slice(index, index + length).join(' ')]) length--;
    const said = words.slice(index, index + length).join(' ');
    const term = GRAMMAR_TERMS[said];
    const pgn = PERSON_GENDER_NUMBER.exec(said);
    if (term) {
      const conflict = add(term, said);
      if (conflict) return { error: conflict };
    } else if (pgn) {
      for (const [field, value] of [
        ['person', pgn[1]!],
        ['gender', PGN_GENDER[pgn[2]!]],
        ['number', PGN_NUMBER[pgn[3]!]],
      ] as const) {
        if (!value) continue;
        const conflict = add(one(field, value), said);
        if (conflict) return { error: conflict };
      }
    } else {
      const nearest = nearestTerms(said);
      const suggestions = nearest.map((near) =>
        words.map((word, at) => (at === index ? near : word)).join(' '),
      );
      const hint = nearest.length ? `; did you mean ${nearest.join(', ')}?` : '';
      return {
        error: `Unknown grammar term "${said}" in morph:"${text}"${hint}`,
        suggestions: suggestions.map((suggestion) => `morph:"${suggestion}"`),
      };
    }
    index += length;
  }
  return { test: { kind: 'features', fields } };
}

function readCode(pattern: string): MorphReading {
  if (!CODE_HEADS.test(pattern)) {
    return {
      error:
        `Unknown morphology code "${pattern}": codes look like V-?AAD (MorphGNT), V-AAM-2S (Robinson) ` +
        'or HVqi3ms (OSHB), or ask in English: morph:"aorist imperative"',
    };
  }
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\?/g, '.')
    .replace(/\*/g, '.*');
  // A code matches every code starting so: `V-?AAD` is MorphGNT's `V-2AAD-P--` and `V-2AAD-S--`.
  return { test: { kind: 'code', pattern, regex: new RegExp(`^${body}`) } };
}

/** Whether a word's grammar (its code, and the code of its main morpheme) passes a test. */
export function morphMatches(
  test: MorphTest,
  features: GrammarFeatures | undefined,
  codes: readonly string[],
) {
  if (test.kind === 'code') return codes.some((code) => test.regex.test(code));
  if (!features) return false;
  for (const field in test.fields) {
    const allowed = test.fields[field as GrammarField]!;
    const value = features[field as GrammarField];
    if (value === undefined || !allowed.includes(value)) return false;
  }
  return true;
}

/** The terms nearest a misspelt one (edit distance at most 3, at most 3 of them). */
export function nearestTerms(word: string): string[] {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  return Object.keys(GRAMMAR_TERMS)
    .map((term) => ({ term, distance: editDistance(word, term) }))
    .filter((entry) => entry.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
    .slice(0, 3)
    .map((entry) => entry.term);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A word's grammar in a short English line (`aorist active imperative, 2nd plural`). */
export function describeFeatures(features: GrammarFeatures): string {
  const person = features.person
    ? `${features.person}${['st', 'nd', 'rd'][Number(features.person) - 1]}`
    : '';
  const parts = [
    features.stem,
    features.tense,
    features.voice,
    features.mood,
    features.state && features.mood === 'infinitive' ? features.state : '',
    features.pronoun,
    features.pos === 'verb' ? '' : features.pos,
  ].filter(Boolean);
  const detail = [
    person,
    features.case,
    features.gender,
    features.number,
    features.mood !== 'infinitive' ? features.state : '',
    features.degree,
  ].filter(Boolean);
  const head = parts.join(' ') || features.pos || '';
  return detail.length ? `${head}, ${detail.join(' ')}` : head;
}
