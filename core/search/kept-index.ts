// A second builder of the search index, for kept packs (decision 418), beside `IndexBuilder`: no library builds
// this index (it is ours, decision 030's positional index), and building it through `IndexBuilder` took 530-630
// ms on the Lighthouse mobile profile against issue 41's 500; this one takes about 330 (bench/RESULTS.md,
// "Offline, one pass"). The packs test holds the two to the same bytes.
import {
  type FormTokens,
  type IndexData,
  type KeptFormTokens,
  canonicalStrongs,
  keptFormOf,
  sortStrongs,
} from './index-builder';
import type { SearchLanguage } from './normalise';

/**
 * A version's verses as a kept pack holds them (decision 417): each verse's gaps and forms as places in the
 * pack's lists (`KeptForms`), the index's sorted terms, and the words carrying Strong's numbers as spans.
 */
export interface PackedText extends KeptForms {
  language: SearchLanguage;
  /** The verse keys, ascending. */
  keys: Uint32Array;
  /** The index's words, in code-unit order. */
  terms: readonly string[];
  /** How many forms each verse has. */
  counts: readonly number[];
  /** `gap, form, gap, …, form, gap` for each verse in turn. */
  parts: readonly number[];
  /** The pack's tagged words (`VersionBody.tagged`), if the version has Strong's numbers. */
  tagged?: readonly number[];
  /** The Strong's numbers as the pack lists them (as the source writes them). */
  numbers: readonly string[];
}

/**
 * What a kept pack says of its index beyond its forms (decision 418), counted by the server as it makes the pack
 * (`KeptCounter`), so that a browser writes every occurrence to its place in one pass: each term's and each
 * Strong's number's occurrences (numbers in the index's order, `strongsOrder`), and how many of them are not the
 * first of their item in their verse (so that the rest are its verses); the word slots, and the longest verse.
 */
export interface KeptIndexCounts {
  verses: number;
  slots: number;
  longestText: number;
  termEntries: number[];
  termRepeats: number[];
  strongsEntries: number[];
  strongsRepeats: number[];
}

/**
 * The index `buildIndexData` makes from the verse texts, made from a kept pack (decision 418): from the counts
 * the pack carries (`KeptIndexCounts`; counted here instead where the verses are not those counted, a book's),
 * one pass writes every occurrence straight to its place, both in reading order (the slots) and in term order
 * (the postings). `IndexBuilder` keeps the occurrences in reading order and then sorts them into postings, which
 * cost the KJV's first build on the mobile profile some 600 ms; the packs test holds the two to the same bytes.
 *
 * The server's builder puts a slot's entries in term order (stably) once the terms are sorted; here the terms
 * are sorted already, so a form's tokens are put in that order as they are made (`sortedTokens`).
 *
 * Each pass is a function of its own, its loop over locals: the build runs once, on code not yet compiled, and
 * V8 compiles a hot loop while it runs (on-stack replacement). In one large function, each loop reached after
 * the first was compiled without knowing its types and thrown out again, and a closure or a call per word kept
 * its counters out of registers: each cost a third more on the mobile profile.
 */
export function keptIndexData(kept: PackedText, index?: KeptIndexCounts): IndexData {
  const { strongsNumbers, strongsIds, numberId } = strongsOrder(kept.numbers);
  const count = kept.keys.length;
  const sizes = index?.verses === count ? index : countAll(kept, numberId, strongsNumbers.length);
  const Offsets = sizes.longestText > 0xffff ? Uint32Array : Uint16Array;
  const wordPlaces = placed(sizes.termEntries, sizes.termRepeats, kept.terms.length);
  const strongsPlaces = placed(sizes.strongsEntries, sizes.strongsRepeats, strongsNumbers.length);
  const written = writeWords(kept, wordPlaces, sizes, Offsets);
  const strongsSpans = new Offsets(strongsPlaces.total * 2);
  if (kept.tagged) writeStrongs(kept.tagged, count, numberId, strongsPlaces, strongsSpans);
  // Counts that are not the verses' leave some item short of its last place or past it, or the slots another
  // number (a verse longer than counted stops the pass).
  if (!filled(wordPlaces) || !filled(strongsPlaces) || written.verseSlotStart[count] !== sizes.slots) {
    throw new Error(DAMAGED);
  }
  return {
    language: kept.language,
    keys: kept.keys,
    vocabulary: [...kept.terms],
    termPostingStart: wordPlaces.itemStart,
    postingVerse: wordPlaces.verse,
    postingOccurrenceStart: wordPlaces.entryStart,
    ...written,
    strongsIds,
    strongsPostingStart: strongsPlaces.itemStart,
    strongsVerse: strongsPlaces.verse,
    strongsSpanStart: strongsPlaces.entryStart,
    strongsSpans,
  };
}

