/**
 * Folding and tokenizing for search. The same rules run over verse text at index time and over what a reader
 * types, so case, punctuation, apostrophes, ligatures, dashes and accents or vowel points never stop a match.
 */

/** A version's language as a BCP 47 code (`en`, `he`, `grc`); only English changes the rules (possessives). */
export type SearchLanguage = string;

export type TokenKind =
  /** An ordinary word. */
  | 'word'
  /** A hyphenated compound as one word: `Beth-el` → `bethel`, spanning the positions of its parts. */
  | 'joined'
  /** Two or more neighbouring parts of a longer compound joined: `bethlehem` in `Beth-lehem-judah`. */
  | 'subcompound'
  /** One part of a hyphenated compound: `beth`, `el`. */
  | 'part'
  /** The word a possessive belongs to (English): `love’s` → `love`, beside `loves`. */
  | 'possessive';

export interface Token {
  /** The folded form that is indexed and matched. */
  word: string;
  /**
   * Word position in the text, counted in parts: in `to Beth-el and`, `to` is 0, `beth` 1, `el` 2 and `and`
   * 3, while `bethel` sits at 1 with `length` 2. A phrase matches when each word starts where the previous
   * one ends (`position + length`), so `"to bethel and"` and `"to beth"` both match that text.
   */
  position: number;
  /** How many positions the token covers: 1, or the number of parts joined. */
  length: number;
  /** UTF-16 offsets of the token in the text (end exclusive), for highlighting. */
  start: number;
  end: number;
  kind: TokenKind;
}

const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };
const APOSTROPHES = /['’‘ʼ]/g;
const MAX_EXPANDED_PARTS = 6;
const APOSTROPHE_SET = new Set(["'", '’', '‘', 'ʼ']);
// Hyphen-minus, hyphen, non-breaking hyphen, figure dash and en dash join a compound (`Beth–el`); an em dash
// or a double hyphen separates words.
const JOINER = /[-‐‑‒–]/;
const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’‘ʼ]|[-‐‑‒–])[\p{L}\p{M}\p{N}]+)*/gu;
const MARKS = /\p{M}/gu;
const SPECIAL = /[æœßøđłıς]/g;
const JOINERS = /[-‐‑‒–]/g;

/**
 * Folds one word for matching: lower case, compatibility decomposition (`ﬁ` → `fi`), marks removed (accents,
 * Hebrew points and accents, Greek breathings), `æ`/`œ` spelt out, Greek final sigma as `σ`, apostrophes and
 * compound dashes dropped. The rules are the same in every language, so a query folds the same way
 * whichever version it searches; `language` is kept for rules that may one day differ.
 */
export function foldWord(text: string, _language: SearchLanguage = 'en'): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(SPECIAL, (character) => (character === 'ς' ? 'σ' : LIGATURES[character]!))
    .replace(APOSTROPHES, '')
    .replace(JOINERS, '');
}

/** Receives each token of `scanTokens` without an object being made for it (index builds see ~1M tokens). */
export type TokenVisitor = (
  word: string,
  position: number,
  length: number,
  start: number,
  end: number,
  kind: TokenKind,
) => void;

/**
 * Splits a text into searchable tokens. Besides each word, a hyphenated compound yields its joined form and
 * its parts (`Beth-el` → `bethel` at position p with length 2, `beth` at p, `el` at p + 1), a compound of
 * three or more parts also every run of neighbouring parts (`Beth-lehem-judah` → `bethlehem`, `lehemjudah`),
 * and in English a possessive yields its word too (`Cæsar’s` → `caesars` and `caesar` at the same position).
 * Tokens come in position order: a whole compound, then each part followed by the runs that start with it.
 */
export function tokenize(text: string, language: SearchLanguage = 'en', fold = foldWord): Token[] {
  const tokens: Token[] = [];
  scanTokens(
    text,
    language,
    (word, position, length, start, end, kind) => tokens.push({ word, position, length, start, end, kind }),
    fold,
  );
  return tokens;
}

/** `tokenize` as a callback per token; `fold` may be a cached `foldWord`. */
export function scanTokens(
  text: string,
  language: SearchLanguage,
  visit: TokenVisitor,
  fold = foldWord,
): void {
  const english = isEnglish(language);
  let position = 0;
  scanForms(text, (form, start) => {
    position += scanForm(form, start, position, english, visit, fold, language);
  });
}

/**
 * Calls `visit` with each written word of a text (a match of the word pattern: `Beth-el`, `love’s`) and where it
 * starts. Whatever lies between two of them (spaces, punctuation) yields no token, so a text's tokens are its
 * forms' tokens, each form's the same wherever it stands: the offline packs keep a text as its forms and what
 * lies between (decision 417), and the index is built from them without reading the text again.
 */
export function scanForms(text: string, visit: (form: string, start: number) => void): void {
  for (const match of text.matchAll(WORD)) visit(match[0], match.index);
}

/**
 * The tokens of one written form starting at `start`, its first part at word position `position`; answers how
 * many positions it takes (1, or its parts).
 */
export function scanForm(
  surface: string,
  start: number,
  position: number,
  english: boolean,
  visit: TokenVisitor,
  fold = foldWord,
  language: SearchLanguage = english ? 'en' : 'und',
): number {
  const emit = (text: string, at: number, length: number, kind: TokenKind, where: number): void => {
    const word = fold(text, language);
    if (!word) return;
    const end = at + text.length;
    visit(word, where, length, at, end, kind);
    // `love’s` is indexed as `loves` and, so that `love` finds it, as `love`; `Jesus’` needs nothing more.
    if (english && isPossessive(text)) visit(word.slice(0, -1), where, length, at, end, 'possessive');
  };
  if (!JOINER.test(surface)) {
    emit(surface, start, 1, 'word', position);
    return 1;
  }
  const parts = splitParts(surface);
  emit(surface, start, parts.length, 'joined', position);
  for (let first = 0; first < parts.length; first++) {
    const part = parts[first]!;
    emit(part.text, start + part.offset, 1, 'part', position + first);
    // Runs of 2+ parts short of the whole, from this part; compounds longer than 6 parts are not expanded.
    for (let last = first + 1; last < parts.length && parts.length <= MAX_EXPANDED_PARTS; last++) {
      if (first === 0 && last === parts.length - 1) continue;
      const end = parts[last]!.offset + parts[last]!.text.length;
      emit(
        surface.slice(part.offset, end),
        start + part.offset,
        last - first + 1,
        'subcompound',
        position + first,
      );
    }
  }
  return parts.length;
}

/** The words a reader typed, folded, as a query matches them: a compound as one word, no possessive extras. */
export function queryWords(text: string): string[] {
  return tokenize(text, 'und')
    .filter((token) => token.kind === 'word' || token.kind === 'joined')
    .map((token) => token.word);
}

function splitParts(surface: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const text of surface.split(JOINER)) {
    parts.push({ text, offset });
    offset += text.length + 1;
  }
  return parts;
}

/** Ends in an apostrophe and s after a letter (`love’s`); checked by character, as it runs for every word. */
function isPossessive(surface: string): boolean {
  const length = surface.length;
  if (length < 3) return false;
  const last = surface[length - 1];
  return (
    (last === 's' || last === 'S') &&
    APOSTROPHE_SET.has(surface[length - 2]!) &&
    /\p{L}/u.test(surface[length - 3]!)
  );
}

/** Whether a language's possessives are indexed as their words too (English). */
export function isEnglish(language: SearchLanguage): boolean {
  return /^en\b/i.test(language);
}
