import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gunzipSync, inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { headwordKey, type EastonsRecord } from '../../core/dictionary/eastons';
import { nearestNames } from '../../core/dictionary/nearest-headwords';
import { readProse, type ProsePiece } from '../../core/reference/prose-references';
import { AppError } from '../errors';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptJson } from '../http/kept-json';
import { linkedRange, type LinkedRange } from '../topics/topics.service';

export const EASTONS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/study/eastons-bible-dictionary/eastons.json.gz',
);
export const EASTONS_CREDIT = "Easton's Bible Dictionary (M. G. Easton, 1897), public domain";

/** What the import of Easton's read: shown in the import report and the study-source registry. */
export interface DictionaryReport {
  entries: number;
  headwords: number;
  /** Prose references read into reader links. */
  referencesRead: number;
  /** Reference-shaped texts that could not be read (no such book or verse), kept as text. */
  referencesUnread: number;
  /** A few of them, as written, for the operator. */
  unreadSamples: string[];
  /** sha256 of the shipped file (compressed). */
  checksum: string;
}

/** A piece of an entry's prose: text, or a reference with the reader's place. */
export type EntryPiece = { text: string } | { text: string; link: LinkedRange };

export interface DictionaryEntry {
  headword: string;
  /** The entry's paragraphs; two entries share a headword in Easton's (Kadesh, Salmon): `senses` holds both. */
  senses: EntryPiece[][][];
  previous?: string;
  next?: string;
}

/** About how many bytes of definitions a compressed block holds (whole records: a long one makes its block longer). */
const BLOCK_BYTES = 32 * 1024;
/** Inflated blocks kept, the last asked: an entry's JSON is kept besides (decision 409). */
const BLOCKS_KEPT = 4;

interface Loaded {
  /** Each record's headword as Easton's spells it. */
  headwords: string[];
  /**
   * Every record's definition, UTF-8, one after another: record i's is `starts[i] .. starts[i + 1]` (decision
   * 383), kept deflated in blocks of whole records (`blocks`, the block of record i `blockOf[i]`, beginning at
   * `blockStarts[b]` of those bytes): 2.5 MB of definitions held in 1.1 MB (decision 410).
   */
  blocks: Buffer[];
  blockOf: Uint16Array;
  blockStarts: Uint32Array;
  starts: Uint32Array;
  /** headwordKey → record indexes (in the dictionary's order). */
  byKey: Map<string, number[]>;
  /** Distinct headwords in the dictionary's order, with their keys. */
  names: string[];
  keys: string[];
  report: DictionaryReport;
}

/**
 * Easton's Bible Dictionary, read from the shipped file on first use and kept in memory (decision 305):
 * headword lookup without case or diacritics, nearest headwords for a miss, prose references as links. The
 * definitions are kept as UTF-8 in deflated blocks (decisions 383 and 410) and the entries read lately as their
 * answers' JSON, within the cache budget.
 */
