/** A Strong's number split into its parts: `H07225` → { language: 'H', number: 7225 }; `H6887a` keeps `a` apart. */
export interface StrongsRef {
  language: 'H' | 'G';
  number: number;
  suffix?: string;
}

export type StrongsLanguage = StrongsRef['language'];

// Optional source prefix (`strong:`), optional language letter, the digits (any zero padding), then an optional
// augmentation letter written glued (`H6887a`) or after a space (OSHB `1254 a`), and OSHB's `+` for
// multi-word names (`1008+`), which says nothing about the number itself.
const STRONGS_PATTERN = /^(?:strongs?:)?([HG])?0*(\d+)\s*([a-z])?\+?$/i;

/**
 * Parses a Strong's number in any of the forms our sources write (`H07225`, `h430`, `G25`, `strong:H0430`,
 * `H6887a`, OSHB `b/7225`, `1254 a`, `1008+`). A bare number needs `language`; undefined when unparseable.
 */
export function parseStrongs(input: string, language?: StrongsLanguage): StrongsRef | undefined {
  let text = input.trim();
  // OSHB lemmas join prefix morphemes with `/` (`c/d/8064`); the Strong's number is the segment with digits.
  if (text.includes('/')) {
    const numbered = text.split('/').filter((segment) => /\d/.test(segment));
    if (numbered.length !== 1) return undefined;
    text = numbered[0]!.trim();
  }
  const match = STRONGS_PATTERN.exec(text);
  if (!match) return undefined;
  const [, letter, digits, suffix] = match;
  const resolved = (letter?.toUpperCase() as StrongsLanguage | undefined) ?? language;
  const number = Number(digits);
  if (!resolved || number === 0 || !Number.isSafeInteger(number)) return undefined;
  return suffix
    ? { language: resolved, number, suffix: suffix.toLowerCase() }
    : { language: resolved, number };
}

/** The canonical form of a Strong's reference: `H7225`, or `H6887a` when `withSuffix` is set. */
export function formatStrongs(ref: StrongsRef, withSuffix = false): string {
  return `${ref.language}${ref.number}${withSuffix && ref.suffix ? ref.suffix : ''}`;
}

/** Normalises any accepted Strong's form to the canonical `H7225` (no padding, no suffix); undefined if invalid. */
export function normaliseStrongs(input: string, language?: StrongsLanguage): string | undefined {
  const ref = parseStrongs(input, language);
  return ref && formatStrongs(ref);
}

/** The last number of each half of Strong's dictionary: Hebrew H1-H8674, Greek G1-G5624. */
export const LAST_STRONGS_NUMBER = { H: 8674, G: 5624 } as const;

/** The valid numbers, as every message about a number outside them says it. */
export const STRONGS_RANGES = `Hebrew numbers run H1-H${LAST_STRONGS_NUMBER.H}, Greek G1-G${LAST_STRONGS_NUMBER.G}`;

/**
 * The one message for a number outside the dictionary (`H99999`, `G0`), or undefined for a number inside
 * it. The search, the concordance and the reader's Strong's calls all answer it, so a reader learns the ranges
 * wherever the number was typed.
 */
export function strongsOutOfRange(input: string): string | undefined {
  const match = /^([HG])0*(\d+)[a-z]?$/i.exec(input.trim());
  if (!match) return undefined;
  const letter = match[1]!.toUpperCase() as StrongsLanguage;
  const number = Number(match[2]);
  if (number >= 1 && number <= LAST_STRONGS_NUMBER[letter]) return undefined;
  return `Strong's number ${letter}${number} not found: ${STRONGS_RANGES}`;
}

/** How the dictionary's calls write a number: a letter, up to eight digits, and an optional variant letter. */
const LEXICON_NUMBER = /^[HG]\d{1,8}[A-Z]?$/i;

/**
 * A number as the dictionary's calls read it (`H7225`, `h07225`, `H6887a`), canonical; else why not: a number past
 * the dictionaries' last (`outOfRange`, the sentence to show), or not a Strong's number at all.
 */
export function parseLexiconNumber(input: string): string | { outOfRange?: string } {
  if (!LEXICON_NUMBER.test(input)) return {};
  const outOfRange = strongsOutOfRange(input);
  if (outOfRange) return { outOfRange };
  return normaliseStrongs(input) ?? {};
}
