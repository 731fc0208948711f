import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import { bookByOsis, findBook, verseKey } from '../bible/books';
import { KJV } from '../bible/versification';
import { nearestBooks } from './nearest-books';
import { OPEN_END, type VerseRange } from './verse-range';

export { formatRange, formatReference } from './format-reference';
export type { VerseRange } from './verse-range';

/** A failure may carry what the reader probably meant: for an unknown book, the nearest books' references. */
export type ReferenceResult =
  { ok: true; ranges: VerseRange[] } | { ok: false; message: string; suggestions?: string[] };

// The parser's entity tree, as far as we read it (its typings leave `parse()` untyped).
interface ParsedPoint {
  b: string;
  c?: number;
  v?: number;
}
interface ParsedEntity {
  indices?: [number, number];
  start?: ParsedPoint;
  end?: ParsedPoint;
  valid?: { valid: boolean; messages: Record<string, number | boolean> };
  entities?: ParsedEntity[];
}
interface ParsedText {
  osis(): string;
  parsed_entities(): ParsedEntity[];
}

let parser: bcv_parser | undefined;

/** One parser for the process: building it compiles the English book patterns (about 30 ms). */
function referenceParser(): bcv_parser {
  parser ??= new bcv_parser(english).set_options({
    versification_system: 'kjv',
    osis_compaction_strategy: 'bcv',
    book_alone_strategy: 'full',
    book_range_strategy: 'include',
    consecutive_combination_strategy: 'separate',
    sequence_combination_strategy: 'combine',
    invalid_passage_strategy: 'include',
    invalid_sequence_strategy: 'include',
    captive_end_digits_strategy: 'include',
    single_chapter_1_strategy: 'chapter',
    warn_level: 'none',
  });
  return parser;
}

interface Analysis {
  /** Whether the parser read every letter and digit of the text as part of a reference. */
  covered: boolean;
  result: ReferenceResult;
}

let lastAnalysis: { text: string; analysis: Analysis } | undefined;

// One deuterocanonical book, alone or with chapter, verse and range numbers: `Tobit`, `Tobias 1`, `Sir 3:4-6`,
// `1 Machabees 2-3`, `Wisdom 1:1-2:3`.
const DEUTEROCANON_REFERENCE =
  /^((?:[1-4]|i{1,3}|iv)\s*)?(\p{L}[\p{L} .'’]*?)\.?(?:\s+(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?(?:\s*[-–—]\s*(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?)?)?$/iu;

/**
 * The deuterocanon (books 67+) is outside the parser's KJV canon and has no one numbering, so its references
 * are read as written, a chapter or book running to OPEN_END (decision 153). Lower-case words with numbers
 * (`bar 3`) stay words, as for unknown books. Undefined when the text names no deuterocanonical book.
 */
function deuterocanonReference(text: string): Analysis | undefined {
  const match = DEUTEROCANON_REFERENCE.exec(text);
  const book = match && findBook(`${match[1] ?? ''}${match[2]}`.trim());
  if (!match || !book?.deuterocanonical) return undefined;
  const [chapter, verse, to, toVerse] = [match[3], match[4], match[5], match[6]].map((part) =>
    part === undefined ? undefined : Number(part),
  );
  if (chapter !== undefined && !text.includes(':') && !/^\p{Lu}/u.test(match[2]!) && !match[1]) {
    return { covered: false, result: notAReference(text) };
  }
  const start: [number, number] = [chapter ?? 1, verse ?? 1];
  let end: [number, number];
  if (chapter === undefined) end = [OPEN_END, OPEN_END];
  else if (to === undefined) end = [chapter, verse ?? OPEN_END];
  else if (toVerse !== undefined) end = [to, toVerse];
  else if (verse !== undefined) end = [chapter, to];
  else end = [to, OPEN_END];
  const fail = (message: string): Analysis => ({ covered: true, result: { ok: false, message } });
  if (start[0] === 0 || end[0] === 0) return fail('Chapter numbers start at 1');
  if (start[1] === 0 || end[1] === 0) return fail('Verse numbers start at 1');
  const range = { start: verseKey(book.number, ...start), end: verseKey(book.number, ...end) };
  if (range.end < range.start) return fail('The range ends before it starts');
  return { covered: true, result: { ok: true, ranges: [range] } };
}

/** Parses once per text: a query asks `looksLikeReference` and then `parseReference` of the same text. */
function analyse(text: string): Analysis {
  if (lastAnalysis?.text === text) return lastAnalysis.analysis;
  const deuterocanon = deuterocanonReference(text);
  if (deuterocanon) {
    lastAnalysis = { text, analysis: deuterocanon };
    return deuterocanon;
  }
  const parsed = referenceParser().parse(text) as ParsedText;
  const entities = parsed.parsed_entities();
  const covered = entities.length > 0 && coversText(text, entities);
  const problem = firstProblem(entities);
  let result: ReferenceResult;
  if (covered && problem) result = { ok: false, message: problem };
  else if (covered) result = rangesFromOsis(parsed.osis(), text);
  else result = problem ? { ok: false, message: problem } : notAReference(text);
  const analysis = { covered, result };
  lastAnalysis = { text, analysis };
  return analysis;
}

/**
 * Parses what a reader types (`Gen 1:1-5`, `Jn 3:16; Rom 8:28, 38-39`, `I Corinthians 13`, `Gen 1:26-2:3`,
 * a whole book) into KJV verse ranges in the order written, or a message saying what does not exist.
 */
export function parseReference(text: string): ReferenceResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: 'Type a reference such as John 3:16' };
  return analyse(trimmed).result;
}

