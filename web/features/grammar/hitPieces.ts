import type { GrammarHit } from '../../../core/api/grammar';

export type MatchedWord = GrammarHit['words'][number];

/** A piece of the original verse: plain text, or a matched word. */
export interface OriginalPiece {
  text: string;
  word?: MatchedWord;
}

/** The original verse cut at its matched words' spans (in order, overlapping or empty spans left plain). */
export function originalPieces(text: string, words: readonly MatchedWord[]): OriginalPiece[] {
  const pieces: OriginalPiece[] = [];
  let at = 0;
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    if (word.end <= word.start || word.start < at || word.end > text.length) continue;
    if (word.start > at) pieces.push({ text: text.slice(at, word.start) });
    pieces.push({ text: text.slice(word.start, word.end), word });
    at = word.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** A piece of the English verse, lit when the alignment gives it as a matched word's rendering. */
export interface EnglishPiece {
  text: string;
  lit: boolean;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English verse with the matched words' renderings lit. A rendering is the English the alignment gave a
 * word (decision 353; several pieces joined by " … "); each piece is found as whole words, the first place
 * not yet taken, so that "love … love" lights both.
 */
export function englishPieces(text: string, renderings: readonly (string | null)[]): EnglishPiece[] {
  const taken: [number, number][] = [];
  const phrases = renderings.flatMap((rendering) =>
    (rendering ?? '')
      .split(' … ')
      .map((phrase) => phrase.trim())
      .filter(Boolean),
  );
  for (const phrase of phrases) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeForPattern(phrase)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const found of text.matchAll(pattern)) {
      const start = found.index;
      const end = start + found[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      break;
    }
  }
  taken.sort((a, b) => a[0] - b[0]);
  const pieces: EnglishPiece[] = [];
  let at = 0;
  for (const [start, end] of taken) {
    if (start > at) pieces.push({ text: text.slice(at, start), lit: false });
    pieces.push({ text: text.slice(start, end), lit: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), lit: false });
  return pieces;
}