const DAMAGED = 'The kept version is damaged';

/** A kept pack's forms as the index reads them (`keptForms`). */
export interface KeptForms {
  /** Each form's term where it is one plain word (one token at its start, filling its slot), else -1. */
  formTerm: Int32Array;
  formLength: Uint32Array;
  gapLength: Uint32Array;
  /**
   * The tokens of each form that is not one plain word (at the form's place), in slot order and, within a slot,
   * in term order (stably), as the index keeps a slot's entries.
   */
  tokens: readonly (FormTokens | undefined)[];
  /** The most characters a word slot of any form spans. */
  longestSlot: number;
}

/** A pack's forms and gaps (`VersionHead`) as the index reads them. */
export function keptForms(
  forms: readonly string[],
  gaps: readonly string[],
  formTokens: readonly KeptFormTokens[],
): KeptForms {
  const tokens: (FormTokens | undefined)[] = [];
  let longestSlot = 0;
  formTokens.forEach((kept, form) => {
    if (typeof kept === 'number') longestSlot = Math.max(longestSlot, forms[form]!.length);
    else {
      const found = (tokens[form] = sortedTokens(keptFormOf(kept, forms[form]!)));
      found.slot.forEach((slot, at) => {
        if (slot) longestSlot = Math.max(longestSlot, found.end[at]! - found.start[at]!);
      });
    }
  });
  return {
    formTerm: Int32Array.from(formTokens, (kept) => (typeof kept === 'number' ? kept : -1)),
    formLength: Uint32Array.from(forms, (form) => form.length),
    gapLength: Uint32Array.from(gaps, (gap) => gap.length),
    tokens,
    longestSlot,
  };
}

/**
 * Counts a version's index as its pack is made, verse by verse (`KeptIndexCounts`): `verse` for each verse's
 * parts, `tagged` for each verse's tagged words (the same verses, in the same order).
 */
export class KeptCounter {
  private readonly entries: Uint32Array;
  private readonly postings: Uint32Array;
  private readonly last: Int32Array;
  private readonly strongsEntries: Uint32Array;
  private readonly strongsPostings: Uint32Array;
  private readonly strongsLast: Int32Array;
  private verses = 0;
  private taggedVerses = 0;
  private slots = 0;
  private longestText = 0;

  /** `numberId`: each of the pack's numbers' place in the index's order (`strongsOrder`), or -1. */
  constructor(
    private readonly forms: KeptForms,
    terms: number,
    private readonly numberId: Int32Array,
    strongs: number,
  ) {
    this.entries = new Uint32Array(terms);
    this.postings = new Uint32Array(terms);
    this.last = new Int32Array(terms).fill(-1);
    this.strongsEntries = new Uint32Array(strongs);
    this.strongsPostings = new Uint32Array(strongs);
    this.strongsLast = new Int32Array(strongs).fill(-1);
  }

  /** The next verse's parts, `count` forms from `parts[from]` on; returns where they end. */
  verse(parts: readonly number[], from: number, count: number): number {
    const { formTerm, formLength, gapLength, tokens } = this.forms;
    const verse = this.verses++;
    const base = this.slots;
    let position = 0;
    let part = from;
    let text = gapLength[parts[part++]!]!;
    for (let left = count; left > 0; left--) {
      const form = parts[part++]!;
      const term = formTerm[form]!;
      const length = formLength[form]!;
      if (term >= 0) {
        this.count(term, verse);
        this.slots = base + ++position;
      } else {
        const found = tokens[form]!;
        for (let at = 0; at < found.word.length; at++) {
          this.count(found.word[at]!, verse);
          if (!found.slot[at]) continue;
          this.slots = Math.max(this.slots, base + position + found.position[at]! + 1);
        }
        position += found.positions;
      }
      text += length + gapLength[parts[part++]!]!;
    }
    this.longestText = Math.max(this.longestText, text);
    return part;
  }

  /** The next verse's tagged words, from `tagged[from]` on (`VersionBody.tagged`); returns where they end. */
  tagged(tagged: readonly number[], from: number): number {
    const verse = this.taggedVerses++;
    let word = from;
    for (let left = tagged[word++]!; left > 0; left--) {
      word += 2;
      for (let numbers = tagged[word++]!; numbers > 0; numbers--) {
        const id = this.numberId[tagged[word++]!]!;
        if (id < 0) continue;
        this.strongsEntries[id]!++;
        if (this.strongsLast[id] !== verse) {
          this.strongsLast[id] = verse;
          this.strongsPostings[id]!++;
        }
      }
    }
    return word;
  }

