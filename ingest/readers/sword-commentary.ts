// Why we own this: SWORD's own library is C++ (libsword) and we know of no maintained JavaScript reader;
// the devotional reads a verse's comment straight from the module files at request time (decision 190).
import { readFileSync } from 'node:fs';
import { type Testament, type Versification, versificationByName } from '../../core/bible/versification';
import { IngestError } from '../model';
import {
  type ModuleFiles,
  SWORD_LIBRARY,
  type SwordConf,
  confValue,
  decodeModuleText,
  directoryFiles,
  findConf,
  parseSwordConf,
} from './sword-conf';
import { indexRecordSize, inflateBlock, readUint } from './sword-ztext';

/** The comment a verse is covered by: the verse whose slot holds it, and its raw OSIS markup. */
export interface CommentaryEntry {
  book: string;
  chapter: number;
  /** The verse whose slot holds the comment (the asked verse, or the nearest earlier one of its chapter). */
  verse: number;
  markup: string;
}

interface TestamentFiles {
  blocks: Uint8Array;
  index: IndexRecords;
  /** The compressed data: read from the disk block by block when the library can (decision 381). */
  data: Uint8Array | ((offset: number, size: number) => Uint8Array);
  layout: SlotLayout;
}

/** Records a page of the verse index holds when it is read from the disk, and the pages kept. */
const RECORDS_A_PAGE = 512;
const KEPT_PAGES = 4;

/**
 * The verse index (`.?zv`) of a testament, a record (block, offset, size) a slot: the whole file, or read from
 * the disk a page of 512 records at a time with the last four pages kept (decision 410), as the data file is
 * (decision 381): a chapter's slots lie together, and the files of the three commentaries came to 0.9 MB.
 */
class IndexRecords {
  private readonly pages = new Map<number, Uint8Array>();

  constructor(
    /** The file's size in bytes. */
    readonly length: number,
    readonly recordSize: 10 | 12,
    private readonly source: Uint8Array | ((offset: number, size: number) => Uint8Array),
  ) {}

  /** A slot's record; undefined past the end of the file. */
  record(slot: number): { block: number; offset: number; size: number } | undefined {
    const at = slot * this.recordSize;
    if (at + this.recordSize > this.length) return undefined;
    let bytes: Uint8Array;
    let start = at;
    if (typeof this.source === 'function') {
      const page = Math.floor(slot / RECORDS_A_PAGE);
      bytes = this.page(page, this.source);
      start = at - page * RECORDS_A_PAGE * this.recordSize;
      if (start + this.recordSize > bytes.length) return undefined;
    } else bytes = this.source;
    return {
      block: readUint(bytes, start),
      offset: readUint(bytes, start + 4),
      size: this.recordSize === 10 ? readUint(bytes, start + 8, true) : readUint(bytes, start + 8),
    };
  }

  private page(page: number, read: (offset: number, size: number) => Uint8Array): Uint8Array {
    let bytes = this.pages.get(page);
    if (!bytes) {
      const pageBytes = RECORDS_A_PAGE * this.recordSize;
      bytes = read(page * pageBytes, Math.min(pageBytes, this.length - page * pageBytes));
      if (this.pages.size >= KEPT_PAGES) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(page, bytes);
    }
    return bytes;
  }
}

/**
 * Where each chapter's slots start in a versification's testament (SWORD's layout, `Versification.slots`),
 * computed once and shared by every module numbered by it: a few thousand numbers instead of a table of
 * every verse (decision 381).
 */
export interface SlotLayout {
  count: number;
  /** Per book: the slot of each chapter's heading (`c:0`), by chapter; verse v of chapter c is `[c] + v`. */
  chapters: ReadonlyMap<string, { starts: Int32Array; verses: readonly number[] }>;
}

const layouts = new WeakMap<Versification, Map<Testament, SlotLayout>>();

