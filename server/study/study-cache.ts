import type { DatabaseHandle } from '../db/database';
import { LruCache } from '../http/lru-cache';
import { lowerBoundString } from '../../core/search/sorted-strings';
import { searchWords } from '../../core/study/marks';
import { MARK_SPAN_KEYS, type MarkListFilters, type MarkRow } from './study.repository';
import { ListenedCache } from '../db/listened-cache';
import type { ReadyAnswer } from './ready-answer';

/** The channel on which every instance hears that a reader's marks changed (payload: the reader's id). */
export const STUDY_MARKS_CHANGED_CHANNEL = 'study_marks_changed';

/** The most marks of a reader the cache keeps; a reader of more is answered by the database's statements. */
export const MOST_KEPT_MARKS = 20_000;

/**
 * The most bytes of ready answers a reader's entry keeps beside the marks (a 16th of the cache at most: about
 * forty chapters' answers), counted in the entry's weight as they are kept, the least recently asked going first.
 */
export const READY_ANSWER_BYTES = 1024 * 1024;

/** A reader's marks, journal notes included, in canon order, as one instance keeps them. */
export class ReaderMarks {
  /** The first verse key of each mark of `rows`, in the same order, for the binary search. */
  private readonly starts: Int32Array;
  /**
   * Every word of the marks (`searchWords` of what the database's `words` column is made of), sorted, each with
   * the indexes of the marks holding it, ascending: built on the first text filter.
   */
  private vocabulary: { words: string[]; marks: Int32Array[] } | undefined;
  /** The indexes of the marks newest first (updated, then id), on first use. */
  private byDate: Int32Array | undefined;
  /**
   * Answers made from these marks, by what was asked, the least recently asked going first; they go with the
   * marks when the reader writes one.
   */
  private readonly answers: LruCache<string, ReadyAnswer>;

  constructor(
    private readonly rows: readonly MarkRow[],
    answerBudget = READY_ANSWER_BYTES,
  ) {
    this.starts = Int32Array.from(rows, (row) => row.startKey);
    this.answers = new LruCache(Number.POSITIVE_INFINITY, answerBudget);
  }

  /** The answer kept for `key`, made from these marks (now the most recently asked). */
  readyAnswer(key: string): ReadyAnswer | undefined {
    return this.answers.get(key);
  }

  /** The bytes of the answers kept. */
  get answersWeight(): number {
    return this.answers.weight;
  }

  /**
   * Keeps an answer made from these marks, within the answer budget: the least recently asked go first (a
   * reader paging through a book keeps the chapters they turn back to).
   */
  keepAnswer(key: string, answer: ReadyAnswer): void {
    this.answers.set(key, answer, answer.bytes);
  }

  /** The marks over any verse from `from` to `to` (KJV keys), journal notes left out, as `between` finds them. */
  between(from: number, to: number): MarkRow[] {
    const found: MarkRow[] = [];
    for (let at = this.firstFrom(from - MARK_SPAN_KEYS); at < this.rows.length; at++) {
      const row = this.rows[at]!;
      if (row.startKey > to) break;
      if (row.endKey >= from && row.kind !== 'journal') found.push(row);
    }
    return found;
  }

  /** A page of the study list and how many marks meet its filters, as `StudyRepository.list` answers. */
  list(filters: MarkListFilters): { rows: MarkRow[]; total: number } {
    const tokens = [...new Set((filters.words ?? []).flatMap(searchWords))];
    const holding = tokens.length ? this.holding(tokens) : undefined;
    const dated = filters.order === 'date' ? (this.byDate ??= this.newestFirst()) : undefined;
    const from = filters.keys?.from ?? Number.NEGATIVE_INFINITY;
    const to = filters.keys?.to ?? Number.POSITIVE_INFINITY;
    const page: MarkRow[] = [];
    let total = 0;
    for (let at = 0; at < this.rows.length; at++) {
      const index = dated ? dated[at]! : at;
      if (holding && holding[index] !== tokens.length) continue;
      const row = this.rows[index]!;
      if (filters.kind && row.kind !== filters.kind) continue;
      if (filters.color && row.color !== filters.color) continue;
      if (filters.tag && !row.tags.includes(filters.tag)) continue;
      if (row.startKey < from || row.startKey > to) continue;
      if (total >= filters.offset && page.length < filters.limit) page.push(row);
      total++;
    }
    return { rows: page, total };
  }

