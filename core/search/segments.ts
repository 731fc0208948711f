import type { VerseSegment } from '../api/common';
import type { MatchSpan } from './span-buffer';

export type { VerseSegment };

/** A stored word token: surface text and its Strong's numbers. */
export interface TaggedToken {
  t: string;
  s?: readonly string[] | null;
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

/** The verse with inline tags after each tagged word, as the search API carries it: `beginning{H7225}`. */
export function inlineTaggedText(segments: readonly VerseSegment[]): string {
  return segments
    .map((segment) => segment.text + (segment.strongs ?? []).map((number) => `{${number}}`).join(''))
    .join('');
}

// `{H7225}` follows the word it numbers; `{(H853)}` marks an untranslated particle and is dropped.
const INLINE_TAG = /\{(\()?([HG]\d+[a-z]?)\)?\}/gi;

/**
 * Display pieces from verse text with inline tags (`beginning{H7225}`): each tag's number goes to the word
 * just before it, consecutive tags to the same word. Joining the pieces gives the text without its tags.
 */
export function segmentsFromTaggedText(text: string): VerseSegment[] {
  const segments: VerseSegment[] = [];
  let pending = '';
  let last = 0;
  for (const match of text.matchAll(INLINE_TAG)) {
    pending += text.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[1]) continue;
    const number = match[2]!.toUpperCase();
    const previous = segments.at(-1);
    const word = /\S+$/.exec(pending);
    if (!word) {
      if (pending) segments.push({ text: pending });
      else if (previous?.strongs) previous.strongs.push(number);
      pending = '';
      continue;
    }
    if (word.index > 0) segments.push({ text: pending.slice(0, word.index) });
    segments.push({ text: word[0], strongs: [number] });
    pending = '';
  }
  const rest = pending + text.slice(last);
  if (rest) segments.push({ text: rest });
  return segments;
}

/**
 * Marks matched spans (character offsets in the text the pieces join to) on display pieces, splitting a piece
 * where a span starts or ends inside it; a split piece's Strong's numbers stay on its last part.
 */
export function markMatches(
  segments: readonly VerseSegment[],
  matches: readonly MatchSpan[],
): VerseSegment[] {
  if (!matches.length) return [...segments];
  const marked: VerseSegment[] = [];
  let offset = 0;
  for (const segment of segments) {
    const start = offset;
    const end = (offset += segment.text.length);
    const cuts = [start, end];
    for (const span of matches) {
      if (span.start > start && span.start < end) cuts.push(span.start);
      if (span.end > start && span.end < end) cuts.push(span.end);
    }
    cuts.sort((a, b) => a - b);
    for (let index = 0; index + 1 < cuts.length; index++) {
      const from = cuts[index]!;
      const to = cuts[index + 1]!;
      if (from === to) continue;
      const piece: VerseSegment = { text: segment.text.slice(from - start, to - start) };
      if (segment.match || matches.some((span) => span.start <= from && to <= span.end)) piece.match = true;
      if (segment.strongs && to === end) piece.strongs = segment.strongs;
      marked.push(piece);
    }
  }
  return marked;
}

/**
 * The display pieces of a search result: the pieces it carries (with Strong's numbers), else its text cut at
 * the spans its query matched (a text with inline tags gives each number to the word before it).
 */
export function resultSegments(result: {
  text: string;
  matches: readonly MatchSpan[];
  segments?: VerseSegment[];
}): VerseSegment[] {
  return result.segments ?? markMatches(segmentsFromTaggedText(result.text), result.matches);
}
