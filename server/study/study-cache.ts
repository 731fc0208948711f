import type { DatabaseHandle } from '../db/database';
import { LruCache } from '../http/lru-cache';
import { MARK_SPAN_KEYS, type MarkRow } from './study.repository';

/** The channel on which every instance hears that a reader's marks changed (payload: the reader's id). */
export const STUDY_MARKS_CHANGED_CHANNEL = 'study_marks_changed';

/** A reader's marks over verses (journal notes left out), in canon order, as one instance keeps them. */
export class ReaderMarks {
  /** The first verse key of each mark of `rows`, in the same order, for the binary search. */
  private readonly starts: Int32Array;

  constructor(private readonly rows: readonly MarkRow[]) {
    this.starts = Int32Array.from(rows, (row) => row.startKey);
  }

  /** The marks over any verse from `from` to `to` (KJV keys), as `StudyRepository.between` finds them. */
  between(from: number, to: number): MarkRow[] {
    const found: MarkRow[] = [];
    for (let at = this.firstFrom(from - MARK_SPAN_KEYS); at < this.rows.length; at++) {
      const row = this.rows[at]!;
      if (row.startKey > to) break;
      if (row.endKey >= from) found.push(row);
    }
    return found;
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

/** What a mark costs the cache in bytes: its strings (two bytes a character) and the object around them. */
function weightOf(rows: readonly MarkRow[]): number {
  let bytes = 0;
  for (const row of rows) {
    bytes += 200 + 2 * (row.ref.length + (row.note?.length ?? 0));
    for (const tag of row.tags) bytes += 40 + 2 * tag.length;
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
  private readonly readers: LruCache<string, ReaderMarks>;
  /** Fills under way, so that readers asking together share one statement; `dropped` when a write came meanwhile. */
  private readonly filling = new Map<string, { marks: Promise<ReaderMarks>; dropped: boolean }>();
  private hearing = true;
  private stopListening: (() => Promise<void>) | undefined;
  private notify: ((userId: string) => Promise<void>) | undefined;

  constructor(maxBytes: number) {
    this.readers = new LruCache(Number.POSITIVE_INFINITY, maxBytes);
  }

  /** Readers kept and the bytes they are counted at. */
  get size(): { readers: number; bytes: number } {
    return { readers: this.readers.size, bytes: this.readers.weight };
  }

  /** The reader's kept marks, read with `load` (every mark over a verse, in canon order) when not kept. */
  marksOf(userId: string, load: () => Promise<MarkRow[]>): Promise<ReaderMarks> {
    const kept = this.hearing ? this.readers.get(userId) : undefined;
    if (kept) return Promise.resolve(kept);
    const under = this.filling.get(userId);
    if (under) return under.marks;
    const fill = {
      dropped: false,
      marks: load().then((rows) => {
        const marks = new ReaderMarks(rows);
        if (!fill.dropped && this.hearing) this.readers.set(userId, marks, weightOf(rows));
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
    this.stopListening = await database.listen(STUDY_MARKS_CHANGED_CHANNEL, (userId) => this.drop(userId), {
      onLost: () => {
        this.hearing = false;
        this.clear();
      },
      onBack: () => {
        this.clear();
        this.hearing = true;
      },
    });
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.clear();
  }
}
