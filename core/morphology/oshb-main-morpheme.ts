import { oshbStemName } from './oshb';
import { parseOshbLemma } from './oshb-lemma';

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
  const name = oshbStemName(letter, language === 'A');
  // Word lists name a stem as a heading ("Qal"); the morphology line writes it inside a phrase ("verb, qal").
  const stem = name ? name[0]!.toUpperCase() + name.slice(1) : `Other (${letter})`;
  return { language, partOfSpeech, stem };
}
