import type { BookSummary, BooksResponse, ChapterResponse, VersionInfo } from '../api/reader';
import { type BookInfo, bookByNumber, findBook, splitVerseKey } from '../bible/books';
import { ChapterOutline } from '../bible/chapter-outline';
import { chapterLink } from '../bible/chapter-links';
import { formatReference } from '../reference/format-reference';
import { nearestBooks } from '../reference/nearest-books';
import { unknownBookMessage } from '../reference/parse-reference';
import { VerseIndex } from '../search/index';
import {
  type FormTokens,
  type IndexData,
  type KeptFormTokens,
  IndexBuilder,
  keptFormTokens,
  placeStrongsWords,
} from '../search/index-builder';
import {
  type KeptIndexCounts,
  KeptCounter,
  keptIndexData,
  keptForms,
  strongsOrder,
} from '../search/kept-index';
import { type SearchLanguage, scanForms } from '../search/normalise';
import type { KeptVerses, SearchedVersion } from '../search/present';
import { segmentVerse, type TaggedToken } from '../search/segments';
import type { KeptVerse } from '../search/verse-json';

/** Bumped when the pack's shape changes: a browser holding another format downloads the version again. */
export const VERSION_PACK_FORMAT = 3;

/**
 * What every part of a kept version shares (decision 415): its description and books, the written forms and gaps
 * its verses are made of, and the search index's words and what each form holds of them (decision 417).
 */
export interface VersionHead {
  format: typeof VERSION_PACK_FORMAT;
  kind: 'version';
  version: VersionInfo;
  /** The version's books answer (`GET /api/bible/:version`), as the server gives it. */
  books: BookSummary[];
  /** Every written form in the version's verses (each a match of the search's word pattern), most used first. */
  forms: string[];
  /** Everything that stands between forms or at a verse's ends (spaces, punctuation, nothing), most used first. */
  gaps: string[];
  /** The search index's words, folded, in code-unit order: a word's term id is its place here. */
  terms: string[];
  /** Each form's search tokens, as places in `terms` (`KeptFormTokens`). */
  formTokens: KeptFormTokens[];
  /** The Strong's numbers the verses' words carry, as the source writes them, most used first. */
  numbers: string[];
  /** Words carrying numbers that their verse's text lacks, as the source writes them. */
  unplaced: string[];
  /** The index's counts over the whole version, so that a browser builds it in one pass (decision 418). */
  index: KeptIndexCounts;
}

/** The verses of a version, or of one of its books. */
export interface VersionBody {
  /** The verse keys (BBCCCVVV) in ascending order, each written as its difference from the one before. */
  keys: number[];
  /** How many forms each verse has. */
  counts: number[];
  /**
   * Every verse's gaps and forms as places in the head's lists, verse after verse, each `gap, form, gap, …, form,
   * gap`: joined, they are its text; its search tokens are its forms' tokens.
   */
  parts: number[];
  /**
   * The words carrying Strong's numbers, verse after verse (absent for a version without numbers): a verse's
   * count of them, then each word's offset from the end of the last one placed before it (from the verse's
   * start for the first), its length, how many numbers it carries and their places in `numbers`. A word the
   * text lacks has the offset -1 minus its place in `unplaced`, and length 0. Words without numbers are left out: neither the
   * index nor the display pieces place them.
   */
  tagged?: number[];
  /** Verse position → its keys in the KJV's numbering, only where they differ from its own (decision 403). */
  kjv?: Record<string, number[]>;
}

/** One version as a browser keeps it to read and search offline (decisions 415 and 417). */
export type VersionPack = VersionHead & VersionBody;

/** The verses a pack is made from, in key order, with their KJV keys where the version numbers otherwise. */
export interface PackedVerse {
  key: number;
  text: string;
  tokens?: readonly TaggedToken[] | null;
  kjv?: readonly number[];
}

/** Verses written to the pack's JSON at a time: a part of some hundred kilobytes. */
const VERSES_A_PART = 1_000;

/** Counts strings; `ranked` then lists them most counted first. */
class Tally {
  private readonly counts = new Map<string, number>();

  add(text: string): void {
    this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
  }

  /** The strings, most counted first (ties in code-unit order), and each one's place. */
  ranked(): { list: string[]; place: Map<string, number> } {
    // Grouped by count, each group in code-unit order by the engine's own sort (no comparison of ours runs for
    // each pair: the WLC's forms are 111,000); like strings side by side compress better (the WLC's pack was
    // 7% larger with ties in the order met).
    const byCount = new Map<number, string[]>();
    for (const [text, count] of this.counts) {
      const group = byCount.get(count);
      if (group) group.push(text);
      else byCount.set(count, [text]);
    }
    const list = [...byCount.keys()].sort((a, b) => b - a).flatMap((count) => byCount.get(count)!.sort());
    return { list, place: new Map(list.map((text, at) => [text, at])) };
  }
}

