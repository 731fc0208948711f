import { normaliseStrongs } from '../bible/strongs';
import { type SearchLanguage, foldWord, scanTokens } from './normalise';

/** One verse as stored (`verses` table): text, and the source's word tokens with Strong's numbers if any. */
export interface VerseRow {
  /** BBCCCVVV. */
  key: number;
  text: string;
  tokens?: readonly { t: string; s?: readonly string[] | null }[] | null;
}

/**
 * The packed index of one version. Verses are numbered by ordinal in key order; everything else is typed
 * arrays in compressed-row form (`xStart[i]..xStart[i + 1]` are the entries of item i).
 */
export interface IndexData {
  language: SearchLanguage;
  /** Ordinal → BBCCCVVV key, ascending. */
  keys: Uint32Array;
  /** Folded words, sorted by code unit; a word's term id is its position here. */
  vocabulary: string[];
  /** Term id → its postings. */
  termPostingStart: Uint32Array;
  /** Posting → verse ordinal (ascending within a term). */
  postingVerse: Uint32Array;
  /** Posting → its occurrences. */
  postingOccurrenceStart: Uint32Array;
  /** Occurrence → word position in the verse, and the positions it covers (2+ for a joined compound). */
  occurrencePosition: Uint16Array;
  occurrenceLength: Uint8Array;
  /**
   * Verse ordinal → its first word position slot; slot → character span of that word in the verse text, as
   * its start and its length (a byte each where every word is shorter than 256 characters).
   */
  verseSlotStart: Uint32Array;
  slotStart: Uint16Array | Uint32Array;
  slotLength: Uint8Array | Uint16Array | Uint32Array;
  /**
   * The same occurrences verse by verse: slot (`verseSlotStart[verse] + position`) → its entries, each a term
   * id and the positions it covers. A phrase is checked around its rarest word by looking at the slots
   * beside it instead of walking every other word's postings. A slot's entries start at `slotEntryAt(shift,
   * slot)`: almost every slot holds one entry, so the start is kept as its distance from the slot, in 16
   * bits where it fits (half the memory of the starts themselves).
   */
  slotEntryShift: Uint16Array | Uint32Array;
  slotEntryTerm: Uint16Array | Uint32Array;
  slotEntryLength: Uint8Array;
  /** Verse ordinal → the most positions one of its occurrences covers (2+ only where a compound is joined). */
  verseLongest: Uint8Array;
  /** Strong's number (`H430`) → id; id → verses carrying it; verse entry → character spans of the words. */
  strongsIds: Map<string, number>;
  strongsPostingStart: Uint32Array;
  strongsVerse: Uint32Array;
  strongsSpanStart: Uint32Array;
  /** Pairs of start and end offsets. */
  strongsSpans: Uint16Array | Uint32Array;
}

/** A growing Uint32Array, so that a million occurrences cost no garbage collection. */
class Column {
  values = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const larger = new Uint32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.length++] = value;
  }
}

/** Occurrences of items (words or Strong's numbers) in reading order: item id, verse, and two numbers. */
class Occurrences {
  readonly ids = new Map<string, number>();
  readonly item = new Column();
  readonly verse = new Column();
  readonly first = new Column();
  readonly second = new Column();

  add(name: string, verse: number, first: number, second: number): void {
    let id = this.ids.get(name);
    if (id === undefined) this.ids.set(name, (id = this.ids.size));
    this.item.push(id);
    this.verse.push(verse);
    this.first.push(first);
    this.second.push(second);
  }
}