  /**
   * For each mark, how many of `tokens` start one of its words (the database's `token:*`): the marks holding
   * every token count `tokens.length`. Each token's words are one run of the sorted vocabulary.
   */
  private holding(tokens: readonly string[]): Uint8Array {
    const vocabulary = (this.vocabulary ??= this.index());
    const counts = new Uint8Array(this.rows.length);
    for (const [done, token] of tokens.entries()) {
      for (let at = lowerBoundString(vocabulary.words, token); at < vocabulary.words.length; at++) {
        if (!vocabulary.words[at]!.startsWith(token)) break;
        // A mark is counted once per token, however many of its words the token starts.
        for (const mark of vocabulary.marks[at]!) if (counts[mark] === done) counts[mark] = done + 1;
      }
    }
    return counts;
  }

  private index(): { words: string[]; marks: Int32Array[] } {
    const postings = new Map<string, number[]>();
    this.rows.forEach((row, at) => {
      for (const word of wordsOf(row)) {
        const marks = postings.get(word);
        if (marks) marks.push(at);
        else postings.set(word, [at]);
      }
    });
    const words = [...postings.keys()].sort();
    return { words, marks: words.map((word) => Int32Array.from(postings.get(word)!)) };
  }

  private newestFirst(): Int32Array {
    const order = Int32Array.from(this.rows, (_, at) => at);
    return order.sort((a, b) => {
      const left = this.rows[a]!;
      const right = this.rows[b]!;
      return right.updatedAt.getTime() - left.updatedAt.getTime() || right.id - left.id;
    });
  }