  counts(): KeptIndexCounts {
    const repeats = (entries: Uint32Array, postings: Uint32Array) =>
      Array.from(entries, (count, item) => count - postings[item]!);
    return {
      verses: this.verses,
      slots: this.slots,
      longestText: this.longestText,
      termEntries: [...this.entries],
      termRepeats: repeats(this.entries, this.postings),
      strongsEntries: [...this.strongsEntries],
      strongsRepeats: repeats(this.strongsEntries, this.strongsPostings),
    };
  }

  private count(term: number, verse: number): void {
    this.entries[term]!++;
    if (this.last[term] !== verse) {
      this.last[term] = verse;
      this.postings[term]!++;
    }
  }
}

/** The counts of verses whose pack did not count them (a book's). */
function countAll(verses: PackedText, numberId: Int32Array, strongs: number): KeptIndexCounts {
  const counter = new KeptCounter(verses, verses.terms.length, numberId, strongs);
  let part = 0;
  let word = 0;
  for (let verse = 0; verse < verses.keys.length; verse++) {
    part = counter.verse(verses.parts, part, verses.counts[verse]!);
    if (verses.tagged) word = counter.tagged(verses.tagged, word);
  }
  return counter.counts();
}

/** The arrays the pass over the words writes, as the index keeps them. */
interface WordArrays {
  occurrencePosition: Uint16Array;
  occurrenceLength: Uint8Array;
  verseSlotStart: Uint32Array;
  slotStart: Uint16Array | Uint32Array;
  slotLength: Uint8Array | Uint16Array | Uint32Array;
  /** Each slot's `slotEntryShift` (its first entry's distance from it), modulo 2^32 until narrowed. */
  slotEntryShift: Uint32Array;
  slotEntryTerm: Uint16Array | Uint32Array;
  slotEntryLength: Uint8Array;
  verseLongest: Uint8Array;
}

/** Where the pass over the words has got to: the next slot entry, the next slot not started, the slots' end. */
interface Cursor {
  next: number;
  nextSlot: number;
  end: number;
  /** The most positions an occurrence of the verse covers. */
  longest: number;
  /** Whether a slot's entries start further from it than 16 bits hold. */
  wide: boolean;
}

/**
 * The pass over the words: each occurrence written to its slot's entries (reading order) and to its term's
 * posting (term order), and each slot's character span. A form of several tokens is written by `writeForm`, out
 * of the loop: compiled while the loop runs, the loop would otherwise be thrown out at the first such form, its
 * branch not yet run when it was compiled.
 */
