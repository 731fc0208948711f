/**
 * Open Scriptures Hebrew Bible morphology codes (`HVqp3ms`, `HR/Ncfsa`, `AVqp3ms`) in plain English.
 * A code is a language letter (H Hebrew, A Aramaic) and one morpheme per `/`-separated part: prefixes
 * (conjunction, article, preposition), the word, then suffixes.
 */

const HEBREW_STEMS: Record<string, string> = {
  q: 'qal',
  N: 'niphal',
  p: 'piel',
  P: 'pual',
  h: 'hiphil',
  H: 'hophal',
  t: 'hithpael',
  o: 'polel',
  O: 'polal',
  r: 'hithpolel',
  m: 'poel',
  M: 'poal',
  k: 'palel',
  K: 'pulal',
  Q: 'qal passive',
  l: 'pilpel',
  L: 'polpal',
  f: 'hithpalpel',
  D: 'nithpael',
  j: 'pealal',
  i: 'pilel',
  u: 'hothpaal',
  c: 'tiphil',
  v: 'hishtaphel',
  w: 'nithpalel',
  y: 'nithpoel',
  z: 'hithpoel',
};

const ARAMAIC_STEMS: Record<string, string> = {
  q: 'peal',
  Q: 'peil',
  u: 'hithpeel',
  p: 'pael',
  P: 'ithpaal',
  M: 'hithpaal',
  a: 'aphel',
  h: 'haphel',
  s: 'saphel',
  e: 'shaphel',
  H: 'hophal',
  i: 'ithpeel',
  t: 'hishtaphel',
  v: 'ishtaphel',
  w: 'hithaphel',
  o: 'polel',
  z: 'ithpoel',
  r: 'hithpolel',
  f: 'hithpalpel',
  b: 'hephal',
  c: 'tiphel',
  m: 'poel',
  l: 'palpel',
  L: 'ithpalpel',
  O: 'ithpolel',
  G: 'ittaphal',
};

/** The name of an OSHB verb stem letter (`q` → "qal", Aramaic `q` → "peal"), or undefined for none. */
export function oshbStemName(letter: string, aramaic: boolean): string | undefined {
  return (aramaic ? ARAMAIC_STEMS : HEBREW_STEMS)[letter];
}

const CONJUGATIONS: Record<string, string> = {
  p: 'perfect',
  q: 'sequential perfect',
  i: 'imperfect',
  w: 'sequential imperfect',
  h: 'cohortative',
  j: 'jussive',
  v: 'imperative',
  r: 'active participle',
  s: 'passive participle',
  a: 'infinitive absolute',
  c: 'infinitive construct',
};

const PERSONS: Record<string, string> = { '1': '1st', '2': '2nd', '3': '3rd' };
const GENDERS: Record<string, string> = { m: 'masculine', f: 'feminine', c: 'common', b: 'either gender' };
const NUMBERS: Record<string, string> = { s: 'singular', p: 'plural', d: 'dual' };
const STATES: Record<string, string> = { a: 'absolute', c: 'construct', d: 'determined' };

const NOUN_TYPES: Record<string, string> = { c: 'noun', g: 'gentilic noun', p: 'proper noun', x: 'noun' };
const ADJECTIVE_TYPES: Record<string, string> = {
  a: 'adjective',
  c: 'cardinal number',
  g: 'gentilic adjective',
  o: 'ordinal number',
};
const PRONOUN_TYPES: Record<string, string> = {
  d: 'demonstrative pronoun',
  f: 'indefinite pronoun',
  i: 'interrogative pronoun',
  p: 'personal pronoun',
  r: 'relative pronoun',
};
const SUFFIX_TYPES: Record<string, string> = {
  d: 'directional he',
  h: 'paragogic he',
  n: 'paragogic nun',
  p: 'pronominal suffix',
};
const PARTICLE_TYPES: Record<string, string> = {
  a: 'particle of affirmation',
  d: 'definite article',
  e: 'particle of exhortation',
  i: 'interrogative particle',
  j: 'interjection',
  m: 'demonstrative particle',
  n: 'negative particle',
  o: 'direct object marker',
  r: 'relative particle',
};
const PROPER_NAMES: Record<string, string> = {
  '': 'proper noun',
  m: 'proper noun, masculine',
  f: 'proper noun, feminine',
  l: 'proper noun, place name',
  t: 'proper noun, title',
};
const SIMPLE: Record<string, string> = {
  C: 'conjunction',
  D: 'adverb',
  R: 'preposition',
  Rd: 'preposition with article',
};

