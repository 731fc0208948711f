import type { KjvRendering } from '../api/concordance';

export type { KjvRendering };

/** A tagged token as stored: its English text and its Strong's numbers. */
export interface UsageToken {
  t: string;
  s?: readonly string[] | null;
}

// The KJV tags whole phrases: "In the beginning" carries H7225 because the preposition is a prefix of the
// Hebrew word, "me in the beginning" because a pronoun suffix is. Leading articles, prepositions,
// conjunctions and pronouns belong to the grammar, not to the word's meaning, so they are dropped when
// something is left (a preposition's own number keeps its word: H5921 stays "upon").
const LEADING_FUNCTION_WORDS = new Set(
  [
    'a an the',
    'at by for from in into of on to unto upon with',
    'and but if lest nor or than that then though when yet',
    'i me my mine myself thou thee thy thine thyself he him his himself she her hers herself it its itself',
    'we us our ours ourselves ye you your yours yourselves they them their theirs themselves',
  ]
    .join(' ')
    .split(' '),
);

/** The rendering a token gives its number: lower case, outer punctuation and leading function words removed. */
export function renderingOf(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’\s-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean);
  let first = 0;
  while (first < words.length - 1 && LEADING_FUNCTION_WORDS.has(words[first]!)) first++;
  return words.slice(first).join(' ');
}

/**
 * Counts how the KJV renders a Strong's number: for each verse, every distinct rendering of the tokens that
 * carry the number counts once. Sorted by count (most first), then alphabetically.
 */
export function countRenderings(verses: Iterable<readonly UsageToken[]>, strongs: string): KjvRendering[] {
  const counts = new Map<string, number>();
  for (const tokens of verses) {
    const seen = new Set<string>();
    for (const token of tokens) {
      if (!token.s?.includes(strongs)) continue;
      const rendering = renderingOf(token.t);
      if (rendering) seen.add(rendering);
    }
    for (const rendering of seen) counts.set(rendering, (counts.get(rendering) ?? 0) + 1);
  }
  return [...counts]
    .map(([rendering, count]) => ({ rendering, count }))
    .sort((a, b) => b.count - a.count || a.rendering.localeCompare(b.rendering));
}