function writeWords(
  verses: PackedText,
  places: Placed,
  { slots, longestText }: KeptIndexCounts,
  Offsets: typeof Uint16Array | typeof Uint32Array,
): Omit<WordArrays, 'slotEntryShift'> & { slotEntryShift: Uint16Array | Uint32Array } {
  const { formTerm, formLength, gapLength, counts, parts, tokens, longestSlot } = verses;
  const { nextEntry, nextPosting, last, verse: postingVerse, entryStart, total: occurrences } = places;
  const count = verses.keys.length;
  const out: WordArrays = {
    occurrencePosition: new Uint16Array(occurrences),
    // Almost every occurrence is a plain word's, which covers one position.
    occurrenceLength: new Uint8Array(occurrences).fill(1),
    verseSlotStart: new Uint32Array(count + 1),
    slotStart: new Offsets(slots),
    slotLength: new (longestSlot <= 0xff ? Uint8Array : longestSlot <= 0xffff ? Uint16Array : Uint32Array)(
      slots,
    ),
    slotEntryShift: new Uint32Array(slots + 1),
    slotEntryTerm: new (verses.terms.length <= 0xffff ? Uint16Array : Uint32Array)(occurrences),
    slotEntryLength: new Uint8Array(occurrences).fill(1),
    verseLongest: new Uint8Array(count),
  };
  const { occurrencePosition, verseSlotStart, slotStart, slotLength, slotEntryShift, slotEntryTerm } = out;
  const cursor: Cursor = { next: 0, nextSlot: 0, end: 0, longest: 1, wide: false };
  let wide = false;
  let next = 0;
  let nextSlot = 0;
  let end = 0;
  let part = 0;
  for (let verse = 0; verse < count; verse++) {
    const base = end;
    verseSlotStart[verse] = base;
    let longest = 1;
    let position = 0;
    let start = gapLength[parts[part++]!]!;
    for (let left = counts[verse]!; left > 0; left--) {
      const form = parts[part++]!;
      const term = formTerm[form]!;
      if (term >= 0) {
        // A plain word: one token of length 1 at the form's start, filling its slot (the lengths are 1 already).
        const slot = base + position;
        if (slot + 1 < nextSlot) throw new Error(`Verse ${verse}'s word positions go back`);
        for (; nextSlot <= slot; nextSlot++) {
          slotEntryShift[nextSlot] = next - nextSlot;
          if ((next - nextSlot) >>> 0 > 0xffff) wide = true;
        }
        slotEntryTerm[next++] = term;
        const to = nextEntry[term]!++;
        occurrencePosition[to] = position;
        if (last[term] !== verse) {
          last[term] = verse;
          const posting = nextPosting[term]!++;
          postingVerse[posting] = verse;
          entryStart[posting] = to;
        }
        slotStart[slot] = start;
        slotLength[slot] = formLength[form]!;
        end = slot + 1;
        position++;
      } else {
        const found = tokens[form]!;
        Object.assign(cursor, { next, nextSlot, end, longest, wide });
        writeForm(out, places, cursor, found, verse, base + position, start);
        ({ next, nextSlot, end, longest, wide } = cursor);
        position += found.positions;
      }
      start += formLength[form]! + gapLength[parts[part++]!]!;
    }
    // Offsets past the longest verse counted would not fit the arrays made for them.
    if (start > longestText) throw new Error(DAMAGED);
    out.verseLongest[verse] = longest;
  }
  verseSlotStart[count] = end;
  for (; nextSlot <= slots; nextSlot++) {
    slotEntryShift[nextSlot] = occurrences - nextSlot;
    if ((occurrences - nextSlot) >>> 0 > 0xffff) wide = true;
  }
  // In 16 bits where every distance fits (`slotShifts`), by the typed array's own copy.
  return { ...out, slotEntryShift: wide ? slotEntryShift : new Uint16Array(slotEntryShift) };
}

/** A form of several tokens (in slot and term order), at slot `at` of verse `verse` and character `start`. */
function writeForm(
  out: WordArrays,
  places: Placed,
  cursor: Cursor,
  form: FormTokens,
  verse: number,
  at: number,
  start: number,
): void {
  const base = out.verseSlotStart[verse]!;
  for (let token = 0; token < form.word.length; token++) {
    const id = form.word[token]!;
    const length = form.length[token]!;
    const slot = at + form.position[token]!;
    if (slot + 1 < cursor.nextSlot) throw new Error(`Verse ${verse}'s word positions go back`);
    for (; cursor.nextSlot <= slot; cursor.nextSlot++) {
      out.slotEntryShift[cursor.nextSlot] = cursor.next - cursor.nextSlot;
      if ((cursor.next - cursor.nextSlot) >>> 0 > 0xffff) cursor.wide = true;
    }
    out.slotEntryTerm[cursor.next] = id;
    out.slotEntryLength[cursor.next++] = length;
    // As a byte, as the index keeps it.
    if (length > cursor.longest) cursor.longest = length & 0xff;
    const to = places.nextEntry[id]!++;
    out.occurrencePosition[to] = slot - base;
    out.occurrenceLength[to] = length;
    if (places.last[id] !== verse) {
      places.last[id] = verse;
      const posting = places.nextPosting[id]!++;
      places.verse[posting] = verse;
      places.entryStart[posting] = to;
    }
    if (!form.slot[token]) continue;
    out.slotStart[slot] = start + form.start[token]!;
    out.slotLength[slot] = form.end[token]! - form.start[token]!;
    if (slot >= cursor.end) cursor.end = slot + 1;
  }
}

/** The second pass over the tagged words: each number's occurrence written to its posting, as its span. */
function writeStrongs(
  tagged: readonly number[],
  count: number,
  numberId: Int32Array,
  places: Placed,
  spans: Uint16Array | Uint32Array,
): void {
  const { nextEntry, nextPosting, last, verse: postingVerse, entryStart } = places;
  let word = 0;
  for (let verse = 0; verse < count; verse++) {
    let cursor = 0;
    for (let left = tagged[word++]!; left > 0; left--) {
      const offset = tagged[word++]!;
      const length = tagged[word++]!;
      const begin = offset < 0 ? 0 : cursor + offset;
      const close = offset < 0 ? 0 : begin + length;
      if (offset >= 0) cursor = close;
      for (let numbers = tagged[word++]!; numbers > 0; numbers--) {
        const id = numberId[tagged[word++]!]!;
        if (id < 0) continue;
        const to = nextEntry[id]!++;
        spans[to * 2] = begin;
        spans[to * 2 + 1] = close;
        if (last[id] !== verse) {
          last[id] = verse;
          const posting = nextPosting[id]!++;
          postingVerse[posting] = verse;
          entryStart[posting] = to;
        }
      }
    }
  }
}

