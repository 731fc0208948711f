import { HEBREW_CANTILLATION } from './hebrew-text';

/**
 * Pointed Hebrew → espeak-ng phoneme input (`[[Sal'om]]`) in modern Israeli pronunciation. espeak-ng's own
 * Hebrew rules read only unpointed letters (and guess the vowels badly); given points it spells them out by
 * name. Pointed text is nearly phonemic, so reading the points here gives far better speech. Unpointed words
 * are left for espeak-ng's rules. The phoneme names are those espeak-ng's Hebrew voice itself produces.
 */

const SHVA = '\u05b0';
const HATAF_SEGOL = '\u05b1';
const HATAF_PATACH = '\u05b2';
const HATAF_KAMATZ = '\u05b3';
const HIRIQ = '\u05b4';
const TSERE = '\u05b5';
const SEGOL = '\u05b6';
const PATACH = '\u05b7';
const KAMATZ = '\u05b8';
const HOLAM = '\u05b9';
const HOLAM_FOR_VAV = '\u05ba';
const KUBUTZ = '\u05bb';
const DAGESH = '\u05bc';
const SHIN_DOT = '\u05c1';
const SIN_DOT = '\u05c2';
const KAMATZ_KATAN = '\u05c7';
const GERESH = /[\u05f3']/;

const VOWEL_SOUND: Record<string, string> = {
  [HATAF_SEGOL]: 'e',
  [HATAF_PATACH]: 'a',
  [HATAF_KAMATZ]: 'o',
  [HIRIQ]: 'i',
  [TSERE]: 'e',
  [SEGOL]: 'e',
  [PATACH]: 'a',
  [KAMATZ]: 'a',
  [HOLAM]: 'o',
  [HOLAM_FOR_VAV]: 'o',
  [KUBUTZ]: 'u',
  [KAMATZ_KATAN]: 'o',
};

/** One letter with its marks. */
interface Cluster {
  letter: string;
  /** The vowel mark, shva included; undefined when the letter carries none. */
  vowel?: string;
  dagesh: boolean;
  sin: boolean;
  geresh: boolean;
}

/** Words spoken with the stress on the last-but-one syllable, which the rules below cannot tell. */
const PENULTIMATE = new Set(
  ['אֵיפֹה', 'מֵאֵיפֹה', 'לָמָּה', 'כַּמָּה', 'אִמָּא', 'אַבָּא', 'סַבָּא', 'סַבְתָּא', 'לַיְלָה', 'יָמִינָה', 'שְׂמֹאלָה'].map((word) =>
    word.normalize('NFC'),
  ),
);
/** Words with the stress on the last syllable that the rules below would move. */
const ULTIMATE = new Set(['אַחַת', 'אַחַד', 'אַחַר', 'אִשְׁתִּי'].map((word) => word.normalize('NFC')));
/** Words whose modern pronunciation the rules miss: a loanword's cluster, a shva that is not heard. */
const WHOLE_WORDS = new Map(
  Object.entries({ אַנְגְּלִית: "an|gl'it", בְּרוּכִים: 'b|Q"uX\'im' }).map(([word, phonemes]) => [
    word.normalize('NFC'),
    phonemes,
  ]),
);

const GUTTURALS = 'אהחע';
/** Letters after which a word-initial shva is heard (mostly prefixes: be-, le-, me-, ve-). */
const VOICED_INITIAL_SHVA = 'בלמויינר';

function clusters(word: string): Cluster[] {
  const result: Cluster[] = [];
  for (const character of word) {
    if (/[\u05d0-\u05ea]/.test(character)) {
      result.push({ letter: character, dagesh: false, sin: false, geresh: false });
      continue;
    }
    const current = result.at(-1);
    if (!current) continue;
    if (character === DAGESH) current.dagesh = true;
    else if (character === SIN_DOT) current.sin = true;
    else if (character === SHIN_DOT) continue;
    else if (GERESH.test(character)) current.geresh = true;
    else if (character === SHVA || VOWEL_SOUND[character]) current.vowel ??= character;
  }
  return result;
}

function consonant(cluster: Cluster): string {
  const { letter, dagesh, geresh } = cluster;
  if (geresh && letter === 'ג') return 'dZ';
  if (geresh && letter === 'ז') return 'Z';
  if (geresh && (letter === 'צ' || letter === 'ץ')) return 'tS';
  switch (letter) {
    case 'ב':
      return dagesh ? 'b' : 'v';
    case 'כ':
    case 'ך':
      return dagesh ? 'k' : 'X';
    case 'פ':
    case 'ף':
      return dagesh ? 'p' : 'f';
    case 'ש':
      return cluster.sin ? 's' : 'S';
    case 'ח':
      return 'X';
    case 'ר':
      return 'Q"';
    case 'צ':
    case 'ץ':
      return 'ts';
    case 'ו':
      return 'v';
    case 'י':
      return 'j';
    default:
      return SIMPLE[letter] ?? '';
  }
}

const SIMPLE: Record<string, string> = {
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ז: 'z',
  ט: 't',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ק: 'k',
  ת: 't',
};

interface Segment {
  onset: string;
  vowel: string;
  /** A furtive patach or a voiced shva is never stressed. */
  unstressed?: boolean;
}

/** The phonemes of one pointed word, with espeak-ng's stress mark before the stressed vowel. */
export function pointedWordToPhonemes(word: string): string {
  const key = word
    .replace(HEBREW_CANTILLATION, '')
    .replace(/\u05bd/g, '')
    .normalize('NFC');
  const known = WHOLE_WORDS.get(key);
  if (known) return known;
  const letters = clusters(key);
  const segments: Segment[] = [];
  let onset = '';

  letters.forEach((cluster, index) => {
    const previousVowel = letters[index - 1]?.vowel;
    const next = letters[index + 1];
    const isLast = index === letters.length - 1;
    const push = (vowel: string, unstressed = false) => {
      segments.push(unstressed ? { onset, vowel, unstressed } : { onset, vowel });
      onset = '';
    };

    // Vowel letters: holam male (שָׁלוֹם), shuruk (טוּב), hiriq male (עִבְרִית), the silent yod of -ָיו.
    if (cluster.letter === 'ו' && !previousVowel && !/[\u05b0-\u05b8\u05bb]/.test(cluster.vowel ?? '')) {
      if (cluster.vowel === HOLAM || cluster.vowel === HOLAM_FOR_VAV) return push('o');
      if (cluster.dagesh) return push('u');
    }
    if (cluster.letter === 'י' && !cluster.vowel && !cluster.dagesh) {
      if (previousVowel === HIRIQ) return;
      if (previousVowel === KAMATZ && next?.letter === 'ו' && !next.vowel && index === letters.length - 2)
        return;
    }
    const guttural = cluster.letter === 'א' || cluster.letter === 'ע';
    if (guttural && (!cluster.vowel || cluster.vowel === SHVA)) return;
    if (cluster.letter === 'ה' && !cluster.vowel && !cluster.dagesh && index > 0) return;

    // Alef and ayin are a glottal stop between vowels and nothing at the start of a word.
    const sound = guttural ? (segments.length ? '?' : '') : consonant(cluster);
    // A furtive patach is said before its letter: רוּחַ is ru-ach.
    if (isLast && cluster.vowel === PATACH && 'חעה'.includes(cluster.letter) && segments.length) {
      push('a', true);
      onset = cluster.letter === 'ע' ? '' : sound;
      return;
    }
    onset = onset && sound ? `${onset}|${sound}` : onset + sound;
    const vowel = cluster.vowel;
    if (!vowel) return;
    if (vowel === SHVA) {
      if (!isLast && shvaIsVoiced(letters, index)) push('e', true);
      return;
    }
    const katan =
      vowel === KAMATZ &&
      ((cluster.letter === 'כ' && next?.letter === 'ל' && letters.length === 2) ||
        letters[index + 1]?.vowel === HATAF_KAMATZ);
    push(katan ? 'o' : (VOWEL_SOUND[vowel] ?? ''));
  });

  const stressed = stressIndex(key, letters, segments);
  const body = segments
    .map((segment, index) => `${segment.onset}${index === stressed ? "'" : ''}${segment.vowel}`)
    .join('');
  return body + onset;
}

function shvaIsVoiced(letters: Cluster[], index: number): boolean {
  const cluster = letters[index]!;
  const next = letters[index + 1];
  const sameNext = next && consonant(next) === consonant(cluster);
  const gutturalNext = next && GUTTURALS.includes(next.letter);
  // After the article (הָ, הַ) the word's own initial shva follows the initial rules.
  const initial =
    index === 0 ||
    (index === 1 && letters[0]!.letter === 'ה' && /[\u05b7\u05b8]/.test(letters[0]!.vowel ?? ''));
  if (initial) {
    if (sameNext || gutturalNext) return true;
    // A dropped shva would merge ת and ש into one sound (תְּשַׁע is t-sha, not cha).
    if (consonant(cluster) === 't' && /^[Ss]/.test(next ? consonant(next) : '')) return true;
    return VOICED_INITIAL_SHVA.includes(cluster.letter);
  }
  // The second of two shvas in a row is heard; so is a shva between two identical consonants.
  return letters[index - 1]?.vowel === SHVA || Boolean(sameNext);
}

function stressIndex(key: string, letters: Cluster[], segments: Segment[]): number {
  const candidates = segments.flatMap((segment, index) => (segment.unstressed ? [] : [index]));
  const last = candidates.at(-1) ?? segments.length - 1;
  const penultimate = candidates.at(-2) ?? last;
  if (candidates.length < 2) return last;
  if (segments.at(-1)?.unstressed && segments.at(-1)?.vowel === 'a') return last;
  if (ULTIMATE.has(key)) return last;
  if (PENULTIMATE.has(key)) return penultimate;
  const final = letters.at(-1)!;
  const beforeFinal = letters.at(-2);
  // -ayim, -ayin, -ayit: מַיִם, צָהֳרַיִם, זַיִן.
  if (
    beforeFinal?.letter === 'י' &&
    beforeFinal.vowel === HIRIQ &&
    !beforeFinal.dagesh &&
    /[\u05b7\u05b8]/.test(letters.at(-3)?.vowel ?? '')
  )
    return penultimate;
  // Past tense -ti, -nu after a silent shva: כָּתַבְתִּי, הָלַכְנוּ.
  const suffix = stripped(key).slice(-2);
  if ((suffix === 'תי' || suffix === 'נו') && letters.at(-3)?.vowel === SHVA) return penultimate;
  // Pronoun suffixes -chem, -hem, -tem are stressed: לָכֶם, לָהֶם, אַתֶּם.
  if (['כם', 'הם', 'תם'].includes(suffix)) return last;
  // Segolates: a final closed syllable with segol (בֹּקֶר, סָמֶךְ), or patach next to a guttural (שֶׁבַע, נִפְתַּחַת).
  // A final silent alef or ayin closes nothing but keeps the vowel before it short (שֶׁבַע); a final he opens.
  const closed =
    (!final.vowel || final.vowel === SHVA || 'אע'.includes(final.letter)) && final.letter !== 'ה';
  const lastVowelCluster = [...letters].reverse().find((cluster) => cluster.vowel && cluster.vowel !== SHVA);
  if (closed && lastVowelCluster?.vowel === SEGOL && lastVowelCluster !== final) return penultimate;
  if (
    closed &&
    lastVowelCluster?.vowel === PATACH &&
    lastVowelCluster !== final &&
    (GUTTURALS.includes(lastVowelCluster.letter) || 'חע'.includes(final.letter))
  )
    return penultimate;
  return last;
}

function stripped(word: string): string {
  return word.replace(/[^\u05d0-\u05ea]/g, '');
}

/** True when a word carries vowel points (and so can be read here rather than by espeak-ng's rules). */
export function isPointed(word: string): boolean {
  return /[\u05b0-\u05bb\u05c7]/.test(word) || /\u05d5\u05bc/.test(word);
}

/**
 * The text espeak-ng should speak: pointed words as `[[phonemes]]`, unpointed words as they are, maqaf as a
 * space, punctuation kept for the pauses and the question intonation.
 */
export function toSpeechInput(text: string): string {
  const normalised = text
    .normalize('NFC')
    .replace(/[\u05be\u2010-\u2014-]/g, ' ')
    .replace(/[\u05c0\u05c3\u05f4"()]/g, (mark) => (mark === '\u05c3' ? '.' : mark === '\u05c0' ? ',' : ''))
    .replace(/\u200f/g, '');
  return normalised
    .split(/(\s+|[.,;:!?])/)
    .map((piece) =>
      /[\u05d0-\u05ea]/.test(piece) && isPointed(piece) ? `[[${pointedWordToPhonemes(piece)}]]` : piece,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
