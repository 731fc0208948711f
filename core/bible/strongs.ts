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
