/** Cantillation marks and vowel points (U+0591-U+05C7), removed before the letters are mapped. */
const POINTS = /[\u0591-\u05C7]/g;
const MAQAF = '\u05BE';

/** Square Hebrew letters (final forms with their ordinary letter) and the Phoenician letter each becomes. */
const PHOENICIAN: Record<string, string> = {
  א: '\u{10900}', // alf
  ב: '\u{10901}', // bet
  ג: '\u{10902}', // gaml
  ד: '\u{10903}', // delt
  ה: '\u{10904}', // he
  ו: '\u{10905}', // wau
  ז: '\u{10906}', // zai
  ח: '\u{10907}', // het
  ט: '\u{10908}', // tet
  י: '\u{10909}', // yod
  כ: '\u{1090A}', // kaf
  ך: '\u{1090A}',
  ל: '\u{1090B}', // lamd
  מ: '\u{1090C}', // mem
  ם: '\u{1090C}',
  נ: '\u{1090D}', // nun
  ן: '\u{1090D}',
  ס: '\u{1090E}', // semk
  ע: '\u{1090F}', // ain
  פ: '\u{10910}', // pe
  ף: '\u{10910}',
  צ: '\u{10911}', // sade
  ץ: '\u{10911}',
  ק: '\u{10912}', // qof
  ר: '\u{10913}', // rosh
  ש: '\u{10914}', // shin
  ת: '\u{10915}', // tau
};

/** Hebrew without its points: NFD first, so that presentation forms (שׁ U+FB2A) lose their dots too. */
export function stripHebrewPoints(text: string): string {
  return text.normalize('NFD').replace(MAQAF, ' ').replace(POINTS, '').normalize('NFC');
}

/**
 * Hebrew in Paleo-Hebrew (Phoenician) letters: points stripped, each of the 22 letters and the five final
 * forms mapped to U+10900-U+10915; the maqaf becomes a space so that joined words stay apart; anything
 * else (spaces, punctuation, Latin) is kept.
 */
export function toPaleoHebrew(text: string): string {
  return Array.from(stripHebrewPoints(text), (character) => PHOENICIAN[character] ?? character).join('');
}

/** Whether a text has Hebrew letters to show in Paleo-Hebrew. */
export function hasHebrewLetters(text: string): boolean {
  return /[\u05D0-\u05EA]/.test(text);
}
