import { allowedEdits, boundedEditDistance } from '../text/edit-distance';

/** Words a scan compares at most: past this many, a vocabulary's tail is left unread (a bound on the cost). */
export const MAX_WORDS_SCANNED = 200_000;

/**
 * The words of a vocabulary nearest to one that it does not hold (`lvoe` → love), nearest first and, among
 * equally near ones, the most used first (`weight` of a word's position: its verse count). Only for a search
 * with no results: one pass over the vocabulary, skipping by length before any comparison, so a version of
 * 13,000 words costs well under a millisecond.
 */
export function nearestWords(
  word: string,
  vocabulary: readonly string[],
  weight: (position: number) => number,
  max = 3,
): string[] {
  if (word.length < 2 || !/\p{L}/u.test(word)) return [];
  const allowed = allowedEdits(word.length);
  const found: { word: string; distance: number; weight: number }[] = [];
  const scanned = Math.min(vocabulary.length, MAX_WORDS_SCANNED);
  for (let position = 0; position < scanned; position++) {
    const candidate = vocabulary[position]!;
    if (Math.abs(candidate.length - word.length) > allowed || candidate === word) continue;
    const distance = boundedEditDistance(word, candidate, allowed);
    if (distance <= allowed) found.push({ word: candidate, distance, weight: weight(position) });
  }
  return found
    .sort((a, b) => a.distance - b.distance || b.weight - a.weight || (a.word < b.word ? -1 : 1))
    .slice(0, max)
    .map((entry) => entry.word);
}

/** Suggested searches, at most this many: the typed text with an unknown word replaced by a near one. */
const MAX_SUGGESTED_SEARCHES = 3;

/**
 * `lvoe thy neighbour` with `lvoe` → love, live: `love thy neighbour`, `live thy neighbour`. Each suggestion
 * replaces one unknown word (the first with near words, then the next) where the text spells it so.
 */
export function suggestedSearches(q: string, nearest: { word: string; nearest: string[] }[]): string[] {
  const suggestions: string[] = [];
  for (const { word, nearest: words } of nearest) {
    const typed = new RegExp(
      `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'iu',
    );
    for (const replacement of words) {
      const suggestion = typed.test(q) ? q.replace(typed, replacement) : replacement;
      if (!suggestions.includes(suggestion)) suggestions.push(suggestion);
      if (suggestions.length === MAX_SUGGESTED_SEARCHES) return suggestions;
    }
  }
  return suggestions;
}
