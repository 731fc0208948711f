import type { VerseSegment } from '../search/searchTypes';
import type { LookedUpVerse } from './parallelApi';

/** The catalogue's texts of the parallel view, for the compared version's short name ("RSTNE", "KJV"). */
export function parallelMessages(label: string) {
  return {
    notAvailable: `(Not available in ${label})`,
    unavailable: `(${label} lookup temporarily unavailable)`,
    failedTitle: `Could not load ${label} text for comparison`,
    failedDescription: 'Please try a different reference or check your connection.',
    loading: `Loading ${label} verse...`,
  };
}

export type ComparisonCell =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'missing' }
  | { state: 'found'; segments: VerseSegment[] };

/**
 * The compared version's cell for each verse of the searched version, in order. The server answers one
 * item per reference, in order; a reference it could not resolve is "missing".
 */
export function comparisonCells(
  count: number,
  answer: { references: LookedUpVerse[] } | undefined,
  failed: boolean,
): ComparisonCell[] {
  return Array.from({ length: count }, (_, index): ComparisonCell => {
    if (failed) return { state: 'unavailable' };
    const item = answer?.references[index];
    if (!answer) return { state: 'loading' };
    if (!item || !item.found) return { state: 'missing' };
    return { state: 'found', segments: item.segments ?? [{ text: item.text }] };
  });
}

/** Whether any piece of a verse carries a Strong's number. */
export function hasNumbers(segments: readonly VerseSegment[]): boolean {
  return segments.some((segment) => segment.strongs?.length);
}

/** Whether a word's numbers meet the numbers picked by a click (`H6887a` and `H6887` are the same word). */
export function sharesNumber(numbers: readonly string[] | undefined, picked: readonly string[]): boolean {
  if (!numbers?.length || !picked.length) return false;
  const base = (number: string) => number.toUpperCase().replace(/^([HG])0*(\d+).*$/, '$1$2');
  const wanted = new Set(picked.map(base));
  return numbers.some((number) => wanted.has(base(number)));
}

/**
 * The searched version's pieces fetched again with their Strong's numbers carry no search matches: this puts
 * the matches of the search's own pieces back, by position in the verse's text, splitting a piece where a
 * match starts or ends inside it (the numbers stay on the part that ends the word). When the two texts differ
 * the numbered pieces are kept as they are.
 */
export function carryMatches(
  numbered: readonly VerseSegment[],
  searched: readonly VerseSegment[],
): VerseSegment[] {
  const text = (segments: readonly VerseSegment[]) => segments.map((segment) => segment.text).join('');
  if (!searched.some((segment) => segment.match) || text(numbered) !== text(searched)) return [...numbered];
  const matched: boolean[] = [];
  for (const segment of searched) for (const _ of segment.text) matched.push(Boolean(segment.match));
  const result: VerseSegment[] = [];
  let offset = 0;
  for (const segment of numbered) {
    const characters = Array.from(segment.text);
    const parts: { text: string; match: boolean }[] = [];
    characters.forEach((character, index) => {
      const match = matched[offset + index] === true;
      const last = parts.at(-1);
      if (last && last.match === match) last.text += character;
      else parts.push({ text: character, match });
    });
    offset += characters.length;
    parts.forEach((part, index) => {
      const piece: VerseSegment = { text: part.text };
      if (part.match) piece.match = true;
      if (index === parts.length - 1 && segment.strongs) piece.strongs = segment.strongs;
      result.push(piece);
    });
    if (!parts.length) result.push({ ...segment });
  }
  return result;
}

interface ComparableVersion {
  code: string;
  language: string;
  installed: boolean;
}

/**
 * The version to compare with by default: an installed one with a different text from the searched version
 * (not the same text with its numbers, `kjv_strongs` for `kjv`), in the same language if there is one, in
 * the catalogue's order; a version asked for in the address counts only if it is installed.
 */
export function defaultComparison(
  versions: readonly ComparableVersion[],
  searched: { code: string; language: string },
  textOf: (code: string) => string,
  asked?: string,
): string | undefined {
  const installed = versions.filter((version) => version.installed);
  if (asked && installed.some((version) => version.code === asked)) return asked;
  const others = installed.filter((version) => textOf(version.code) !== textOf(searched.code));
  return (
    others.find((version) => version.language === searched.language)?.code ??
    others[0]?.code ??
    installed.find((version) => version.code !== searched.code)?.code ??
    installed[0]?.code
  );
}
