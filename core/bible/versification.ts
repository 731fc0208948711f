import { KJV_ROWS, NRSVA_ROWS } from './versification-data';

export type Testament = 'OT' | 'NT';

/** One book of a canon: OSIS id, testament, and the verse count of each chapter (index 0 = chapter 1). */
export type CanonRow = readonly [osis: string, testament: Testament, verses: readonly number[]];

/** A verse slot of a SWORD testament index; chapter and/or verse 0 are the book and chapter heading slots. */
export interface SlotRef {
  book: string;
  chapter: number;
  verse: number;
}

/**
 * A versification system: the books of its canon in order with their chapter and verse counts. Books outside
 * our 66 (the NRSVA deuterocanon) stay in the table because SWORD's verse slots count them.
 */
export class Versification {
  private readonly byBook = new Map<string, CanonRow>();
  private readonly slotTables = new Map<Testament, SlotRef[]>();

  constructor(
    readonly name: string,
    readonly rows: readonly CanonRow[],
  ) {
    for (const row of rows) this.byBook.set(row[0], row);
  }

  /** OSIS ids of every book of the canon, in order. */
  get books(): string[] {
    return this.rows.map(([osis]) => osis);
  }

  /** Whether the canon contains this book. */
  hasBook(book: string): boolean {
    return this.byBook.has(book);
  }

  /** Number of chapters of a book; 0 when the canon lacks it. */
  chapterCount(book: string): number {
    return this.byBook.get(book)?.[2].length ?? 0;
  }

  /** Number of verses in a chapter; 0 when the book or chapter does not exist. */
  verseCount(book: string, chapter: number): number {
    return this.byBook.get(book)?.[2][chapter - 1] ?? 0;
  }

  /** Total verses of one book, or of the whole canon when no book is given. */
  totalVerses(book?: string): number {
    const rows = book === undefined ? this.rows : this.rows.filter(([osis]) => osis === book);
    return rows.reduce((sum, [, , verses]) => sum + verses.reduce((a, b) => a + b, 0), 0);
  }

  /** Whether book chapter:verse exists in this versification (verse numbers start at 1). */
  isValid(book: string, chapter: number, verse: number): boolean {
    return Number.isInteger(verse) && verse >= 1 && verse <= this.verseCount(book, chapter);
  }

  /**
   * SWORD's verse-slot table of one testament: slot 0 is the module heading, 1 the testament heading, then
   * per book a `0:0` intro slot and per chapter a `c:0` heading slot followed by one slot per verse.
   */
  slots(testament: Testament): readonly SlotRef[] {
    let table = this.slotTables.get(testament);
    if (!table) {
      table = [
        { book: '', chapter: 0, verse: 0 },
        { book: '', chapter: 0, verse: 0 },
      ];
      for (const [book, rowTestament, verses] of this.rows) {
        if (rowTestament !== testament) continue;
        table.push({ book, chapter: 0, verse: 0 });
        verses.forEach((count, index) => {
          for (let verse = 0; verse <= count; verse++) table!.push({ book, chapter: index + 1, verse });
        });
      }
      this.slotTables.set(testament, table);
    }
    return table;
  }
}

/** The KJV versification (66 books, 31,102 verses); the product's reference system. */
export const KJV = new Versification('KJV', KJV_ROWS);

/** The NRSVA versification used by the SWORD WEB module, deuterocanon included. */
export const NRSVA = new Versification('NRSVA', NRSVA_ROWS);

const systems = new Map([KJV, NRSVA].map((system) => [system.name.toUpperCase(), system]));

/** The versification named as in a SWORD .conf (`KJV`, `NRSVA`, case-insensitive); undefined if unknown. */
export function versificationByName(name: string): Versification | undefined {
  return systems.get(name.trim().toUpperCase());
}
