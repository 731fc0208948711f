import type { AlefBetLetter } from './schemas';

type Row = readonly [
  letter: string,
  name: string,
  hebrewName: string,
  transliteration: string,
  pronunciation: string,
  numericValue: number,
  finalForm?: string,
];

// prettier-ignore
const rows: Row[] = [
  ['א', 'Alef', 'אָלֶף', 'silent (carries a vowel)', 'alef', 1],
  ['ב', 'Bet', 'בֵּית', 'b (with dagesh), v', 'bet', 2],
  ['ג', 'Gimel', 'גִּימֶל', 'g', 'gimel', 3],
  ['ד', 'Dalet', 'דָּלֶת', 'd', 'dalet', 4],
  ['ה', 'He', 'הֵא', 'h', 'he', 5],
  ['ו', 'Vav', 'וָו', 'v (also o, u as a vowel letter)', 'vav', 6],
  ['ז', 'Zayin', 'זַיִן', 'z', 'zayin', 7],
  ['ח', 'Chet', 'חֵית', 'ch (as in Bach)', 'chet', 8],
  ['ט', 'Tet', 'טֵית', 't', 'tet', 9],
  ['י', 'Yod', 'יוֹד', 'y (also i as a vowel letter)', 'yod', 10],
  ['כ', 'Kaf', 'כַּף', 'k (with dagesh), ch', 'kaf', 20, 'ך'],
  ['ל', 'Lamed', 'לָמֶד', 'l', 'lamed', 30],
  ['מ', 'Mem', 'מֵם', 'm', 'mem', 40, 'ם'],
  ['נ', 'Nun', 'נוּן', 'n', 'nun', 50, 'ן'],
  ['ס', 'Samech', 'סָמֶךְ', 's', 'samech', 60],
  ['ע', 'Ayin', 'עַיִן', 'silent (carries a vowel)', 'ayin', 70],
  ['פ', 'Pe', 'פֵּא', 'p (with dagesh), f', 'pe', 80, 'ף'],
  ['צ', 'Tsadi', 'צָדִי', 'ts', 'tsadi', 90, 'ץ'],
  ['ק', 'Kof', 'קוֹף', 'k', 'kof', 100],
  ['ר', 'Resh', 'רֵישׁ', 'r', 'resh', 200],
  ['ש', 'Shin', 'שִׁין', 'sh (dot on the right), s (dot on the left)', 'shin', 300],
  ['ת', 'Tav', 'תָּו', 't', 'tav', 400],
];

/** The 22 letters of the alef-bet in order, with the five final forms. */
export const ALEFBET: readonly AlefBetLetter[] = rows.map(
  ([letter, name, hebrewName, transliteration, pronunciation, numericValue, finalForm], index) => ({
    id: index + 1,
    letter,
    name,
    hebrewName,
    transliteration,
    pronunciation,
    numericValue,
    ...(finalForm ? { finalForm } : {}),
  }),
);