/** Where the second pass writes an item's next entry and posting (`placed`). */
interface Placed {
  total: number;
  itemStart: Uint32Array;
  itemEntries: Uint32Array;
  verse: Uint32Array;
  entryStart: Uint32Array;
  nextEntry: Uint32Array;
  nextPosting: Uint32Array;
  last: Int32Array;
}

/**
 * Where each item's postings and entries start, from its entries and repeats (`KeptIndexCounts`), and room for
 * the postings: the pass writes an item's next entry at `nextEntry[item]` and its next posting at
 * `nextPosting[item]`.
 */
function placed(entries: readonly number[], repeats: readonly number[], items: number): Placed {
  if (entries.length !== items || repeats.length !== items) throw new Error(DAMAGED);
  const itemStart = new Uint32Array(items + 1);
  const itemEntries = new Uint32Array(items + 1);
  for (let item = 0; item < items; item++) {
    itemStart[item + 1] = itemStart[item]! + entries[item]! - repeats[item]!;
    itemEntries[item + 1] = itemEntries[item]! + entries[item]!;
  }
  const total = itemEntries[items]!;
  const count = itemStart[items]!;
  const entryStart = new Uint32Array(count + 1);
  entryStart[count] = total;
  return {
    total,
    itemStart,
    itemEntries,
    verse: new Uint32Array(count),
    entryStart,
    nextEntry: itemEntries.slice(0, items),
    nextPosting: itemStart.slice(0, items),
    last: new Int32Array(items).fill(-1),
  };
}

/** Whether every item's entries and postings were written to the last of their places. */
function filled({ itemStart, itemEntries, nextEntry, nextPosting }: Placed): boolean {
  for (let item = 0; item < nextEntry.length; item++) {
    if (nextEntry[item] !== itemEntries[item + 1] || nextPosting[item] !== itemStart[item + 1]) return false;
  }
  return true;
}

/**
 * The Strong's numbers of a kept pack's list (`VersionHead.numbers`, as the source writes them) in the index's
 * order (`sortStrongs`), and each listed number's place among them, or -1 for one that is not a number.
 */
export function strongsOrder(numbers: readonly string[]) {
  const canonical = numbers.map((number) => (isCanonical(number) ? number : canonicalStrongs(number)));
  const strongsNumbers = sortStrongs([...new Set(canonical)].filter((number) => number !== undefined));
  const strongsIds = new Map(strongsNumbers.map((number, id) => [number, id]));
  const numberId = Int32Array.from(canonical, (number) =>
    number === undefined ? -1 : strongsIds.get(number)!,
  );
  return { strongsNumbers, strongsIds, numberId };
}

/**
 * Whether a number is written as `normaliseStrongs` writes it (`H430`: a capital letter and digits without a
 * leading 0), as every number of the shipped texts is: read by its characters, since 14,000 calls of the parser
 * cost some 50 ms on the mobile profile.
 */
function isCanonical(number: string): boolean {
  const letter = number.charCodeAt(0);
  if ((letter !== 0x47 && letter !== 0x48) || number.length < 2 || number.length > 9) return false;
  if (number.charCodeAt(1) === 0x30) return false;
  for (let at = 1; at < number.length; at++) {
    const digit = number.charCodeAt(at);
    if (digit < 0x30 || digit > 0x39) return false;
  }
  return true;
}

/** A form's tokens in slot order and, within a slot, in term order (stably), as the index keeps a slot's entries. */
function sortedTokens(form: FormTokens): FormTokens {
  const order = form.word.map((_word, at) => at);
  order.sort((a, b) => form.position[a]! - form.position[b]! || form.word[a]! - form.word[b]! || a - b);
  const pick = <T>(values: T[]) => order.map((at) => values[at]!);
  return {
    word: pick(form.word),
    position: pick(form.position),
    length: pick(form.length),
    start: pick(form.start),
    end: pick(form.end),
    slot: pick(form.slot),
    positions: form.positions,
  };
}
