import { hebrewSearchKey } from '../../../core/hebrew/hebrew-text';
import type { AlefBetLetter, HebrewNumber, HebrewPhrase } from '../../../content/hebrew/schemas';
import type { Deck, VerbEntry, WordEntry } from './hebrewApi';

/** One row of a list and one study card: the same shape for all five lists. */
export interface StudyItem {
  deck: Deck;
  cardId: string;
  number: number;
  hebrew: string;
  english: string;
  transliteration: string;
  category?: string;
  /** A Strong's number, for the derived lists. */
  strongs?: string;
  /** The dictionary's (Strong's) definition beside the gloss, for the derived lists. */
  definition?: string;
  /** A short note for the extra column (occurrences, stems, value, final form). */
  note?: string;
}

export const CONTENT_TYPES = [
  { value: 'phrases', label: '100 Basic Phrases', noun: 'phrases' },
  { value: 'words', label: '500 Basic Words', noun: 'words' },
  { value: 'verbs', label: '100 Basic Verbs', noun: 'verbs' },
  { value: 'letters', label: 'Hebrew AlefBet', noun: 'letters' },
  { value: 'numbers', label: 'Hebrew Numbers', noun: 'numbers' },
] as const satisfies ReadonlyArray<{ value: Deck; label: string; noun: string }>;

export function fromPhrases(phrases: readonly HebrewPhrase[]): StudyItem[] {
  return phrases.map((phrase) => ({
    deck: 'phrases',
    cardId: String(phrase.id),
    number: phrase.id,
    hebrew: phrase.hebrew,
    english: phrase.english,
    transliteration: phrase.transliteration,
    category: phrase.category,
  }));
}

const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

export function fromWords(words: readonly WordEntry[]): StudyItem[] {
  return words.map((word) => ({
    deck: 'words',
    cardId: word.strongs,
    number: word.rank,
    hebrew: word.headword ?? word.strongs,
    english: word.gloss ?? '',
    transliteration: word.transliteration ?? '',
    strongs: word.strongs,
    definition: word.definition ?? undefined,
    note: plural(word.occurrences, 'occurrence'),
  }));
}

export function fromVerbs(verbs: readonly VerbEntry[]): StudyItem[] {
  return verbs.map((verb) => ({
    deck: 'verbs',
    cardId: verb.strongs,
    number: verb.rank,
    hebrew: verb.headword ?? verb.strongs,
    english: verb.gloss ?? '',
    transliteration: verb.transliteration ?? '',
    strongs: verb.strongs,
    definition: verb.definition ?? undefined,
    note: `${plural(verb.occurrences, 'occurrence')}: ${verb.stems.map((stem) => stem.stem).join(', ')}`,
  }));
}

export function fromLetters(letters: readonly AlefBetLetter[]): StudyItem[] {
  return letters.map((letter) => ({
    deck: 'letters',
    cardId: String(letter.id),
    number: letter.id,
    hebrew: letter.finalForm ? `${letter.letter} ${letter.finalForm}` : letter.letter,
    english: `${letter.name}: ${letter.transliteration}`,
    transliteration: letter.pronunciation,
    note: `value ${letter.numericValue}${letter.finalForm ? `, final form ${letter.finalForm}` : ''}`,
  }));
}

export function fromNumbers(numbers: readonly HebrewNumber[]): StudyItem[] {
  return numbers.map((number, index) => ({
    deck: 'numbers',
    cardId: String(index + 1),
    number: number.value,
    hebrew: number.hebrew,
    english: number.value.toLocaleString('en-US'),
    transliteration: number.transliteration,
    note: `${number.masculine ? `masculine ${number.masculineTransliteration}; ` : ''}written ${number.letters}`,
  }));
}

/** Latin text for comparing: lower case, without apostrophes, hyphens and accents (so naim finds na'im). */
function latinKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['ʼʻ’-]/g, '');
}

/**
 * Client-side filtering: a query with Hebrew letters matches the Hebrew with or without points; any other
 * query matches the English or the transliteration. An empty category keeps every category.
 */
export function filterItems(items: readonly StudyItem[], query: string, category = ''): StudyItem[] {
  const trimmed = query.trim();
  const hebrew = /[\u05d0-\u05ea]/.test(trimmed) ? hebrewSearchKey(trimmed) : '';
  const latin = latinKey(trimmed);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    if (!trimmed) return true;
    if (hebrew) return hebrewSearchKey(item.hebrew).includes(hebrew);
    return latinKey(item.english).includes(latin) || latinKey(item.transliteration).includes(latin);
  });
}