export class DictionaryService {
  private loaded: Loaded | undefined;
  /** The blocks of definitions inflated lately, by block, the oldest first. */
  private readonly inflated = new Map<number, Buffer>();
  /** Entries asked lately, as the route's JSON with the credit (decision 409). */
  private readonly kept = new KeptJson(
    CACHE_BUDGET.eastonsEntries.answers,
    CACHE_BUDGET.eastonsEntries.bytes,
  );

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly file = EASTONS_FILE,
    /** Whether the administrator has turned the source on (a setting); checked on every call. */
    private readonly enabled: () => Promise<boolean> | boolean = () => true,
  ) {}

  /** The data in memory, read on first use when no registry loaded it first. */
  load(): Loaded {
    return this.loaded ?? this.read();
  }

  /** Reads the shipped file again (the study-source registry's import). */
  read(): Loaded {
    const bytes = readFileSync(this.file);
    const records = JSON.parse(gunzipSync(bytes).toString('utf8')) as EastonsRecord[];
    const byKey = new Map<string, number[]>();
    const names: string[] = [];
    const keys: string[] = [];
    const report: DictionaryReport = {
      entries: records.length,
      headwords: 0,
      referencesRead: 0,
      referencesUnread: 0,
      unreadSamples: [],
      checksum: createHash('sha256').update(bytes).digest('hex'),
    };
    const encoded = records.map((record) => Buffer.from(record.definition, 'utf8'));
    const starts = new Uint32Array(records.length + 1);
    encoded.forEach((bytes, index) => (starts[index + 1] = starts[index]! + bytes.length));
    records.forEach((record, index) => {
      const key = headwordKey(record.mot);
      const list = byKey.get(key);
      if (list) list.push(index);
      else {
        byKey.set(key, [index]);
        names.push(record.mot);
        keys.push(key);
      }
      const prose = readProse(record.definition);
      report.referencesRead += prose.read;
      report.referencesUnread += prose.unread.length;
      if (report.unreadSamples.length < 20) report.unreadSamples.push(...prose.unread.slice(0, 1));
    });
    report.headwords = names.length;
    const blocks: Buffer[] = [];
    const blockOf = new Uint16Array(records.length);
    const blockStarts: number[] = [];
    for (let first = 0; first < records.length;) {
      let last = first;
      while (last < records.length && starts[last]! - starts[first]! < BLOCK_BYTES)
        blockOf[last++] = blocks.length;
      blockStarts.push(starts[first]!);
      blocks.push(deflateRawSync(Buffer.concat(encoded.slice(first, last)), { level: 9 }));
      first = last;
    }
    this.inflated.clear();
    this.loaded = {
      headwords: records.map((record) => record.mot),
      blocks,
      blockOf,
      blockStarts: Uint32Array.from(blockStarts),
      starts,
      byKey,
      names,
      keys,
      report,
    };
    this.log.info({ ...report, unreadSamples: undefined }, "dictionary: Easton's Bible Dictionary read");
    return this.loaded;
  }

  /** Frees the data (the registry's removal). */
  unload(): void {
    this.loaded = undefined;
    this.inflated.clear();
  }

  isLoaded(): boolean {
    return this.loaded !== undefined;
  }

  private async need(): Promise<Loaded> {
    if (!(await this.enabled()))
      throw new AppError(
        404,
        'dictionary_unavailable',
        "Easton's Bible Dictionary is not available on this site",
      );
    return this.load();
  }

  report(): DictionaryReport {
    return this.load().report;
  }

  async isOn(): Promise<boolean> {
    return this.enabled();
  }

  /** The entry (or entries) of a headword, or 404 naming the nearest headwords. */
  async entry(headword: string): Promise<DictionaryEntry> {
    const loaded = await this.need();
    const key = headwordKey(headword);
    const indexes = loaded.byKey.get(key);
    if (!indexes) {
      const suggestions = nearestNames(key, loaded.keys, loaded.names);
      const hint = suggestions.length ? `. Did you mean ${suggestions.join(', ')}?` : '';
      throw new AppError(
        404,
        'unknown_headword',
        `No entry ${headword} in Easton's Bible Dictionary${hint}`,
        {},
        suggestions,
      );
    }
    const at = loaded.keys.indexOf(key);
    return {
      headword: loaded.headwords[indexes[0]!]!,
      senses: indexes.map((index) => this.entryPieces(index)),
      ...(at > 0 ? { previous: loaded.names[at - 1] } : {}),
      ...(at + 1 < loaded.names.length ? { next: loaded.names[at + 1] } : {}),
    };
  }

  /**
   * The route's answer as JSON (the entry with the credit), kept while the data it was read from stays loaded:
   * asked again, an entry costs a look-up, not its reading and writing (decision 409).
   */
  async entryJson(headword: string): Promise<Buffer> {
    const loaded = await this.need();
    return this.kept.answer(headwordKey(headword), [loaded], async () => ({
      ...(await this.entry(headword)),
      credit: EASTONS_CREDIT,
    }));
  }

  private entryPieces(index: number): EntryPiece[][] {
    return readProse(this.definition(index)).paragraphs.map((paragraph) => paragraph.map(linkPiece));
  }

  /** A record's definition, from its block inflated (or kept inflated). */
  private definition(index: number): string {
    const { blocks, blockOf, blockStarts, starts } = this.loaded!;
    const block = blockOf[index]!;
    let bytes = this.inflated.get(block);
    if (bytes) this.inflated.delete(block);
    else {
      bytes = inflateRawSync(blocks[block]!);
      if (this.inflated.size >= BLOCKS_KEPT) this.inflated.delete(this.inflated.keys().next().value!);
    }
    this.inflated.set(block, bytes);
    const offset = blockStarts[block]!;
    return bytes.toString('utf8', starts[index]! - offset, starts[index + 1]! - offset);
  }

  /** Headwords starting with `q` (case, spaces and diacritics ignored), else the nearest; at most `limit`. */
  async find(q: string, limit: number): Promise<string[]> {
    const loaded = await this.need();
    const key = headwordKey(q);
    if (!key) return [];
    const found: string[] = [];
    for (let index = 0; index < loaded.keys.length && found.length < limit; index++) {
      if (loaded.keys[index]!.startsWith(key)) found.push(loaded.names[index]!);
    }
    return found.length ? found : nearestNames(key, loaded.keys, loaded.names, limit);
  }

  /** The headwords starting with a letter, in the dictionary's order. */
  async byLetter(letter: string): Promise<string[]> {
    const loaded = await this.need();
    const key = headwordKey(letter);
    return loaded.names.filter((_, index) => loaded.keys[index]!.startsWith(key));
  }

  /** The headword of a single-word search (`Bethlehem`), for the search results' suggestion; else undefined. */
  async exact(q: string): Promise<string | undefined> {
    if (!(await this.enabled())) return undefined;
    const loaded = this.load();
    const index = loaded.byKey.get(headwordKey(q));
    return index ? loaded.headwords[index[0]!] : undefined;
  }

  /**
   * The headwords among the capitalised words of a verse's text (names and places: `Bethlehem`, `Judaea`,
   * `Herod`), each once, in the order they appear; for the verse page. Words of one or two letters are left
   * out (Easton's has `A` for Alpha, which every sentence would otherwise name).
   */
  async entriesForText(text: string): Promise<string[]> {
    if (!(await this.enabled())) return [];
    const loaded = this.load();
    const found = new Set<string>();
    for (const match of text.matchAll(/(?<![\p{L}'])\p{Lu}[\p{L}'-]+/gu)) {
      const index = loaded.byKey.get(headwordKey(match[0].replace(/'s$/, '')));
      if (index && match[0].length > 2) found.add(loaded.headwords[index[0]!]!);
    }
    return [...found];
  }
}

function linkPiece(piece: ProsePiece): EntryPiece {
  return 'ranges' in piece ? { text: piece.text, link: linkedRange(piece.ranges[0]!) } : { text: piece.text };
}
