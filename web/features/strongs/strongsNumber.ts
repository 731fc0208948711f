import { LAST_STRONGS_NUMBER as LAST_NUMBER, normaliseStrongs } from '../../../core/bible/strongs';

/** A Strong's number as the dictionary keys it (`h0430` → `H430`, `H6887a` → `H6887`), or undefined. */
export function dictionaryNumber(input: string): string | undefined {
  return normaliseStrongs(input);
}

/**
 * The numbers before and after one (same letter, number minus or plus one), offered only for a number that
 * is an H or G followed by digits, and only inside the dictionary's range.
 */
export function adjacentNumbers(number: string): { previous: string | null; next: string | null } {
  const match = /^([HG])(\d+)$/.exec(number);
  if (!match) return { previous: null, next: null };
  const letter = match[1] as 'H' | 'G';
  const value = Number(match[2]);
  return {
    previous: value > 1 ? `${letter}${value - 1}` : null,
    next: value < LAST_NUMBER[letter] ? `${letter}${value + 1}` : null,
  };
}

/** Splits text on the Strong's numbers it names, so that each can become a link (`From H7218; the first`). */
export function splitOnStrongsNumbers(text: string): { text: string; number?: string }[] {
  const parts: { text: string; number?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\b([HG])0*(\d{1,4})\b/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], number: `${match[1]}${match[2]}` });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
