import type { StrongsRef } from '../bible/strongs';

/** An OSHB `lemma` attribute split into its parts: `c/d/776`, `1254 a`, `1008+`, or a bare prefix `l`. */
export interface OshbLemma {
  /** Prefix particles in reading order (`c` conjunction, `d` article, `b`/`k`/`l`/`m` prepositions, …). */
  prefixes: string[];
  /** The Strong's number of the main morpheme; absent when the word is only prefixes (`l` + suffix). */
  strongs?: StrongsRef;
  /** True for `1008+`: the word is part of a multi-word proper name. */
  partOfName: boolean;
}

/** The prefix letters OSHB writes before the main number (DATA.md §E3). */
const PREFIX_LETTERS = new Set(['b', 'c', 'd', 'i', 'k', 'l', 'm', 's']);

const MAIN_MORPHEME = /^(\d+)(?: ([a-z]))?(\+)?$/;

/** Parses an OSHB lemma; throws on a form the scheme does not allow, so bad data is reported, not guessed. */
export function parseOshbLemma(lemma: string): OshbLemma {
  const parts = lemma.trim().split('/');
  const last = parts.at(-1) ?? '';
  const main = MAIN_MORPHEME.exec(last);
  const prefixes = main ? parts.slice(0, -1) : parts;
  for (const prefix of prefixes) {
    if (!PREFIX_LETTERS.has(prefix)) throw new Error(`unknown OSHB lemma part "${prefix}" in "${lemma}"`);
  }
  if (!main) return { prefixes, partOfName: false };
  const [, digits = '', suffix, plus] = main;
  const strongs: StrongsRef = { language: 'H', number: Number(digits) };
  if (suffix) strongs.suffix = suffix;
  return { prefixes, strongs, partOfName: plus === '+' };
}

/** `H1254`: the canonical Strong's string of an OSHB lemma (suffix left out), or undefined when it has none. */
export function oshbLemmaStrongs(lemma: string): string | undefined {
  const { strongs } = parseOshbLemma(lemma);
  return strongs && `H${strongs.number}`;
}

/** `1254a`: the augmented key AugIndex.xml uses for an OSHB lemma, or undefined when it has no number. */
export function oshbAugmentedKey(lemma: string): string | undefined {
  const { strongs } = parseOshbLemma(lemma);
  return strongs && `${strongs.number}${strongs.suffix ?? ''}`;
}
