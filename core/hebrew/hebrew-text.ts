/**
 * Hebrew text rules shared by the content files, the audio call and the web pages: which characters a
 * Hebrew text may hold, how to strip its points, and gematria.
 */

/** Letters (including final forms) U+05D0–U+05EA. */
export const HEBREW_LETTERS = /[\u05d0-\u05ea]/;
/** Vowel points, dagesh, shin/sin dots, rafe, meteg and kamatz katan. */
export const HEBREW_POINTS = /[\u05b0-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g;
/** Cantillation marks (te'amim). */
export const HEBREW_CANTILLATION = /[\u0591-\u05af]/g;

/**
 * Everything a Hebrew text to be spoken may hold: letters, points, cantillation, maqaf, paseq, sof pasuq,
 * geresh and gershayim (Hebrew and ASCII), spaces and basic punctuation.
 */
export const SPEAKABLE_HEBREW =
  /^[\u0591-\u05c7\u05d0-\u05ea\u05f3\u05f4 .,;:!?'"()\-\u2010-\u2014\u200f]*$/u;

/** True when the text holds at least one Hebrew letter and nothing but speakable Hebrew characters. */
export function isSpeakableHebrew(text: string): boolean {
  return SPEAKABLE_HEBREW.test(text) && HEBREW_LETTERS.test(text);
}

/** Removes vowel points and cantillation, keeping letters, maqaf and punctuation. */
export function stripPoints(text: string): string {
  return text.normalize('NFC').replace(HEBREW_CANTILLATION, '').replace(HEBREW_POINTS, '').normalize('NFC');
}

/** A key for comparing Hebrew with or without points: letters only, final forms folded to their normal form. */
export function hebrewSearchKey(text: string): string {
  return stripPoints(text)
    .replace(/[\u05da\u05dd\u05df\u05e3\u05e5]/g, (final) => FINAL_TO_NORMAL[final] ?? final)
    .replace(/[^\u05d0-\u05ea\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const FINAL_TO_NORMAL: Record<string, string> = {
  '\u05da': '\u05db',
  '\u05dd': '\u05de',
  '\u05df': '\u05e0',
  '\u05e3': '\u05e4',
  '\u05e5': '\u05e6',
};

/** Standard gematria values: final forms count as their normal letters (ך = 20, not 500). */
// prettier-ignore
export const GEMATRIA_VALUES: Readonly<Record<string, number>> = {
  א: 1, ב: 2, ג: 3, ד: 4, ה: 5, ו: 6, ז: 7, ח: 8, ט: 9, י: 10,
  כ: 20, ך: 20, ל: 30, מ: 40, ם: 40, נ: 50, ן: 50, ס: 60, ע: 70, פ: 80, ף: 80, צ: 90, ץ: 90,
  ק: 100, ר: 200, ש: 300, ת: 400,
};

/** The gematria of a text: the sum of its letters' values; points, spaces and punctuation count nothing. */
export function gematria(text: string): number {
  let total = 0;
  for (const character of stripPoints(text)) total += GEMATRIA_VALUES[character] ?? 0;
  return total;
}
