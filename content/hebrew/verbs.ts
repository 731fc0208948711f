import type { HebrewVerb } from './schemas';

type Form = readonly [hebrew: string, transliteration: string];
type Row = readonly [
  root: string,
  infinitive: Form | null,
  english: string,
  past: Form,
  present: Form,
  future: Form,
  binyan: HebrewVerb['binyan'],
  strongs: string,
];

// prettier-ignore
const rows: Row[] = [
  ['כ-ת-ב', ['לִכְתּוֹב', 'lichtov'], 'to write', ['כָּתַבְתִּי', 'katavti'], ['כּוֹתֵב', 'kotev'], ['אֶכְתּוֹב', 'echtov'], "Pa'al", 'H3789'],
  ['ה-ל-ך', ['לָלֶכֶת', 'lalechet'], 'to go, to walk', ['הָלַכְתִּי', 'halachti'], ['הוֹלֵךְ', 'holech'], ['אֵלֵךְ', 'elech'], "Pa'al", 'H1980'],
  ['א-כ-ל', ['לֶאֱכוֹל', "le'echol"], 'to eat', ['אָכַלְתִּי', 'achalti'], ['אוֹכֵל', 'ochel'], ['אוֹכַל', 'ochal'], "Pa'al", 'H398'],
  ['ל-מ-ד', ['לִלְמוֹד', 'lilmod'], 'to learn, to study', ['לָמַדְתִּי', 'lamadti'], ['לוֹמֵד', 'lomed'], ['אֶלְמַד', 'elmad'], "Pa'al", 'H3925'],
  ['ד-ב-ר', ['לְדַבֵּר', 'ledaber'], 'to speak', ['דִּבַּרְתִּי', 'dibarti'], ['מְדַבֵּר', 'medaber'], ['אֲדַבֵּר', 'adaber'], "Pi'el", 'H1696'],
  ['ז-מ-ן', ['לְהַזְמִין', 'lehazmin'], 'to invite, to order', ['הִזְמַנְתִּי', 'hizmanti'], ['מַזְמִין', 'mazmin'], ['אַזְמִין', 'azmin'], "Hif'il", 'H2163'],
  ['ל-ב-ש', ['לְהִתְלַבֵּשׁ', 'lehitlabesh'], 'to get dressed', ['הִתְלַבַּשְׁתִּי', 'hitlabashti'], ['מִתְלַבֵּשׁ', 'mitlabesh'], ['אֶתְלַבֵּשׁ', 'etlabesh'], "Hitpa'el", 'H3847'],
  ['כ-נ-ס', ['לְהִכָּנֵס', 'lehikanes'], 'to enter', ['נִכְנַסְתִּי', 'nichnasti'], ['נִכְנָס', 'nichnas'], ['אֶכָּנֵס', 'ekanes'], "Nif'al", 'H3664'],
  ['ג-ד-ל', null, 'to be raised, to be brought up', ['גֻּדַּלְתִּי', 'gudalti'], ['מְגֻדָּל', 'megudal'], ['אֲגֻדַּל', 'agudal'], "Pu'al", 'H1431'],
  ['ז-מ-ן', null, 'to be invited', ['הֻזְמַנְתִּי', 'huzmanti'], ['מֻזְמָן', 'muzman'], ['אֻזְמַן', 'uzman'], "Huf'al", 'H2163'],
];

const form = ([hebrew, transliteration]: Form) => ({ hebrew, transliteration });

/**
 * The ten verbs of the Verbs page: first person singular (the present as a man says it), one verb or more in
 * each of the seven binyanim. Pu'al and Huf'al are passive and have no infinitive in use.
 */
export const HEBREW_VERBS: readonly HebrewVerb[] = rows.map(
  ([root, infinitive, english, past, present, future, binyan, strongs], index) => ({
    id: index + 1,
    root,
    infinitive: infinitive ? form(infinitive) : null,
    english,
    past: form(past),
    present: form(present),
    future: form(future),
    binyan,
    strongs,
  }),
);
