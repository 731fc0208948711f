import { parseOshbLemma } from '../../ingest/readers/oshb-lemma';

/** OSHB verb stems of Hebrew words (morph language letter H), by the stem letter after `V`. */
const HEBREW_STEMS: Record<string, string> = {
  q: 'Qal',
  N: 'Niphal',
  p: 'Piel',
  P: 'Pual',
  h: 'Hiphil',
  H: 'Hophal',
  t: 'Hithpael',
  o: 'Polel',
  O: 'Polal',
  r: 'Hithpolel',
  m: 'Poel',
  M: 'Poal',
  k: 'Palel',
  K: 'Pulal',
  Q: 'Qal passive',
  l: 'Pilpel',
  L: 'Polpal',
  f: 'Hithpalpel',
  D: 'Nithpael',
  j: 'Pealal',
  i: 'Pilel',
  u: 'Hothpaal',
  c: 'Tiphil',
  v: 'Hishtaphel',
  w: 'Nithpalel',
  y: 'Nithpoel',
  z: 'Hithpoel',
};

/** OSHB verb stems of Aramaic words (morph language letter A). */
const ARAMAIC_STEMS: Record<string, string> = {
  q: 'Peal',
  Q: 'Peil',
  u: 'Hithpeel',
  p: 'Pael',
  P: 'Ithpaal',
  M: 'Hithpaal',
  a: 'Aphel',
  h: 'Haphel',
  s: 'Saphel',
  e: 'Shaphel',
  H: 'Hophal',
  i: 'Ithpeel',
  t: 'Hishtaphel',
  v: 'Ishtaphel',
  w: 'Hithaphel',
  o: 'Polel',
  z: 'Ithpoel',
  r: 'Hithpolel',
  f: 'Hithpalpel',
  b: 'Hephal',
  c: 'Tiphel',
  m: 'Poel',
  l: 'Palpel',
  L: 'Ithpalpel',
  O: 'Ithpolel',
  G: 'Ittaphal',
};

export interface MainMorpheme {
  language: 'H' | 'A';
  /** Part-of-speech letter of the main word (`V` verb, `N` noun, …). */
  partOfSpeech: string;
  /** For verbs: the stem's name (`Qal`, `Hiphil`, `Peal`); `Other (x)` for a letter not in the scheme. */
  stem?: string;
}

/**
 * Decodes the main word of an OSHB morph code: `HC/Vqw3ms` with lemma `c/1254` is a Qal verb. Prefixes
 * (conjunction, article, prepositions) come first and suffixes after, so the main segment is the one at the
 * position of the lemma's number. Answers undefined for a code it cannot read.
 */
export function decodeMainMorpheme(morph: string, lemma: string | null): MainMorpheme | undefined {
  const language = morph[0];
  if (language !== 'H' && language !== 'A') return undefined;
  let prefixCount: number;
  try {
    prefixCount = lemma ? parseOshbLemma(lemma).prefixes.length : 0;
  } catch {
    return undefined;
  }
  const main = morph.slice(1).split('/')[prefixCount];
  if (!main) return undefined;
  const partOfSpeech = main[0]!;
  if (partOfSpeech !== 'V') return { language, partOfSpeech };
  const letter = main[1] ?? '';
  const stem = (language === 'H' ? HEBREW_STEMS : ARAMAIC_STEMS)[letter] ?? `Other (${letter})`;
  return { language, partOfSpeech, stem };
}