/** Calls `visit` with each gap and form of a text in turn, starting and ending with a gap. */
function eachPart(text: string, visit: (part: string, form: boolean) => void): void {
  let end = 0;
  scanForms(text, (form, start) => {
    visit(text.slice(end, start), false);
    visit(form, true);
    end = start + form.length;
  });
  visit(text.slice(end), false);
}

/** Writes `items` (each one or more of a JSON array's elements) as the array's inside, a thousand at a time. */
function* jsonItems(items: Iterable<string>): Iterable<string> {
  let batch: string[] = [];
  let written = false;
  for (const item of items) {
    batch.push(item);
    if (batch.length === VERSES_A_PART) {
      yield `${written ? ',' : ''}${batch.join(',')}`;
      written = true;
      batch = [];
    }
  }
  if (batch.length) yield `${written ? ',' : ''}${batch.join(',')}`;
}

/**
 * A version's pack as JSON, in parts (a thousand verses at a time), so that a server never holds the whole text
 * nor its objects at once: `verses` is called three times (to count the forms, gaps and numbers, to write the
 * verses, then their tagged words) and must give the same verses, in ascending key order, each time.
 */
export function* versionPackJson(
  version: VersionInfo,
  books: readonly BookSummary[],
  verses: () => Iterable<PackedVerse>,
): Iterable<string> {
  const formTally = new Tally();
  const gapTally = new Tally();
  const numberTally = new Tally();
  const unplacedTally = new Tally();
  // Counting and finding the forms' tokens write nothing for seconds (the WLC has 111,000 forms): an empty part
  // every thousand verses or forms lets whoever makes the pack let other work through (a server answering).
  let done = 0;
  for (const verse of verses()) {
    eachPart(verse.text, (part, form) => (form ? formTally : gapTally).add(part));
    placeStrongsWords(verse.text, verse.tokens ?? [], (_start, _end, token, found) => {
      for (const number of token.s!) numberTally.add(number);
      if (!found) unplacedTally.add(token.t);
    });
    if (++done % VERSES_A_PART === 0) yield '';
  }
  const forms = formTally.ranked();
  const gaps = gapTally.ranked();
  const numbers = numberTally.ranked();
  const unplaced = unplacedTally.ranked();
  // The forms' tokens, found as the server's index finds them, their words as places in the sorted terms.
  const builder = new IndexBuilder(version.language);
  const tokens: FormTokens[] = [];
  for (const form of forms.list) {
    tokens.push(builder.form(form));
    if (tokens.length % VERSES_A_PART === 0) yield '';
  }
  const { terms, rank } = builder.vocabulary();
  yield '';
  const formTokens: KeptFormTokens[] = [];
  for (const form of tokens) {
    formTokens.push(keptFormTokens(form, forms.list[formTokens.length]!, rank));
    if (formTokens.length % VERSES_A_PART === 0) yield '';
  }
  // The index's counts, counted verse by verse as the parts and tagged words are written (decision 418).
  const { numberId, strongsNumbers } = strongsOrder(numbers.list);
  const counter = new KeptCounter(
    keptForms(forms.list, gaps.list, formTokens),
    terms.length,
    numberId,
    strongsNumbers.length,
  );
  yield `{"format":${VERSION_PACK_FORMAT},"kind":"version","version":${JSON.stringify(version)},"books":${JSON.stringify(books)}`;
  yield `,"forms":${JSON.stringify(forms.list)}`;
  yield `,"gaps":${JSON.stringify(gaps.list)}`;
  yield `,"terms":${JSON.stringify(terms)}`;
  yield `,"formTokens":${JSON.stringify(formTokens)}`;
  yield `,"numbers":${JSON.stringify(numbers.list)},"unplaced":${JSON.stringify(unplaced.list)},"parts":[`;
  const keys: number[] = [];
  const counts: number[] = [];
  const kjv: Record<string, number[]> = {};
  let previous = 0;
  yield* jsonItems(
    (function* () {
      for (const verse of verses()) {
        if (verse.key <= previous) throw new Error(`verse ${verse.key} is out of key order`);
        keys.push(verse.key - previous);
        previous = verse.key;
        if (verse.kjv) kjv[keys.length - 1] = [...verse.kjv];
        const parts: number[] = [];
        eachPart(verse.text, (part, form) => parts.push((form ? forms : gaps).place.get(part)!));
        counts.push((parts.length - 1) / 2);
        counter.verse(parts, 0, counts.at(-1)!);
        yield parts.join(',');
      }
    })(),
  );
  yield `],"keys":${JSON.stringify(keys)},"counts":${JSON.stringify(counts)}`;
  if (version.hasStrongs) {
    yield ',"tagged":[';
    yield* jsonItems(
      (function* () {
        for (const verse of verses()) {
          const words: number[] = [0];
          let cursor = 0;
          placeStrongsWords(verse.text, verse.tokens ?? [], (start, end, token, found) => {
            words[0] = words[0]! + 1;
            if (found) words.push(start - cursor, end - start);
            else words.push(-1 - unplaced.place.get(token.t)!, 0);
            words.push(token.s!.length, ...token.s!.map((number) => numbers.place.get(number)!));
            if (found) cursor = end;
          });
          counter.tagged(words, 0);
          yield words.join(',');
        }
      })(),
    );
    yield ']';
  }
  yield `,"index":${JSON.stringify(counter.counts())}`;
  yield Object.keys(kjv).length ? `,"kjv":${JSON.stringify(kjv)}}` : '}';
}