// Characters that only a search query uses: quotes, prefix stars, groups, exclusions, `in:` and `OR`.
const QUERY_SYNTAX = /["*()]|(?:^|\s)-\S|\bin:|\sOR\s/i;

/**
 * Whether a search box text is a reference rather than words. Decision: a book name alone (`Job`, `Acts`,
 * `Mark`, `Genesis`) is a word search, since most book names are also words or names in the text; a book
 * with a chapter (`Job 3`), a numbered or several-word name (`1 John`, `Song of Solomon`), a book range
 * (`Gen-Deut`), and a capitalised unknown name with numbers (`Hezekiah 3`, so the reader learns why) are
 * references.
 */
export function looksLikeReference(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || QUERY_SYNTAX.test(trimmed)) return false;
  if (/\d/.test(trimmed)) return analyse(trimmed).covered || looksLikeUnknownBook(trimmed);
  const parts = trimmed.split(/\s*(?:[-–—]|\bto\b)\s*/i);
  if (parts.length > 2 || parts.some((part) => !findBook(part))) return false;
  if (parts.length === 1 && !/\s/.test(trimmed)) return false;
  return analyse(trimmed).covered;
}

// Book-like words followed by chapter (and verse) numbers: `Hezekiah 3`, `2 Hezekiah 3:1-4`.
const NAME_THEN_NUMBERS =
  /^((?:[1-3]|i{1,3})\s*)?(\p{L}[\p{L} .'’]*?)\.?\s+\d+(?:\s*[:.]\s*\d+)?(?:\s*[-–—]\s*\d+(?:\s*[:.]\s*\d+)?)?$/iu;

function looksLikeUnknownBook(text: string): boolean {
  const match = NAME_THEN_NUMBERS.exec(text);
  // `love 3` stays a word search; `Hezekiah 3` and `love 3:1` read as references to an unknown book.
  return match !== null && (text.includes(':') || /^\p{Lu}/u.test(match[2]!) || match[1] !== undefined);
}

function notAReference(text: string): ReferenceResult {
  const name = bookWords(text);
  if (!name || findBook(name)) return { ok: false, message: `Not a Bible reference: ${text}` };
  // `Hezekiah 4:2` → `Ezekiel 4:2`: the nearest books with the numbers as typed.
  const numbers = /\s+\d[\d\s:.–—-]*$/.exec(text)?.[0].trim();
  const suggestions = nearestBooks(name).map((book) => (numbers ? `${book.name} ${numbers}` : book.name));
  const message = unknownBookMessage(name, suggestions);
  return suggestions.length ? { ok: false, message, suggestions } : { ok: false, message };
}

/** The message for a book nobody knows, asking "Did you mean …?" with the nearest books when there are any. */
export function unknownBookMessage(name: string, suggestions: readonly string[]): string {
  const message = `Unknown book: ${name}`;
  return suggestions.length ? `${message}. Did you mean ${suggestions.join(' or ')}?` : message;
}

/** The part of a reference-shaped text that should name a book, or undefined when the text has no such shape. */
function bookWords(text: string): string | undefined {
  const numbered = NAME_THEN_NUMBERS.exec(text);
  if (numbered) return `${numbered[1] ?? ''}${numbered[2]}`.trim();
  return /^\p{L}[\p{L} .'’]*$/u.test(text) ? text : undefined;
}

function coversText(text: string, entities: ParsedEntity[]): boolean {
  const covered = new Uint8Array(text.length);
  for (const { indices } of entities) if (indices) covered.fill(1, indices[0], indices[1]);
  for (let index = 0; index < text.length; index++) {
    if (!covered[index] && /[\p{L}\p{N}]/u.test(text[index]!)) return false;
  }
  return true;
}

/** Our message for the first entity the parser found invalid (or silently clamped), checked on KJV counts. */
function firstProblem(entities: ParsedEntity[]): string | undefined {
  for (const entity of entities) {
    const problem = entity.valid ? describeProblem(entity) : undefined;
    if (problem) return problem;
    const nested = entity.entities && firstProblem(entity.entities);
    if (nested) return nested;
  }
  return undefined;
}

function describeProblem({ start, end, valid }: ParsedEntity): string | undefined {
  const messages = valid!.messages;
  const has = (key: string): boolean => messages[key] !== undefined;
  if (has('start_chapter_is_zero') || has('end_chapter_is_zero')) return 'Chapter numbers start at 1';
  if (start && has('start_chapter_not_exist')) return chaptersMessage(start.b);
  if (end && has('end_chapter_not_exist')) return chaptersMessage(end.b);
  if (has('start_verse_is_zero') || has('end_verse_is_zero')) return 'Verse numbers start at 1';
  if (start && has('start_verse_not_exist')) return versesMessage(start.b, start.c ?? 1);
  if (end && has('end_verse_not_exist')) return versesMessage(end.b, end.c ?? 1);
  if (has('end_book_before_start') || has('end_chapter_before_start') || has('end_verse_before_start')) {
    return 'The range ends before it starts';
  }
  if (!valid!.valid && start && has('start_chapter_not_exist_in_single_chapter_book')) {
    return chaptersMessage(start.b);
  }
  return valid!.valid ? undefined : 'Not a valid reference';
}

function chaptersMessage(osis: string): string {
  const book = bookByOsis(osis);
  const count = KJV.chapterCount(osis);
  return `${book?.name ?? osis} has ${count} chapter${count === 1 ? '' : 's'}`;
}

function versesMessage(osis: string, chapter: number): string {
  const name = bookByOsis(osis)?.name ?? osis;
  const count = KJV.verseCount(osis, chapter);
  return KJV.chapterCount(osis) === 1
    ? `${name} has ${count} verses`
    : `${name} ${chapter} has ${count} verses`;
}

/** `John.3.16,Rom.8.38-Rom.8.39` (always book, chapter and verse) → key ranges in the same order. */
function rangesFromOsis(osis: string, text: string): ReferenceResult {
  const ranges: VerseRange[] = [];
  for (const part of osis.split(',').filter(Boolean)) {
    const [from, to = from] = part.split('-');
    const start = keyOfOsisVerse(from!);
    const end = keyOfOsisVerse(to!);
    if (start === undefined || end === undefined) return notAReference(text);
    ranges.push({ start, end });
  }
  return ranges.length > 0 ? { ok: true, ranges } : notAReference(text);
}

function keyOfOsisVerse(osis: string): number | undefined {
  const [bookId, chapter, verse] = osis.split('.');
  const book = bookByOsis(bookId ?? '');
  return book && chapter && verse ? verseKey(book.number, Number(chapter), Number(verse)) : undefined;
}