/** Features written as letters (`3ms`, `fpa`); an `x` (unknown) or missing letter is left out. */
function features(letters: string, tables: readonly Record<string, string>[]): string | undefined {
  if (letters.length > tables.length) return undefined;
  const words: string[] = [];
  for (let index = 0; index < letters.length; index++) {
    const letter = letters[index]!;
    if (letter === 'x') continue;
    const word = tables[index]![letter];
    if (!word) return undefined;
    words.push(word);
  }
  return words.join(' ');
}

function withFeatures(name: string, detail: string | undefined): string | undefined {
  if (detail === undefined) return undefined;
  return detail ? `${name}, ${detail}` : name;
}

function describeVerb(code: string, aramaic: boolean): string | undefined {
  const stem = oshbStemName(code[1] ?? '', aramaic);
  const conjugation = CONJUGATIONS[code[2] ?? ''];
  if (!stem || !conjugation) return undefined;
  const rest = code.slice(3);
  const participle = code[2] === 'r' || code[2] === 's';
  const infinitive = code[2] === 'a' || code[2] === 'c';
  const detail = participle
    ? features(rest, [GENDERS, NUMBERS, STATES])
    : infinitive
      ? features(rest, [STATES])
      : features(rest, [PERSONS, GENDERS, NUMBERS]);
  return withFeatures(`verb, ${stem} ${conjugation}`, detail);
}

/** One morpheme (`Vqp3ms`, `Ncfsa`, `Sp3ms`, `Td`) in words, or undefined when the code is not OSHB's. */
function describeOshbMorpheme(code: string, aramaic = false): string | undefined {
  if (SIMPLE[code]) return SIMPLE[code];
  const type = code[1] ?? '';
  const rest = code.slice(2);
  switch (code[0]) {
    case 'V':
      return describeVerb(code, aramaic);
    case 'N':
      if (!NOUN_TYPES[type]) return undefined;
      if (type === 'p') return PROPER_NAMES[rest];
      return withFeatures(NOUN_TYPES[type], features(rest, [GENDERS, NUMBERS, STATES]));
    case 'A':
      return ADJECTIVE_TYPES[type]
        ? withFeatures(ADJECTIVE_TYPES[type], features(rest, [GENDERS, NUMBERS, STATES]))
        : undefined;
    case 'P':
      return PRONOUN_TYPES[type]
        ? withFeatures(PRONOUN_TYPES[type], features(rest, [PERSONS, GENDERS, NUMBERS]))
        : undefined;
    case 'S':
      return SUFFIX_TYPES[type]
        ? withFeatures(SUFFIX_TYPES[type], features(rest, [PERSONS, GENDERS, NUMBERS]))
        : undefined;
    case 'T':
      if (!type) return 'particle';
      return PARTICLE_TYPES[type] && !rest ? PARTICLE_TYPES[type] : undefined;
    default:
      return undefined;
  }
}

/**
 * A whole OSHB code in words, morphemes joined by ` + ` (`HC/Vqw3ms` → "conjunction + verb, qal sequential
 * imperfect, 3rd masculine singular"); Aramaic words say so first. Undefined when any part is unreadable.
 */
export function describeOshb(code: string): string | undefined {
  const language = code[0];
  if (language !== 'H' && language !== 'A') return undefined;
  const parts = code.slice(1).split('/');
  const described: string[] = [];
  for (const part of parts) {
    const text = part ? describeOshbMorpheme(part, language === 'A') : undefined;
    if (!text) return undefined;
    described.push(text);
  }
  const text = described.join(' + ');
  return language === 'A' ? `Aramaic ${text}` : text;
}