/** The pack itself, for what holds it whole anyway (the tests, a browser after parsing it). */
export function packVersion(
  version: VersionInfo,
  books: readonly BookSummary[],
  verses: readonly PackedVerse[],
): VersionPack {
  return JSON.parse([...versionPackJson(version, books, () => verses)].join('')) as VersionPack;
}

/** A pack's head: what its books' parts share. */
export function headOf(pack: VersionHead): VersionHead {
  const { format, kind, version, books, forms, gaps, terms, formTokens, numbers, unplaced, index } = pack;
  return { format, kind, version, books, forms, gaps, terms, formTokens, numbers, unplaced, index };
}

/** Where each verse's parts start in a body's flat list (one past the last verse: the list's length). */
function partStarts(body: VersionBody): Uint32Array {
  const verses = body.keys.length;
  const starts = new Uint32Array(verses + 1);
  for (let at = 0; at < verses; at++) starts[at + 1] = starts[at]! + 2 * body.counts[at]! + 1;
  return starts;
}

/** Where each verse's tagged words start in a body's flat list, or undefined when it keeps none. */
function taggedStarts(body: VersionBody): Uint32Array | undefined {
  const flat = body.tagged;
  if (!flat) return undefined;
  const verses = body.keys.length;
  const starts = new Uint32Array(verses + 1);
  let cursor = 0;
  for (let at = 0; at < verses; at++) {
    let words = flat[cursor++]!;
    while (words-- > 0) cursor += 3 + flat[cursor + 2]!;
    starts[at + 1] = cursor;
  }
  return starts;
}

/** A failure answered as the server would: its status and the sentence a reader sees. */
export class PackAnswerError extends Error {
  override readonly name = 'PackAnswerError';
  constructor(
    readonly status: number,
    message: string,
    readonly suggestions?: readonly string[],
  ) {
    super(message);
  }
}

const NO_TOKENS: readonly TaggedToken[] = [];

/**
 * A kept version opened for reading and searching: the chapter and books answers the server would give, and the
 * search index built from the pack's forms the first time a search needs it (decision 417).
 */
export class PackedVersion implements SearchedVersion {
  readonly version: VersionInfo & { direction: 'ltr' | 'rtl' };
  readonly keys: Uint32Array;
  readonly keptResults: { plain: KeptVerses; tagged: KeptVerses } = {
    plain: new Map<number, KeptVerse>(),
    tagged: new Map<number, KeptVerse>(),
  };
  /** The verse keys by book and chapter (a pack of one book has only its own). */
  private readonly outline: ChapterOutline;
  /** Verse texts, joined from their forms and gaps when first read. */
  private readonly texts: (string | undefined)[];
  /** Where each verse's parts start in the body's list. */
  private readonly partStart: Uint32Array;
  /** Where each verse's tagged words start, found when first needed (the index reads them in turn). */
  private taggedStart: Uint32Array | undefined;
  private built: VerseIndex | undefined;

  constructor(
    private readonly head: VersionHead,
    private readonly body: VersionBody,
  ) {
    if (head.format !== VERSION_PACK_FORMAT || head.kind !== 'version') {
      throw new Error('This kept version was saved by another release: download it again');
    }
    const verses = body.keys.length;
    if (body.counts.length !== verses) throw new Error('The kept version is damaged');
    this.partStart = partStarts(body);
    if (this.partStart[verses] !== body.parts.length) throw new Error('The kept version is damaged');
    this.version = head.version as VersionInfo & { direction: 'ltr' | 'rtl' };
    this.keys = new Uint32Array(verses);
    let key = 0;
    for (let at = 0; at < verses; at++) this.keys[at] = key += body.keys[at]!;
    this.outline = new ChapterOutline(this.keys);
    this.texts = new Array<string | undefined>(verses);
  }

