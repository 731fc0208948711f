import type { MatchSpan } from './index';

/** A stored word token: surface text and its Strong's numbers. */
export interface TaggedToken {
  t: string;
  s?: readonly string[] | null;
}

/** A piece of a verse for display: plain text, whether a search matched it, and the numbers after it. */
export interface VerseSegment {
  text: string;
  match?: boolean;
  /** Strong's numbers of the word that ends with this piece, shown after it. */
  strongs?: string[];
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** The first place at or after `from` where `word` stands as a whole word; else the first place at all. */
function findWord(text: string, word: string, from: number): number {
  const first = text.indexOf(word, from);
  for (let at = first; at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at > 0 ? text[at - 1]! : ' ';
    const after = at + word.length < text.length ? text[at + word.length]! : ' ';
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return at;
  }
  return first;
}

/** Where each tagged token sits in the verse text: tokens are in reading order, so each is searched from the last. */
function locateTokens(
  text: string,
  tokens: readonly TaggedToken[],
): { start: number; end: number; strongs: string[] }[] {
  const located: { start: number; end: number; strongs: string[] }[] = [];
  let cursor = 0;
  for (const token of tokens) {
    if (!token.s?.length || !token.t) continue;
    // "is" must not land inside "This": a whole-word place is preferred to the first substring.
    const start = findWord(text, token.t, cursor);
    // A token whose text the verse does not hold verbatim (edited markup) keeps its number off the display.
    if (start < 0) continue;
    located.push({ start, end: start + token.t.length, strongs: [...token.s] });
    cursor = start + token.t.length;
  }
  return located;
}

/**
 * Splits a verse into display pieces: matched spans are marked, and each Strong's-tagged word carries its
 * numbers on its last piece. Joining the pieces' text gives the verse text back unchanged.
 */
export function segmentVerse(
  text: string,
  tokens: readonly TaggedToken[] = [],
  matches: readonly MatchSpan[] = [],
): VerseSegment[] {
  const tagged = locateTokens(text, tokens);
  const cuts = new Set<number>([0, text.length]);
  for (const span of [...tagged, ...matches]) {
    cuts.add(Math.max(0, Math.min(text.length, span.start)));
    cuts.add(Math.max(0, Math.min(text.length, span.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: VerseSegment[] = [];
  for (let index = 0; index + 1 < points.length; index++) {
    const start = points[index]!;
    const end = points[index + 1]!;
    const segment: VerseSegment = { text: text.slice(start, end) };
    if (matches.some((span) => span.start <= start && end <= span.end)) segment.match = true;
    const word = tagged.find((token) => token.end === end);
    if (word) segment.strongs = word.strongs;
    segments.push(segment);
  }
  return segments;
}

/** The verse with inline tags after each tagged word, as the spec's API carries it: `beginning{H7225}`. */
export function inlineTaggedText(segments: readonly VerseSegment[]): string {
  return segments
    .map((segment) => segment.text + (segment.strongs ?? []).map((number) => `{${number}}`).join(''))
    .join('');
}