export function slotLayout(system: Versification, testament: Testament): SlotLayout {
  let byTestament = layouts.get(system);
  if (!byTestament) layouts.set(system, (byTestament = new Map()));
  let layout = byTestament.get(testament);
  if (!layout) {
    // Slot 0 is the module heading, 1 the testament heading; then per book its heading and its chapters.
    let slot = 2;
    const chapters = new Map<string, { starts: Int32Array; verses: readonly number[] }>();
    for (const [book, rowTestament, verses] of system.rows) {
      if (rowTestament !== testament) continue;
      slot++;
      const starts = new Int32Array(verses.length + 1);
      verses.forEach((count, index) => {
        starts[index + 1] = slot;
        slot += count + 1;
      });
      chapters.set(book, { starts, verses });
    }
    byTestament.set(testament, (layout = { count: slot, chapters }));
  }
  return layout;
}

/** The slot of a verse (1 and up) in a layout, undefined when the versification has no such verse. */
export function slotOf(layout: SlotLayout, book: string, chapter: number, verse: number): number | undefined {
  const entry = layout.chapters.get(book);
  const count = entry?.verses[chapter - 1];
  if (!entry || count === undefined || !Number.isInteger(verse) || verse < 1 || verse > count)
    return undefined;
  return entry.starts[chapter]! + verse;
}

const BLOCK_LETTER: Record<string, string> = { BOOK: 'b', CHAPTER: 'c', VERSE: 'v' };

/**
 * A SWORD commentary (zCom or zCom4) read by verse on demand (decision 190): the index gives each verse slot a
 * compressed block, an offset and a size; blocks are inflated when first asked for and a few are kept. Every
 * verse of a section points at the same comment; an empty slot (a verse inside a long section) takes the
 * comment of the nearest earlier non-empty verse of its chapter. The index record size comes from the file
 * size, not the .conf (MHCC says zCom4 but has 10-byte records, DATA.md D2).
 */
export class SwordCommentary {
  readonly name: string;
  private readonly testaments = new Map<Testament, TestamentFiles | null>();
  private readonly blockCache = new Map<string, Uint8Array>();
  private readonly system: Versification;

  constructor(
    readonly conf: SwordConf,
    private readonly files: ModuleFiles,
    versification?: Versification,
  ) {
    const file = `${conf.moduleName}.conf`;
    if (!/^zcom4?$/i.test(conf.modDrv))
      throw new IngestError(file, undefined, `ModDrv ${conf.modDrv} is not zCom`);
    if (conf.cipherKey) throw new IngestError(file, undefined, 'enciphered modules are not supported');
    if (conf.compressType !== 'ZIP')
      throw new IngestError(file, undefined, `CompressType ${conf.compressType} is not supported (only ZIP)`);
    if (!BLOCK_LETTER[conf.blockType])
      throw new IngestError(file, undefined, `unknown BlockType ${conf.blockType}`);
    const system = versification ?? versificationByName(conf.versification);
    if (!system) throw new IngestError(file, undefined, `unknown Versification ${conf.versification}`);
    this.system = system;
    this.name = confValue(conf, 'description') ?? conf.moduleName;
  }

  /** The comment covering book chapter:verse, or undefined when the module has none for that chapter. */
  entry(book: string, chapter: number, verse: number): CommentaryEntry | undefined {
    const row = this.system.rows.find(([osis]) => osis === book);
    if (!row || verse < 1 || verse > this.system.verseCount(book, chapter)) return undefined;
    const files = this.testament(row[1]);
    if (!files) return undefined;
    for (let at = verse; at >= 1; at--) {
      const slot = slotOf(files.layout, book, chapter, at);
      if (slot === undefined) return undefined;
      const markup = this.slotText(row[1], files, slot);
      if (markup !== undefined) return { book, chapter, verse: at, markup };
    }
    return undefined;
  }