  /** The search index, built from the pack's forms when first asked for (decision 417). */
  get index(): VerseIndex {
    this.built ??= new VerseIndex(this.indexData());
    return this.built;
  }

  /** Whether the index has been built yet. */
  get indexed(): boolean {
    return this.built !== undefined;
  }

  /**
   * The index `buildIndexData` makes from the verse texts, made from the pack instead (decisions 417 and 418):
   * each form's tokens come with their term ids, the offsets are added up from the forms' and gaps' lengths,
   * and the tagged words' spans and numbers are read off, so that no text is joined, scanned or folded.
   */
  private indexData(): IndexData {
    const { forms, gaps, terms, formTokens, numbers } = this.head;
    const { parts, counts, tagged } = this.body;
    return keptIndexData(
      {
        language: this.head.version.language as SearchLanguage,
        keys: this.keys,
        terms,
        ...keptForms(forms, gaps, formTokens),
        counts,
        parts,
        tagged,
        numbers,
      },
      this.head.index,
    );
  }

  /** The text of the verse at a position: its gaps and forms joined. */
  private text(at: number): string {
    let text = this.texts[at];
    if (text === undefined) {
      const { forms, gaps } = this.head;
      const parts = this.body.parts;
      const end = this.partStart[at + 1]!;
      let part = this.partStart[at]!;
      text = gaps[parts[part++]!]!;
      while (part < end) text += forms[parts[part++]!]! + gaps[parts[part++]!]!;
      this.texts[at] = text;
    }
    return text;
  }

