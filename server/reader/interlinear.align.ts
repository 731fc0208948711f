import type { EnglishPiece, OriginalWord } from '../../core/api/reader';
import { normaliseStrongs } from '../../core/bible/strongs';
import { describeMorphology } from '../../core/morphology/describe';
import type { VerseSegment } from '../../core/search/segments';
import type { StoredToken } from '../db/schema/index';
import type { GlossEntry } from './reference-data';

/** The original words of a verse, described from their tokens and the dictionary. */
export function originalWords(
  tokens: readonly StoredToken[],
  glosses: Map<string, GlossEntry>,
): OriginalWord[] {
  return tokens.map((token) => {
    const strongs = (token.s ?? []).flatMap((number) => normaliseStrongs(number) ?? []);
    const entry = strongs.map((number) => glosses.get(number)).find(Boolean);
    const code = token.m?.[0] ?? null;
    return {
      text: token.t,
      strongs,
      lemma: entry?.lemma ?? null,
      transliteration: entry?.transliteration ?? null,
      morph: code ? code.replace(/^robinson:/, '') : null,
      morphology: code ? (describeMorphology(code) ?? null) : null,
      gloss: entry?.gloss || null,
      rendering: null,
    };
  });
}

/**
 * The reverse interlinear: the English pieces in English order, each tagged piece with the original words
 * carrying its Strong's numbers. Each number takes the first original word with it not yet taken, so that a
 * number used twice (אֵת … וְאֵת) pairs in order; a number left over reuses its first word. Also fills each
 * original word's `rendering` and answers the words no English piece took.
 */
export function alignReverse(
  segments: readonly VerseSegment[],
  words: OriginalWord[],
): {
  english: EnglishPiece[];
  unmatched: number[];
} {
  const taken = new Set<number>();
  const renderings = new Map<number, string[]>();
  const english = segments.map((segment): EnglishPiece => {
    const numbers = segment.strongs ?? [];
    if (!numbers.length) return { text: segment.text };
    const original: number[] = [];
    for (const number of numbers) {
      const base = normaliseStrongs(number) ?? number;
      const carries = (index: number) => words[index]!.strongs.includes(base);
      let found = words.findIndex((_, index) => !taken.has(index) && carries(index));
      if (found < 0) found = words.findIndex((_, index) => carries(index));
      if (found < 0 || original.includes(found)) continue;
      taken.add(found);
      original.push(found);
      const list = renderings.get(found) ?? [];
      list.push(segment.text.trim());
      renderings.set(found, list);
    }
    return { text: segment.text, strongs: [...numbers], original: original.sort((a, b) => a - b) };
  });
  for (const [index, list] of renderings) words[index]!.rendering = list.join(' … ');
  const unmatched = words.flatMap((word, index) => (taken.has(index) || !word.text ? [] : [index]));
  return { english, unmatched };
}