/** Tokenizes every verse and packs the postings. Rows may come in any order; keys must be unique. */
export function buildIndexData(input: Iterable<VerseRow>, language: SearchLanguage): IndexData {
  const rows = [...input].sort((a, b) => a.key - b.key);
  const keys = Uint32Array.from(rows, (row) => row.key);
  for (let index = 1; index < keys.length; index++) {
    if (keys[index] === keys[index - 1]) throw new Error(`Verse ${keys[index]} appears twice`);
  }
  const foldCache = new Map<string, string>();
  const fold = (text: string): string => {
    let folded = foldCache.get(text);
    if (folded === undefined) foldCache.set(text, (folded = foldWord(text, language)));
    return folded;
  };

  const words = new Occurrences();
  const strongs = new Occurrences();
  const verseSlotStart = new Uint32Array(rows.length + 1);
  const slotStart = new Column();
  const slotLength = new Column();
  rows.forEach((row, verse) => {
    const base = slotStart.length;
    scanTokens(
      row.text,
      language,
      (word, position, length, start, end, kind) => {
        words.add(word, verse, position, length);
        if (kind === 'word' || kind === 'part') {
          while (slotStart.length <= base + position) {
            slotStart.push(0);
            slotLength.push(0);
          }
          slotStart.values[base + position] = start;
          slotLength.values[base + position] = end - start;
        }
      },
      fold,
    );
    verseSlotStart[verse + 1] = slotStart.length;
    if (row.tokens) addStrongs(strongs, verse, row.text, row.tokens);
  });

  const vocabulary = [...words.ids.keys()].sort(compareCodeUnits);
  const wordPostings = packPostings(words, vocabulary);
  const strongsNumbers = [...strongs.ids.keys()].sort(compareStrongs);
  const strongsPostings = packPostings(strongs, strongsNumbers);
  const wideText = rows.some((row) => row.text.length > 0xffff);
  const Offsets = wideText ? Uint32Array : Uint16Array;
  const slots = slotEntries(wordPostings, verseSlotStart, vocabulary.length);
  return {
    language,
    keys,
    vocabulary,
    termPostingStart: wordPostings.itemStart,
    postingVerse: wordPostings.verse,
    postingOccurrenceStart: wordPostings.entryStart,
    occurrencePosition: Uint16Array.from(wordPostings.first),
    occurrenceLength: Uint8Array.from(wordPostings.second),
    verseSlotStart,
    slotStart: Offsets.from(slotStart.values.subarray(0, slotStart.length)),
    slotLength: narrowest(slotLength.values.subarray(0, slotLength.length)),
    ...slots,
    strongsIds: new Map(strongsNumbers.map((number, id) => [number, id])),
    strongsPostingStart: strongsPostings.itemStart,
    strongsVerse: strongsPostings.verse,
    strongsSpanStart: strongsPostings.entryStart,
    strongsSpans: Offsets.from(interleave(strongsPostings.first, strongsPostings.second)),
  };
}

/**
 * Finds each source token in the verse text (tokens are in reading order, so the search moves forward) and
 * records its span under each Strong's number it carries. A token not found keeps an empty span.
 */
function addStrongs(
  strongs: Occurrences,
  verse: number,
  text: string,
  tokens: NonNullable<VerseRow['tokens']>,
): void {
  let cursor = 0;
  for (const token of tokens) {
    if (!token.s || token.s.length === 0) continue;
    const at = text.indexOf(token.t, cursor);
    const start = at < 0 ? 0 : at;
    const end = at < 0 ? 0 : at + token.t.length;
    if (at >= 0) cursor = end;
    for (const raw of token.s) {
      const number = canonicalStrongs(raw);
      if (number) strongs.add(number, verse, start, end);
    }
  }
}

const strongsCache = new Map<string, string | undefined>();

/** `normaliseStrongs`, remembered: a Bible repeats a few thousand numbers hundreds of thousands of times. */
function canonicalStrongs(raw: string): string | undefined {
  if (strongsCache.has(raw)) return strongsCache.get(raw);
  const number = normaliseStrongs(raw);
  if (strongsCache.size < 50_000) strongsCache.set(raw, number);
  return number;
}

interface Packed {
  itemStart: Uint32Array;
  verse: Uint32Array;
  entryStart: Uint32Array;
  first: Uint32Array;
  second: Uint32Array;
}

/**
 * Groups occurrences by item in `order` (a counting sort, stable, so verses stay ascending within an item),
 * then by verse: postings per item, entries per posting.
 */
function packPostings(occurrences: Occurrences, order: readonly string[]): Packed {
  const count = occurrences.item.length;
  const rank = new Uint32Array(order.length);
  order.forEach((name, index) => (rank[occurrences.ids.get(name)!] = index));
  const itemStart = new Uint32Array(order.length + 1);
  const item = occurrences.item.values;
  for (let at = 0; at < count; at++) itemStart[rank[item[at]!]! + 1]!++;
  for (let index = 0; index < order.length; index++) itemStart[index + 1]! += itemStart[index]!;
  const slot = itemStart.slice(0, order.length);
  const sorted = new Uint32Array(count);
  for (let at = 0; at < count; at++) sorted[slot[rank[item[at]!]!]!++] = at;

  const verses = occurrences.verse.values;
  const postingVerse = new Uint32Array(count);
  const entryStart = new Uint32Array(count + 1);
  const postingStart = new Uint32Array(order.length + 1);
  const first = new Uint32Array(count);
  const second = new Uint32Array(count);
  let posting = 0;
  for (let index = 0; index < order.length; index++) {
    for (let entry = itemStart[index]!; entry < itemStart[index + 1]!; entry++) {
      const at = sorted[entry]!;
      if (entry === itemStart[index] || verses[at] !== verses[sorted[entry - 1]!]) {
        postingVerse[posting] = verses[at]!;
        entryStart[posting++] = entry;
      }
      first[entry] = occurrences.first.values[at]!;
      second[entry] = occurrences.second.values[at]!;
    }
    postingStart[index + 1] = posting;
  }
  entryStart[posting] = count;
  return {
    itemStart: postingStart,
    verse: postingVerse.slice(0, posting),
    entryStart: entryStart.slice(0, posting + 1),
    first,
    second,
  };
}

