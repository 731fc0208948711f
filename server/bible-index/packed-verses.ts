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

/**
 * The texts and tokens of one edition packed into a few typed arrays instead of a string and a few small
 * objects per verse and per word (decision 217): the texts are one UTF-8 buffer cut by offsets; the tokens
 * are numbers in one array, each string (a word's surface text, a Strong's number, a morphology code, a
 * lemma) written once in a table. A verse is decoded when it is asked for: a page of 30 costs microseconds.
 *
 * A token is its text's string id, a header (see above), then the ids of its Strong's numbers, of its
 * morphology codes and of its lemma; absent fields stay absent and empty lists stay empty, so a decoded
 * token equals the stored one.
 */
export class PackedVerses {
  readonly keys: Uint32Array;
  private readonly textBytes: Buffer;
  private readonly textStart: Uint32Array;
  private readonly strings: string[];
  private readonly tokenWords: Uint32Array;
  /** Verse → its first token word; empty when the edition keeps no tokens. */
  private readonly tokenStart: Uint32Array;

  constructor(rows: readonly VerseToPack[], keepTokens: boolean) {
    this.keys = new Uint32Array(rows.length);
    this.textStart = new Uint32Array(rows.length + 1);
    let textLength = 0;
    let wordCount = 0;
    rows.forEach((row, verse) => {
      if (verse > 0 && row.key <= rows[verse - 1]!.key)
        throw new Error('Verses must come in key order, once');
      this.keys[verse] = row.key;
      textLength += Buffer.byteLength(row.text, 'utf8');
      this.textStart[verse + 1] = textLength;
      if (keepTokens) {
        for (const token of row.tokens ?? []) {
          wordCount += 2 + (token.s?.length ?? 0) + (token.m?.length ?? 0) + (token.l === undefined ? 0 : 1);
        }
      }
    });
    this.textBytes = Buffer.alloc(textLength);
    rows.forEach((row, verse) => this.textBytes.write(row.text, this.textStart[verse]!, 'utf8'));

    const ids = new Map<string, number>();
    this.strings = [];
    const id = (value: string): number => {
      let found = ids.get(value);
      if (found === undefined) {
        found = this.strings.length;
        ids.set(value, found);
        this.strings.push(value);
      }
      return found;
    };
    this.tokenWords = new Uint32Array(wordCount);
    this.tokenStart = new Uint32Array(keepTokens ? rows.length + 1 : 0);
    if (!keepTokens) return;
    let at = 0;
    rows.forEach((row, verse) => {
      for (const token of row.tokens ?? []) {
        const strongs = token.s?.length ?? 0;
        const morph = token.m?.length ?? 0;
        if (strongs > MAX_STRONGS || morph > MAX_MORPH)
          throw new Error(`A token of ${row.key} has too many fields`);
        this.tokenWords[at++] = id(token.t);
        this.tokenWords[at++] =
          (token.s ? HAS_STRONGS : 0) |
          (token.m ? HAS_MORPH : 0) |
          (token.l === undefined ? 0 : HAS_LEMMA) |
          (strongs << COUNT_SHIFT) |
          (morph << MORPH_SHIFT);
        for (const number of token.s ?? []) this.tokenWords[at++] = id(number);
        for (const code of token.m ?? []) this.tokenWords[at++] = id(code);
        if (token.l !== undefined) this.tokenWords[at++] = id(token.l);
      }
      this.tokenStart[verse + 1] = at;
    });
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
    return this.textBytes.toString('utf8', this.textStart[verse], this.textStart[verse + 1]);
  }

  /** The verse's tokens as stored (none when the edition keeps no tokens), new objects on each call. */
  tokens(verse: number): StoredToken[] {
    if (this.tokenStart.length === 0) return [];
    const words = this.tokenWords;
    const tokens: StoredToken[] = [];
    let at = this.tokenStart[verse]!;
    const end = this.tokenStart[verse + 1]!;
    while (at < end) {
      const token: StoredToken = { t: this.strings[words[at++]!]! };
      const header = words[at++]!;
      if (header & HAS_STRONGS) {
        const count = (header >>> COUNT_SHIFT) & MAX_STRONGS;
        token.s = this.list(at, count);
        at += count;
      }
      if (header & HAS_MORPH) {
        const count = header >>> MORPH_SHIFT;
        token.m = this.list(at, count);
        at += count;
      }
      if (header & HAS_LEMMA) token.l = this.strings[words[at++]!]!;
      tokens.push(token);
    }
    return tokens;
  }

  private list(at: number, count: number): string[] {
    const list: string[] = [];
    for (let index = 0; index < count; index++) list.push(this.strings[this.tokenWords[at + index]!]!);
    return list;
  }

  /** Bytes held: the typed arrays, and the string table counted at two bytes a character. */
  get bytes(): number {
    let strings = 0;
    for (const value of this.strings) strings += value.length * 2;
    return (
      this.keys.byteLength +
      this.textBytes.byteLength +
      this.textStart.byteLength +
      this.tokenWords.byteLength +
      this.tokenStart.byteLength +
      strings
    );
  }
}
