import { closeSync, readSync } from 'node:fs';
import type { StoredToken } from '../db/schema/index';

/** The fields a verse brings to be packed (an edition's rows, in key order, keys unique). */
export interface VerseToPack {
  key: number;
  text: string;
  tokens?: readonly StoredToken[] | null;
}

// A token's header word: which of `s`, `m`, `l` it has, and how many Strong's numbers and morphology codes.
const HAS_STRONGS = 1;
const HAS_MORPH = 2;
const HAS_LEMMA = 4;
const COUNT_SHIFT = 3;
const MAX_STRONGS = 0x1fff;
const MORPH_SHIFT = 16;
const MAX_MORPH = 0xffff;

/** What packed verses are made of: typed arrays and one table of strings. */
export interface PackedVerseParts {
  keys: Uint32Array;
  /** Every text in UTF-8, verse after verse; verse i is `textStart[i]..textStart[i + 1]`. */
  textBytes: Buffer;
  textStart: Uint32Array;
  strings: readonly string[];
  tokenWords: Uint32Array;
  tokenStart: Uint32Array;
}

/**
 * Where an index snapshot holds `textBytes` and `tokenWords` (decision 247): an open file and their byte
 * offsets in it. Verses read from it are read when asked for, from the operating system's file cache.
 */
export interface VerseFile {
  fd: number;
  textAt: number;
  tokenAt: number;
}

/** Closes a snapshot's file once nothing can read from it any more. */
const closeWhenCollected = new FinalizationRegistry<number>((fd) => closeSync(fd));

/**
 * The texts and tokens of one edition packed into a few typed arrays instead of a string and a few small
 * objects per verse and per word (decision 217): the texts are one UTF-8 buffer cut by offsets; the tokens
 * are numbers in one array, each string (a word's surface text, a Strong's number, a morphology code, a
 * lemma) written once in a table. A verse is decoded when it is asked for: a page of 30 costs microseconds.
 *
 * A token is its text's string id, a header (see above), then the ids of its Strong's numbers, of its
 * morphology codes and of its lemma; absent fields stay absent and empty lists stay empty, so a decoded
 * token equals the stored one. Read from an index snapshot, the texts and the tokens' words stay in its file
 * and a verse's are read from there when asked for (decision 247).
 */
export class PackedVerses {
  readonly keys: Uint32Array;
  private readonly textStart: Uint32Array;
  private readonly strings: readonly string[];
  /** Verse → its first token word; empty when the edition keeps no tokens. */
  private readonly tokenStart: Uint32Array;
  /** The texts and token words in memory, or the file that holds them. */
  private readonly held: Pick<PackedVerseParts, 'textBytes' | 'tokenWords'> | VerseFile;
  /** A reused buffer for reads from the file (one verse's text or tokens at a time). */
  private scratch = Buffer.alloc(0);

  /**
   * Packed verses from their parts, in memory as `pack` made them, or with the texts and token words left in
   * a snapshot's file (these verses then own `file.fd`, closed once they are collected).
   */
  constructor(
    parts: Omit<PackedVerseParts, 'textBytes' | 'tokenWords'> &
      (Pick<PackedVerseParts, 'textBytes' | 'tokenWords'> | { file: VerseFile }),
  ) {
    ({
      keys: this.keys,
      textStart: this.textStart,
      strings: this.strings,
      tokenStart: this.tokenStart,
    } = parts);
    if ('file' in parts) {
      this.held = parts.file;
      closeWhenCollected.register(this, parts.file.fd);
    } else {
      this.held = { textBytes: parts.textBytes, tokenWords: parts.tokenWords };
    }
  }

  /** The parts in memory, for writing a snapshot; undefined when the texts are in a file already. */
  get parts(): PackedVerseParts | undefined {
    if ('fd' in this.held) return undefined;
    const { keys, textStart, strings, tokenStart } = this;
    return {
      keys,
      textBytes: this.held.textBytes,
      textStart,
      strings,
      tokenWords: this.held.tokenWords,
      tokenStart,
    };
  }

