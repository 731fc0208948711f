import type { HebrewNumber } from './schemas';

type Row = readonly [
  value: number,
  hebrew: string,
  transliteration: string,
  letters: string,
  masculine?: string,
  masculineTransliteration?: string,
];

// prettier-ignore
const rows: Row[] = [
  [1, 'אַחַת', 'achat', 'א׳', 'אֶחָד', 'echad'],
  [2, 'שְׁתַּיִם', 'shtayim', 'ב׳', 'שְׁנַיִם', 'shnayim'],
  [3, 'שָׁלוֹשׁ', 'shalosh', 'ג׳', 'שְׁלוֹשָׁה', 'shlosha'],
  [4, 'אַרְבַּע', 'arba', 'ד׳', 'אַרְבָּעָה', "arba'a"],
  [5, 'חָמֵשׁ', 'chamesh', 'ה׳', 'חֲמִשָּׁה', 'chamisha'],
  [6, 'שֵׁשׁ', 'shesh', 'ו׳', 'שִׁשָּׁה', 'shisha'],
  [7, 'שֶׁבַע', 'sheva', 'ז׳', 'שִׁבְעָה', "shiv'a"],
  [8, 'שְׁמוֹנֶה', 'shmone', 'ח׳', 'שְׁמוֹנָה', 'shmona'],
  [9, 'תֵּשַׁע', 'tesha', 'ט׳', 'תִּשְׁעָה', "tish'a"],
  [10, 'עֶשֶׂר', 'eser', 'י׳', 'עֲשָׂרָה', 'asara'],
  [11, 'אַחַת עֶשְׂרֵה', 'achat esre', 'י״א', 'אַחַד עָשָׂר', 'achad asar'],
  [12, 'שְׁתֵּים עֶשְׂרֵה', 'shteim esre', 'י״ב', 'שְׁנֵים עָשָׂר', 'shneim asar'],
  [13, 'שְׁלוֹשׁ עֶשְׂרֵה', 'shlosh esre', 'י״ג', 'שְׁלוֹשָׁה עָשָׂר', 'shlosha asar'],
  [14, 'אַרְבַּע עֶשְׂרֵה', 'arba esre', 'י״ד', 'אַרְבָּעָה עָשָׂר', "arba'a asar"],
  [15, 'חֲמֵשׁ עֶשְׂרֵה', 'chamesh esre', 'ט״ו', 'חֲמִשָּׁה עָשָׂר', 'chamisha asar'],
  [16, 'שֵׁשׁ עֶשְׂרֵה', 'shesh esre', 'ט״ז', 'שִׁשָּׁה עָשָׂר', 'shisha asar'],
  [17, 'שְׁבַע עֶשְׂרֵה', 'shva esre', 'י״ז', 'שִׁבְעָה עָשָׂר', "shiv'a asar"],
  [18, 'שְׁמוֹנֶה עֶשְׂרֵה', 'shmone esre', 'י״ח', 'שְׁמוֹנָה עָשָׂר', 'shmona asar'],
  [19, 'תְּשַׁע עֶשְׂרֵה', 'tsha esre', 'י״ט', 'תִּשְׁעָה עָשָׂר', "tish'a asar"],
  [20, 'עֶשְׂרִים', 'esrim', 'כ׳'],
  [30, 'שְׁלוֹשִׁים', 'shloshim', 'ל׳'],
  [40, 'אַרְבָּעִים', "arba'im", 'מ׳'],
  [50, 'חֲמִשִּׁים', 'chamishim', 'נ׳'],
  [60, 'שִׁשִּׁים', 'shishim', 'ס׳'],
  [70, 'שִׁבְעִים', "shiv'im", 'ע׳'],
  [80, 'שְׁמוֹנִים', 'shmonim', 'פ׳'],
  [90, 'תִּשְׁעִים', "tish'im", 'צ׳'],
  [100, 'מֵאָה', "me'a", 'ק׳'],
  [1000, 'אֶלֶף', 'elef', 'א׳'],
];

/**
 * Numbers 1–20, the tens, 100 and 1,000. The main form is the feminine one Israelis count with; the
 * masculine form goes with masculine nouns. `letters` is how the number is written in gematria: 15 and 16
 * are ט״ו and ט״ז so as not to spell a divine name, and 1,000 is an alef with a geresh (as in years).
 */
export const HEBREW_NUMBERS: readonly HebrewNumber[] = rows.map(
  ([value, hebrew, transliteration, letters, masculine, masculineTransliteration]) => ({
    value,
    hebrew,
    transliteration,
    letters,
    ...(masculine ? { masculine, masculineTransliteration } : {}),
  }),
);