  /** The index of the first mark starting at `key` or after. */
  private firstFrom(key: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.starts[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * The words the text filter finds a mark by: those of its note, tags, reference and Strong's numbers, as the
 * `study_mark_words` function of migration 0016 makes them (punctuation splits, case folded).
 */
function wordsOf(row: MarkRow): Set<string> {
  const text = `${row.note ?? ''} ${row.tags.join(' ')} ${row.ref} ${row.strongs.join(' ')}`;
  return new Set(searchWords(text));
}

/** Kept in place of the marks of a reader of more than MOST_KEPT_MARKS, so they are not read again and again. */
const TOO_MANY = Symbol('too many marks to keep');

/** The bytes of a string in V8: one a character when every character fits in Latin-1, else two. */
function stringBytes(text: string): number {
  return (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;
}

/**
 * What a reader's marks cost the cache in bytes: each mark's object (some 300 bytes), its strings, and for a
 * note the text filter's postings (about half a byte a character).
 */
function weightOf(rows: readonly MarkRow[]): number {
  let bytes = 0;
  for (const row of rows) {
    bytes += 300 + stringBytes(row.ref);
    if (row.note) bytes += stringBytes(row.note) + Math.ceil(row.note.length / 2);
    for (const tag of row.tags) bytes += 40 + stringBytes(tag);
    bytes += 40 * row.strongs.length;
  }
  return bytes;
}

/**
 * Each reader's marks over verses, kept in this instance after their first chapter is asked for (decision
 * 365): a chapter's marks are then a binary search, not a statement. Bounded by bytes, least recently used
 * first. Any write of the reader's marks, on any instance, drops the reader's entry: the writer drops its
 * own at once and tells the others by NOTIFY. While the LISTEN connection is lost, nothing is kept or
 * answered from here (every read goes to the database), since a write elsewhere could go unheard.
 */
export class StudyCache {
  private readonly readers: LruCache<string, ReaderMarks | typeof TOO_MANY>;
  /** Fills under way, so that readers asking together share one statement; `dropped` when a write came meanwhile. */
  private readonly filling = new Map<string, { marks: Promise<ReaderMarks | undefined>; dropped: boolean }>();
  /** Emptied when its LISTEN connection is lost and when it is back; `hearing` false in between. */
  private readonly listened = new ListenedCache(() => this.clear());
  private notify: ((userId: string) => Promise<void>) | undefined;

  private readonly answerBudget: number;
  /** Each kept reader's weight without their answers. */
  private readonly marksWeight = new WeakMap<ReaderMarks, number>();

  /**
   * Keeps an answer made from a reader's kept marks with them, and counts it in their weight (the cache drops the
   * least recently reading readers if the whole passes its bound); nothing if those marks are no longer kept.
   */
  keepAnswer(userId: string, marks: ReaderMarks, key: string, answer: ReadyAnswer): void {
    const weight = this.marksWeight.get(marks);
    if (weight === undefined || !this.listened.hearing || this.readers.get(userId) !== marks) return;
    marks.keepAnswer(key, answer);
    this.readers.set(userId, marks, weight + marks.answersWeight);
  }

  constructor(private readonly maxBytes: number) {
    this.answerBudget = Math.min(READY_ANSWER_BYTES, Math.floor(maxBytes / 16));
    this.readers = new LruCache(Number.POSITIVE_INFINITY, maxBytes);
  }

  /** Readers kept and the bytes they are counted at. */
  get size(): { readers: number; bytes: number } {
    return { readers: this.readers.size, bytes: this.readers.weight };
  }

  /**
   * The reader's kept marks, read with `load` (every mark in canon order, at most MOST_KEPT_MARKS + 1) when not
   * kept; undefined for a reader of more, whom the database answers.
   */
  marksOf(userId: string, load: () => Promise<MarkRow[]>): Promise<ReaderMarks | undefined> {
    const kept = this.listened.hearing ? this.readers.get(userId) : undefined;
    if (kept) return Promise.resolve(kept === TOO_MANY ? undefined : kept);
    const under = this.filling.get(userId);
    if (under) return under.marks;
    const fill = {
      dropped: false,
      marks: load().then((rows) => {
        // A reader of more marks, or more bytes, than the cache keeps is answered by the database's statements.
        const weight = rows.length > MOST_KEPT_MARKS ? Number.POSITIVE_INFINITY : weightOf(rows);
        const marks =
          weight + this.answerBudget <= this.maxBytes ? new ReaderMarks(rows, this.answerBudget) : undefined;
        if (!fill.dropped && this.listened.hearing) {
          this.readers.set(userId, marks ?? TOO_MANY, marks ? weight : 1);
          if (marks) this.marksWeight.set(marks, weight);
        }
        return marks;
      }),
    };
    this.filling.set(userId, fill);
    const done = () => {
      if (this.filling.get(userId) === fill) this.filling.delete(userId);
    };
    fill.marks.then(done, done);
    return fill.marks;
  }

  /**
   * The reader's kept marks, or undefined while they are not kept: then their fill is started (unless under
   * way) and the caller answers from the database, so the first read after a write costs what it did before.
   */
  keptOrFill(userId: string, load: () => Promise<MarkRow[]>): ReaderMarks | undefined {
    const kept = this.listened.hearing ? this.readers.get(userId) : undefined;
    if (kept) return kept === TOO_MANY ? undefined : kept;
    if (this.listened.hearing) void this.marksOf(userId, load).catch(() => undefined);
    return undefined;
  }

  /** Drops the reader's marks here, and on every other instance through the database's NOTIFY. */
  async changed(userId: string): Promise<void> {
    this.drop(userId);
    await this.notify?.(userId);
  }

  /** Drops the reader's marks in this instance. */
  drop(userId: string): void {
    this.readers.delete(userId);
    const fill = this.filling.get(userId);
    if (fill) {
      fill.dropped = true;
      this.filling.delete(userId);
    }
  }

  /** Drops every reader's marks, and any fill under way. */
  clear(): void {
    this.readers.clear();
    for (const fill of this.filling.values()) fill.dropped = true;
    this.filling.clear();
  }

  /**
   * Hears the other instances' writes. On PGlite, one process holds the database: its own drops suffice, and
   * nothing is sent. On a server, a lost LISTEN connection clears the cache and stops it until it is back.
   */
  async listen(database: DatabaseHandle, notify: (userId: string) => Promise<void>): Promise<void> {
    if (database.kind === 'pglite') return;
    this.notify = notify;
    await this.listened.listen(database, STUDY_MARKS_CHANGED_CHANNEL, (userId) => this.drop(userId));
  }

  async close(): Promise<void> {
    await this.listened.close();
  }
}
