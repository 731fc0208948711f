import type { EnglishPiece, OriginalWord } from '../../core/api/reader';
import { normaliseStrongs } from '../../core/bible/strongs';
import { describeMorphology } from '../../core/morphology/describe';
import type { VerseSegment } from '../../core/search/segments';
import type { StoredToken } from '../db/schema/index';
import type { GlossEntry } from './reference-data';

/** The gloss of a word from its Strong's numbers (`InterlinearGlosses.glossOf`, bound to a chapter's texts). */
export type GlossOf = (numbers: readonly string[], verb: boolean) => string | null;

/**
 * The Hebrew object marker אֵת, which the KJV never translates by itself: it tags it on the verb's or the
 * noun's English ("saw" H7200 H853), so it takes a rendering only from a piece tagged with it alone.
 */
const OBJECT_MARKER = 'H853';

/** The original words of a verse, described from their tokens and the dictionary. */
export function originalWords(
  tokens: readonly StoredToken[],
  glosses: Map<string, GlossEntry>,
  glossOf: GlossOf,
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
      gloss: glossOf(strongs, isVerb(code)),
      rendering: null,
    };
  });
}

/** A morphology code of a verb: Robinson and MorphGNT `V-…`, OSHB `HV…` (after any prefixes: `HC/Vqw3ms`). */
function isVerb(code: string | null): boolean {
  if (!code) return false;
  const bare = code.replace(/^robinson:/, '');
  return /^V-/.test(bare) || /^[HA](?:[^/]*\/)*V/.test(bare);
}

/**
 * The reverse interlinear: the English pieces in English order, each tagged piece with the original words
 * carrying its Strong's numbers. Each number takes the first original word with it not yet taken, so that a
 * number used twice (אֵת … וְאֵת) pairs in order; a number left over reuses its first word. Also fills each
 * original word's `rendering` (not the object marker's from a piece that renders another word too) and answers
 * the words no English piece took.
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
      if (base === OBJECT_MARKER && numbers.length > 1) continue;
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
