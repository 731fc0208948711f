import { describeMorphology } from '../morphology/describe';

/** A word of a tagged verse: its Strong's numbers and, in the same order, its morphology codes. */
interface TaggedWord {
  s?: readonly string[];
  m?: readonly string[];
}

/**
 * The part of speech a number most often has in a tagged text, from the morphology codes beside it (`Noun`,
 * `Verb`, `Proper noun`), or null when none of its words carries a readable code. Strong's Greek dictionary
 * gives no part of speech; the KJV's Robinson codes do (decision 239). A word with several numbers pairs them
 * with its codes by position, and only when there are as many codes as numbers.
 */
export function dominantPartOfSpeech(
  verses: readonly (readonly TaggedWord[])[],
  number: string,
): string | null {
  const counts = new Map<string, number>();
  for (const words of verses) {
    for (const word of words) {
      const at = word.s?.indexOf(number) ?? -1;
      if (at < 0 || !word.m || word.m.length !== word.s!.length) continue;
      const kind = describeMorphology(word.m[at]!)?.split(',')[0]?.trim();
      if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [kind, count] of counts) {
    if (count > bestCount) [best, bestCount] = [kind, count];
  }
  return best && best.charAt(0).toUpperCase() + best.slice(1);
}
