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