  /** Packs an edition's rows (in key order, keys unique); without `keepTokens` only the texts are kept. */
  static pack(rows: readonly VerseToPack[], keepTokens: boolean): PackedVerses {
    const keys = new Uint32Array(rows.length);
    const textStart = new Uint32Array(rows.length + 1);
    let textLength = 0;
    let wordCount = 0;
    rows.forEach((row, verse) => {
      if (verse > 0 && row.key <= rows[verse - 1]!.key)
        throw new Error('Verses must come in key order, once');
      keys[verse] = row.key;
      textLength += Buffer.byteLength(row.text, 'utf8');
      textStart[verse + 1] = textLength;
      if (keepTokens) {
        for (const token of row.tokens ?? []) {
          wordCount += 2 + (token.s?.length ?? 0) + (token.m?.length ?? 0) + (token.l === undefined ? 0 : 1);
        }
      }
    });
    const textBytes = Buffer.alloc(textLength);
    rows.forEach((row, verse) => textBytes.write(row.text, textStart[verse]!, 'utf8'));

    const ids = new Map<string, number>();
    const strings: string[] = [];
    const id = (value: string): number => {
      let found = ids.get(value);
      if (found === undefined) {
        found = strings.length;
        ids.set(value, found);
        strings.push(value);
      }
      return found;
    };
    const tokenWords = new Uint32Array(wordCount);
    const tokenStart = new Uint32Array(keepTokens ? rows.length + 1 : 0);
    let at = 0;
    if (keepTokens) {
      rows.forEach((row, verse) => {
        for (const token of row.tokens ?? []) {
          const strongs = token.s?.length ?? 0;
          const morph = token.m?.length ?? 0;
          if (strongs > MAX_STRONGS || morph > MAX_MORPH)
            throw new Error(`A token of ${row.key} has too many fields`);
          tokenWords[at++] = id(token.t);
          tokenWords[at++] =
            (token.s ? HAS_STRONGS : 0) |
            (token.m ? HAS_MORPH : 0) |
            (token.l === undefined ? 0 : HAS_LEMMA) |
            (strongs << COUNT_SHIFT) |
            (morph << MORPH_SHIFT);
          for (const number of token.s ?? []) tokenWords[at++] = id(number);
          for (const code of token.m ?? []) tokenWords[at++] = id(code);
          if (token.l !== undefined) tokenWords[at++] = id(token.l);
        }
        tokenStart[verse + 1] = at;
      });
    }
    return new PackedVerses({ keys, textBytes, textStart, strings, tokenWords, tokenStart });
  }

  get length(): number {
    return this.keys.length;
  }

  /** The position of a verse, or -1 when the edition lacks it. */
  find(key: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return this.keys[low] === key ? low : -1;
  }

  text(verse: number): string {
    const start = this.textStart[verse]!;
    const end = this.textStart[verse + 1]!;
    if (!('fd' in this.held)) return this.held.textBytes.toString('utf8', start, end);
    return this.read(this.held.textAt + start, end - start).toString('utf8', 0, end - start);
  }

  /** The verse's tokens as stored (none when the edition keeps no tokens), new objects on each call. */
  tokens(verse: number): StoredToken[] {
    if (this.tokenStart.length === 0) return [];
    const first = this.tokenStart[verse]!;
    const last = this.tokenStart[verse + 1]!;
    let words: Uint32Array;
    let at: number;
    let end: number;
    if ('fd' in this.held) {
      const bytes = this.read(this.held.tokenAt + first * 4, (last - first) * 4);
      words = new Uint32Array(bytes.buffer, bytes.byteOffset, last - first);
      [at, end] = [0, last - first];
    } else {
      [words, at, end] = [this.held.tokenWords, first, last];
    }
    const tokens: StoredToken[] = [];
    while (at < end) {
      const token: StoredToken = { t: this.strings[words[at++]!]! };
      const header = words[at++]!;
      if (header & HAS_STRONGS) {
        const count = (header >>> COUNT_SHIFT) & MAX_STRONGS;
        token.s = this.list(words, at, count);
        at += count;
      }
      if (header & HAS_MORPH) {
        const count = header >>> MORPH_SHIFT;
        token.m = this.list(words, at, count);
        at += count;
      }
      if (header & HAS_LEMMA) token.l = this.strings[words[at++]!]!;
      tokens.push(token);
    }
    return tokens;
  }

  private list(words: Uint32Array, at: number, count: number): string[] {
    const list: string[] = [];
    for (let index = 0; index < count; index++) list.push(this.strings[words[at + index]!]!);
    return list;
  }

  /** `length` bytes of the file from `position`, in the scratch buffer (valid until the next read). */
  private read(position: number, length: number): Buffer {
    const { fd } = this.held as VerseFile;
    // A fresh ArrayBuffer starts at a multiple of 8, so the tokens' words can be viewed in place.
    if (this.scratch.byteLength < length) this.scratch = Buffer.from(new ArrayBuffer(Math.max(length, 4096)));
    const got = readSync(fd, this.scratch, 0, length, position);
    if (got !== length) throw new Error(`A snapshot's file ended early (${got} of ${length} bytes)`);
    return this.scratch;
  }

  /**
   * Bytes held in memory: the typed arrays (not the texts and token words when a file holds them), and the
   * string table counted at two bytes a character.
   */
  get bytes(): number {
    let strings = 0;
    for (const value of this.strings) strings += value.length * 2;
    const held = 'fd' in this.held ? 0 : this.held.textBytes.byteLength + this.held.tokenWords.byteLength;
    return this.keys.byteLength + this.textStart.byteLength + this.tokenStart.byteLength + held + strings;
  }
}