  /**
   * The comments held in the chapter's own verse slots, without borrowing an earlier verse's: what a module of
   * notes on single verses (Scofield) says on each verse it annotates.
   */
  verseEntries(book: string, chapter: number): CommentaryEntry[] {
    const row = this.system.rows.find(([osis]) => osis === book);
    const files = row && this.testament(row[1]);
    if (!row || !files) return [];
    const entries: CommentaryEntry[] = [];
    for (let verse = 1; verse <= this.system.verseCount(book, chapter); verse++) {
      const slot = slotOf(files.layout, book, chapter, verse);
      const markup = slot === undefined ? undefined : this.slotText(row[1], files, slot);
      if (markup !== undefined) entries.push({ book, chapter, verse, markup });
    }
    return entries;
  }

  /** The distinct comments of a chapter in verse order (one per section), each with its first verse. */
  chapterEntries(book: string, chapter: number): CommentaryEntry[] {
    const entries: CommentaryEntry[] = [];
    let last: string | undefined;
    for (let verse = 1; verse <= this.system.verseCount(book, chapter); verse++) {
      const entry = this.entry(book, chapter, verse);
      if (entry && entry.markup !== last) entries.push(entry);
      if (entry) last = entry.markup;
    }
    return entries;
  }

  private testament(testament: Testament): TestamentFiles | undefined {
    if (!this.testaments.has(testament)) {
      const base = this.conf.dataPath.endsWith('/') ? this.conf.dataPath : `${this.conf.dataPath}/`;
      const prefix = `${base}${testament.toLowerCase()}.${BLOCK_LETTER[this.conf.blockType]}z`;
      const blocks = this.files(`${prefix}s`);
      const index = this.partFile(`${prefix}v`);
      const data = this.partFile(`${prefix}z`);
      if (!blocks || !index || !data) this.testaments.set(testament, null);
      else {
        const layout = slotLayout(this.system, testament);
        const recordSize = indexRecordSize(index.length, layout.count, this.conf.modDrv);
        const records = new IndexRecords(index.length, recordSize, index.bytes);
        this.testaments.set(testament, { blocks, index: records, data: data.bytes, layout });
      }
    }
    return this.testaments.get(testament) ?? undefined;
  }

  /**
   * The data file or verse index of a testament with its size, undefined when missing or empty: a reader of
   * its bytes from the disk when the library can read parts of files (the blocks and index pages are what a
   * reading asks for, a few at a time), else the file.
   */
  private partFile(
    relativePath: string,
  ): { length: number; bytes: Uint8Array | ((offset: number, size: number) => Uint8Array) } | undefined {
    const part = this.files.part;
    if (part) {
      const length = part.size(relativePath);
      if (!length) return undefined;
      return { length, bytes: (offset, size) => part.read(relativePath, offset, size) };
    }
    const whole = this.files(relativePath);
    return whole?.length ? { length: whole.length, bytes: whole } : undefined;
  }

  private slotText(testament: Testament, files: TestamentFiles, slot: number): string | undefined {
    const record = files.index.record(slot);
    if (!record || record.size === 0) return undefined;
    const { block, offset, size } = record;
    const key = `${testament}:${block}`;
    let bytes = this.blockCache.get(key);
    if (!bytes) {
      bytes = inflateBlock(files, block, `${this.conf.dataPath}${testament.toLowerCase()}`);
      // Two inflated blocks are enough: a chapter's verses lie in one block (a chapter's or its book's), and
      // the commentary area keeps the notes it built (decision 381); Psalm 119's block alone is 1.8 MB.
      if (this.blockCache.size >= 2) this.blockCache.delete(this.blockCache.keys().next().value!);
      this.blockCache.set(key, bytes);
    }
    if (offset + size > bytes.length) return undefined;
    const text = decodeModuleText(bytes.subarray(offset, offset + size), this.conf.encoding).replace(
      /\0+$/,
      '',
    );
    return text.trim() ? text : undefined;
  }
}

/** Opens an installed commentary module by name (`MHCC`, `TDavid`). */
export function openInstalledCommentary(moduleName: string, libraryRoot = SWORD_LIBRARY): SwordCommentary {
  const confPath = findConf(libraryRoot, moduleName);
  return new SwordCommentary(
    parseSwordConf(readFileSync(confPath, 'utf8'), confPath),
    directoryFiles(libraryRoot),
  );
}