/** The word postings regrouped by slot (a counting sort; entries of a slot in term order). */
function slotEntries(
  postings: Packed,
  verseSlotStart: Uint32Array,
  vocabularySize: number,
): Pick<IndexData, 'slotEntryShift' | 'slotEntryTerm' | 'slotEntryLength' | 'verseLongest'> {
  const {
    itemStart: termPostingStart,
    verse: postingVerse,
    entryStart,
    first: position,
    second: length,
  } = postings;
  const slotCount = verseSlotStart[verseSlotStart.length - 1]!;
  const slotEntryStart = new Uint32Array(slotCount + 1);
  const slotOf = new Uint32Array(position.length);
  for (let posting = 0; posting < postingVerse.length; posting++) {
    const base = verseSlotStart[postingVerse[posting]!]!;
    for (let entry = entryStart[posting]!; entry < entryStart[posting + 1]!; entry++) {
      slotOf[entry] = base + position[entry]!;
      slotEntryStart[slotOf[entry]! + 1]!++;
    }
  }
  for (let slot = 0; slot < slotCount; slot++) slotEntryStart[slot + 1]! += slotEntryStart[slot]!;
  const fill = slotEntryStart.slice(0, slotCount);
  const slotEntryTerm = new (vocabularySize <= 0xffff ? Uint16Array : Uint32Array)(position.length);
  const slotEntryLength = new Uint8Array(position.length);
  const verseLongest = new Uint8Array(verseSlotStart.length - 1).fill(1);
  for (let term = 0; term < vocabularySize; term++) {
    for (let posting = termPostingStart[term]!; posting < termPostingStart[term + 1]!; posting++) {
      for (let entry = entryStart[posting]!; entry < entryStart[posting + 1]!; entry++) {
        const at = fill[slotOf[entry]!]!++;
        slotEntryTerm[at] = term;
        slotEntryLength[at] = length[entry]!;
        const verse = postingVerse[posting]!;
        if (length[entry]! > verseLongest[verse]!) verseLongest[verse] = length[entry]!;
      }
    }
  }
  return { slotEntryShift: slotShifts(slotEntryStart), slotEntryTerm, slotEntryLength, verseLongest };
}

/** Where the entries of a slot start, from `IndexData.slotEntryShift`; `slot` may be one past the last. */
export function slotEntryAt(shift: Uint16Array | Uint32Array, slot: number): number {
  return (slot + shift[slot]!) >>> 0;
}

/**
 * Each start's distance from its slot, `starts[slot] - slot`: in 16 bits where every one is from 0 to 65,535,
 * else modulo 2^32 (which `slotEntryAt` undoes), so that a slot without entries, a negative distance, still
 * reads back right.
 */
export function slotShifts(starts: Uint32Array): Uint16Array | Uint32Array {
  const shifts = new Uint32Array(starts.length);
  let narrow = true;
  for (let slot = 0; slot < starts.length; slot++) {
    const shift = starts[slot]! - slot;
    if (shift < 0 || shift > 0xffff) narrow = false;
    shifts[slot] = shift >>> 0;
  }
  return narrow ? Uint16Array.from(shifts) : shifts;
}

/** The values in the narrowest unsigned array that holds them all. */
export function narrowest(values: Uint32Array): Uint8Array | Uint16Array | Uint32Array {
  let largest = 0;
  for (const value of values) if (value > largest) largest = value;
  if (largest <= 0xff) return Uint8Array.from(values);
  return largest <= 0xffff ? Uint16Array.from(values) : Uint32Array.from(values);
}

function interleave(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length * 2);
  for (let index = 0; index < a.length; index++) {
    out[index * 2] = a[index]!;
    out[index * 2 + 1] = b[index]!;
  }
  return out;
}

/** Plain code-unit order, the order binary search over the vocabulary relies on (not locale order). */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareStrongs(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : compareCodeUnits(a, b);
}