  /** The position of a verse key, or -1. */
  private find(key: number): number {
    let low = 0;
    let high = this.keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.keys[middle]!;
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The verse's words carrying numbers as the server holds them, each word's text cut from the verse. */
  private tokensAt(at: number): readonly TaggedToken[] {
    const tagged = this.body.tagged;
    if (!tagged) return NO_TOKENS;
    if (!this.taggedStart) {
      this.taggedStart = taggedStarts(this.body)!;
      if (this.taggedStart[this.keys.length] !== tagged.length)
        throw new Error('The kept version is damaged');
    }
    let word = this.taggedStart[at]!;
    let left = tagged[word++]!;
    if (left === 0) return NO_TOKENS;
    const { numbers, unplaced } = this.head;
    const text = this.text(at);
    const tokens: TaggedToken[] = [];
    let cursor = 0;
    for (; left > 0; left--) {
      const offset = tagged[word++]!;
      const length = tagged[word++]!;
      let t: string;
      if (offset < 0) t = unplaced[-1 - offset]!;
      else {
        t = text.slice(cursor + offset, cursor + offset + length);
        cursor += offset + length;
      }
      const s: string[] = [];
      for (let count = tagged[word++]!; count > 0; count--) s.push(numbers[tagged[word++]!]!);
      tokens.push({ t, s });
    }
    return tokens;
  }

  verse(key: number): { text: string; tokens: readonly TaggedToken[] } | undefined {
    const at = this.find(key);
    return at < 0 ? undefined : { text: this.text(at), tokens: this.tokensAt(at) };
  }

  tokens(key: number): readonly TaggedToken[] {
    const at = this.find(key);
    return at < 0 ? NO_TOKENS : this.tokensAt(at);
  }

  /** `GET /api/bible/:version`. */
  books(): BooksResponse {
    return { version: this.head.version, books: this.head.books };
  }

  /** `GET /api/bible/:version/:book/:chapter`, with the server's 400 and 404 sentences. */
  chapter(bookText: string, chapter: number): ChapterResponse {
    const book = resolveBook(bookText);
    const summary = this.head.books.find((entry) => entry.number === book.number);
    const keys = this.outline.verseKeys(book.number, chapter);
    const name = this.head.version.name;
    if (!summary || !keys) {
      const chapters = summary?.chapters ?? [];
      if (!chapters.length) throw new PackAnswerError(404, `${name} does not include ${book.name}`);
      const last = chapters.at(-1)!;
      if (chapter > last) {
        const plural = last === 1 ? '' : 's';
        throw new PackAnswerError(404, `${book.name} has ${last} chapter${plural} in ${name}`);
      }
      throw new PackAnswerError(404, `${name} has no ${book.name} ${chapter}`);
    }
    const previous = neighbour(this.head.books, book.number, chapter, -1);
    const next = neighbour(this.head.books, book.number, chapter, 1);
    return {
      version: this.head.version,
      book: summary,
      chapter,
      reference: `${book.name} ${chapter}`,
      verses: Array.from(keys, (key) => {
        const at = this.find(key);
        const text = this.text(at);
        const kjv = this.body.kjv?.[at];
        return {
          id: key,
          verse: splitVerseKey(key).verse,
          reference: formatReference(key),
          text,
          segments: segmentVerse(text, this.tokensAt(at)),
          ...(kjv ? { kjv } : {}),
        };
      }),
      previous: previous ? chapterLink(previous.book, previous.chapter) : null,
      next: next ? chapterLink(next.book, next.chapter) : null,
    };
  }
}

/**
 * The chapter before or after one, across books, from the version's books answer (as the server's outline finds
 * it from the keys): a pack of one book still links to the books around it.
 */
function neighbour(
  books: readonly BookSummary[],
  book: number,
  chapter: number,
  step: -1 | 1,
): { book: number; chapter: number } | undefined {
  const at = books.findIndex((entry) => entry.number === book);
  const chapters = books[at]?.chapters ?? [];
  const position = chapters.indexOf(chapter) + step;
  if (position >= 0 && position < chapters.length) return { book, chapter: chapters[position]! };
  const other = books[at + step];
  if (!other?.chapters.length) return undefined;
  return { book: other.number, chapter: step === 1 ? other.chapters[0]! : other.chapters.at(-1)! };
}

/** A pack's verses split by book, each part without the head the parts share (decision 415). */
export function packBooks(pack: VersionBody): Map<number, VersionBody> {
  const parts = partStarts(pack);
  const tagged = taggedStarts(pack);
  const byBook = new Map<number, VersionBody>();
  let key = 0;
  let previous = 0;
  for (let at = 0; at < pack.keys.length; at++) {
    key += pack.keys[at]!;
    const book = Math.floor(key / 1_000_000);
    let part = byBook.get(book);
    if (!part) {
      part = { keys: [], counts: [], parts: [], ...(pack.tagged ? { tagged: [] } : {}), kjv: {} };
      byBook.set(book, part);
      previous = 0;
    }
    part.keys.push(key - previous);
    previous = key;
    part.counts.push(pack.counts[at]!);
    for (let entry = parts[at]!; entry < parts[at + 1]!; entry++) part.parts.push(pack.parts[entry]!);
    if (part.tagged) {
      for (let entry = tagged![at]!; entry < tagged![at + 1]!; entry++) {
        part.tagged.push(pack.tagged![entry]!);
      }
    }
    const kjv = pack.kjv?.[at];
    if (kjv) part.kjv![part.keys.length - 1] = kjv;
  }
  return byBook;
}

/** The books' parts (in book order) joined into the version's verses. */
export function joinBooks(parts: readonly VersionBody[]): VersionBody {
  const [first] = parts;
  if (!first) throw new Error('The kept version has no books');
  const joined: VersionBody = {
    keys: [],
    counts: [],
    parts: [],
    ...(first.tagged ? { tagged: [] } : {}),
    kjv: {},
  };
  let last = 0;
  for (const part of parts) {
    let key = 0;
    for (let at = 0; at < part.keys.length; at++) {
      key += part.keys[at]!;
      joined.keys.push(key - last);
      last = key;
      const kjv = part.kjv?.[at];
      if (kjv) joined.kjv![joined.keys.length - 1] = kjv;
    }
  }
  // One concatenation a list, which copies arrays of small numbers whole (pushing them one by one took 100 ms).
  joined.counts = joined.counts.concat(...parts.map((part) => part.counts));
  joined.parts = joined.parts.concat(...parts.map((part) => part.parts));
  if (joined.tagged) joined.tagged = joined.tagged.concat(...parts.map((part) => part.tagged!));
  return joined;
}

/** The verses of no book: what answers a chapter of a book the version lacks. */
export const NO_VERSES: VersionBody = { keys: [], counts: [], parts: [] };

/** A book given as a number, an OSIS id, a name or an abbreviation, as the server reads it; 400 otherwise. */
export function resolveBook(text: string): BookInfo {
  const trimmed = text.trim();
  const book = /^\d+$/.test(trimmed) ? bookByNumber(Number(trimmed)) : findBook(trimmed);
  if (!book) {
    const suggestions = nearestBooks(trimmed).map((nearest) => nearest.name);
    throw new PackAnswerError(400, unknownBookMessage(trimmed, suggestions), suggestions);
  }
  return book;
}
