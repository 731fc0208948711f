/** The numbering a version's verses follow for pairing: the Hebrew Bible's own, or the KJV's. */
export type PairingSystem = 'KJV' | 'WLC';

/** Every versification but the Hebrew Bible's numbers the 66 books as the KJV does (NRSVA, SBLGNT included). */
export function pairingSystem(versification: string): PairingSystem {
  return versification.toUpperCase() === 'WLC' ? 'WLC' : 'KJV';
}

const LAST_OLD_TESTAMENT_BOOK = 39;

function add(index: Map<number, number[]>, key: number, value: number): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

/**
 * Pairs verses across the KJV and WLC numberings from the rows of the KJV → WLC map (decision 023): a mapped
 * verse goes where its rows say; a verse the rows do not mention keeps its number, unless that number is
 * taken on the other side by a mapped verse, in which case it has no counterpart (WLC Ps 3:1, a title).
 */
export class VersePairing {
  private readonly forward = new Map<number, number[]>();
  private readonly reverse = new Map<number, number[]>();
  /** `movedChapters`' runs by book, worked out on first use for each direction. */
  private readonly moved = new Map<string, Map<number, ChapterMove[]>>();

  constructor(rows: readonly { fromKey: number; toKey: number }[]) {
    for (const row of rows) {
      add(this.forward, row.fromKey, row.toKey);
      add(this.reverse, row.toKey, row.fromKey);
    }
  }

  get size(): number {
    return this.forward.size;
  }

  /** The keys in `to` numbering of a verse numbered in `from`; empty when it has no counterpart. */
  pair(key: number, from: PairingSystem, to: PairingSystem): number[] {
    if (from === to || Math.floor(key / 1_000_000) > LAST_OLD_TESTAMENT_BOOK) return [key];
    const [index, other] = from === 'KJV' ? [this.forward, this.reverse] : [this.reverse, this.forward];
    const mapped = index.get(key);
    if (mapped) return [...mapped];
    return other.has(key) ? [] : [key];
  }

  /**
   * The verses of `book` numbered in `from` that `to` numbers in another chapter, as runs of keys with the
   * chapter they sit in there (KJV Malachi 4:1-6 are in the Hebrew Bible's Malachi 3): what a chapter
   * navigation needs to place marks kept in one numbering, without the whole map (decision 403).
   */
  movedChapters(book: number, from: PairingSystem, to: PairingSystem): ChapterMove[] {
    if (from === to) return [];
    const direction = `${from} ${to}`;
    let byBook = this.moved.get(direction);
    if (!byBook) {
      byBook = movedChaptersByBook(from === 'KJV' ? this.forward : this.reverse);
      this.moved.set(direction, byBook);
    }
    return byBook.get(book) ?? [];
  }
}

/** Keys `from`-`to` (BBCCCVVV, one chapter) that another numbering puts in its chapter `chapter`. */
export interface ChapterMove {
  from: number;
  to: number;
  chapter: number;
}

function movedChaptersByBook(index: ReadonlyMap<number, number[]>): Map<number, ChapterMove[]> {
  const moves: { key: number; chapter: number }[] = [];
  for (const [key, targets] of index) {
    const book = Math.floor(key / 1_000_000);
    const chapter = Math.floor(key / 1_000) % 1_000;
    for (const target of targets) {
      // A verse numbered in another book has no chapter of this one to sit in.
      if (Math.floor(target / 1_000_000) !== book) continue;
      const there = Math.floor(target / 1_000) % 1_000;
      if (there !== chapter) moves.push({ key, chapter: there });
    }
  }
  moves.sort((a, b) => a.key - b.key || a.chapter - b.chapter);
  const byBook = new Map<number, ChapterMove[]>();
  for (const { key, chapter } of moves) {
    const book = Math.floor(key / 1_000_000);
    const runs = byBook.get(book) ?? [];
    const last = runs.at(-1);
    if (last && last.chapter === chapter && last.to + 1 >= key) last.to = Math.max(last.to, key);
    else runs.push({ from: key, to: key, chapter });
    byBook.set(book, runs);
  }
  return byBook;
}
