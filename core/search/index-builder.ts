import { normaliseStrongs } from '../bible/strongs';
import { type SearchLanguage, foldWord, isEnglish, scanForm, scanForms } from './normalise';

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
  values: Uint32Array;
  length = 0;

  /** `capacity`: how many values are expected, so that the array seldom grows. */
  constructor(capacity = 1024) {
    this.values = new Uint32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const larger = new Uint32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.length++] = value;
  }

  /** The values pushed, in an array of their own. */
  done(): Uint32Array {
    return this.values.slice(0, this.length);
  }
}

/** Word positions' slots: each one's character start and length; a position never set reads 0 and 0. */
class Slots {
  start: Uint32Array;
  length: Uint32Array;
  count = 0;

  constructor(capacity = 1024) {
    this.start = new Uint32Array(Math.max(16, capacity));
    this.length = new Uint32Array(this.start.length);
  }

  set(slot: number, start: number, length: number): void {
    if (slot >= this.start.length) this.grow(slot);
    if (slot >= this.count) this.count = slot + 1;
    this.start[slot] = start;
    this.length[slot] = length;
  }

  private grow(slot: number): void {
    let room = this.start.length * 2;
    while (room <= slot) room *= 2;
    const start = new Uint32Array(room);
    const length = new Uint32Array(room);
    start.set(this.start);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }
}

/**
 * Occurrences of items (words or Strong's numbers) in reading order: item id and two numbers, and where each
 * verse's occurrences start (kept a verse at a time rather than an occurrence at a time). The three columns grow
 * together, so that adding one checks the room once.
 */
class Occurrences {
  readonly ids = new Map<string, number>();
  item: Uint32Array;
  first: Uint32Array;
  second: Uint32Array;
  length = 0;
  readonly verseStart = new Column();
  /** Per item id, counted as occurrences come: its entries, its postings (verses), the last verse it was in. */
  entries = new Uint32Array(1024);
  postings = new Uint32Array(1024);
  private lastVerse = new Int32Array(1024).fill(-1);
  private verse = -1;

  constructor(capacity = 1024) {
    const room = Math.max(16, capacity);
    this.item = new Uint32Array(room);
    this.first = new Uint32Array(room);
    this.second = new Uint32Array(room);
  }

  /** Starts the next verse's occurrences; once more after the last verse. */
  startVerse(): void {
    this.verseStart.push(this.length);
    this.verse++;
  }

  /** The item's id, given in the order items are first seen. */
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) this.ids.set(name, (id = this.ids.size));
    return id;
  }

  add(id: number, first: number, second: number): void {
    const at = this.length;
    if (at === this.item.length) this.grow();
    this.item[at] = id;
    this.first[at] = first;
    this.second[at] = second;
    this.length = at + 1;
    if (id >= this.entries.length) this.growIds(id);
    this.entries[id]!++;
    if (this.lastVerse[id] !== this.verse) {
      this.lastVerse[id] = this.verse;
      this.postings[id]!++;
    }
  }

  private grow(): void {
    const larger = (values: Uint32Array) => {
      const copy = new Uint32Array(values.length * 2);
      copy.set(values);
      return copy;
    };
    this.item = larger(this.item);
    this.first = larger(this.first);
    this.second = larger(this.second);
  }

  private growIds(id: number): void {
    let room = this.entries.length * 2;
    while (room <= id) room *= 2;
    const entries = new Uint32Array(room);
    const postings = new Uint32Array(room);
    const lastVerse = new Int32Array(room).fill(-1);
    entries.set(this.entries);
    postings.set(this.postings);
    lastVerse.set(this.lastVerse);
    this.entries = entries;
    this.postings = postings;
    this.lastVerse = lastVerse;
  }
}

/**
 * The tokens of one written form (`scanForm` at offset and position 0), found once and placed wherever the form
 * stands: their word ids, positions and lengths, character spans, and whether each fills its position's slot.
 */
export interface FormTokens {
  word: number[];
  position: number[];
  length: number[];
  start: number[];
  end: number[];
  slot: boolean[];
  /** The positions the form takes. */
  positions: number;
}

/** A form's tokens before any is found; `positions`: the positions the form takes. */
function noTokens(positions: number): FormTokens {
  return { word: [], position: [], length: [], start: [], end: [], slot: [], positions };
}

/**
 * A form's tokens as a kept pack writes them (decision 417): the term of a form that is one plain word (one
 * token, at its start, filling its slot: almost every form), else the positions it takes followed by each
 * token's term, position, length, start, end and whether it fills its slot (1 or 0).
 */
export type KeptFormTokens = number | number[];

/**
 * Builds a version's index from verse texts, verse by verse in key order, from each verse's written forms
 * (`scanForms`) and its words carrying Strong's numbers (`buildIndexData`), and finds the tokens of each form a
 * kept pack lists (decision 417). A kept pack's index is made by `keptIndexData` without reading a text, and is
 * the same to the byte (decision 418).
 */
export class IndexBuilder {
  private readonly words: Occurrences;
  private readonly strongs: Occurrences;
  private readonly verseSlotStart = new Column();
  private readonly slots: Slots;
  private readonly english: boolean;
  private verse = -1;
  private position = 0;
  private base = 0;
  private longestText = 0;

  constructor(readonly language: SearchLanguage) {
    this.words = new Occurrences();
    this.strongs = new Occurrences();
    this.slots = new Slots();
    this.english = isEnglish(language);
    this.verseSlotStart.push(0);
  }

  /** The tokens of a written form, its words given ids. */
  form(surface: string): FormTokens {
    const tokens = noTokens(0);
    tokens.positions = scanForm(
      surface,
      0,
      0,
      this.english,
      (word, position, length, start, end, kind) => {
        tokens.word.push(this.words.id(word));
        tokens.position.push(position);
        tokens.length.push(length);
        tokens.start.push(start);
        tokens.end.push(end);
        tokens.slot.push(kind === 'word' || kind === 'part');
      },
      foldWord,
      this.language,
    );
    return tokens;
  }

  /**
   * The words of the forms made so far, sorted as the index keeps them (code-unit order), and each word id's
   * place among them: what a kept pack writes as its terms.
   */
  vocabulary(): { terms: string[]; rank: Uint32Array } {
    const terms = [...this.words.ids.keys()].sort(compareCodeUnits);
    const rank = new Uint32Array(terms.length);
    terms.forEach((term, at) => (rank[this.words.ids.get(term)!] = at));
    return { terms, rank };
  }

  /** Starts the next verse; verses come in ascending key order. */
  startVerse(): void {
    if (this.verse >= 0) this.verseSlotStart.push(this.slots.count);
    this.verse++;
    this.words.startVerse();
    this.strongs.startVerse();
    this.position = 0;
    this.base = this.slots.count;
  }

  /** A written form of the current verse, starting at character `start`; forms come in reading order. */
  addForm(form: FormTokens, start: number): void {
    for (let at = 0; at < form.word.length; at++) {
      const position = this.position + form.position[at]!;
      this.words.add(form.word[at]!, position, form.length[at]!);
      if (form.slot[at]) {
        this.slots.set(this.base + position, start + form.start[at]!, form.end[at]! - form.start[at]!);
      }
    }
    this.position += form.positions;
  }

  /** The id of a Strong's number as the source writes it (`h07225`), or -1 for a number that is not one. */
  private strongsId(raw: string): number {
    const number = canonicalStrongs(raw);
    return number ? this.strongs.id(number) : -1;
  }

  /** A word of the current verse carrying Strong's numbers, as its character span (empty where not found). */
  addStrongs(start: number, end: number, numbers: readonly string[]): void {
    for (const raw of numbers) {
      const id = this.strongsId(raw);
      if (id >= 0) this.strongs.add(id, start, end);
    }
  }

  /** The current verse's text length, which decides how wide the character offsets are kept. */
  textLength(length: number): void {
    if (length > this.longestText) this.longestText = length;
  }

  /** The packed index of the verses added, whose keys are `keys`. */
  finish(keys: Uint32Array): IndexData {
    if (this.verse + 1 !== keys.length) throw new Error(`${keys.length} keys for ${this.verse + 1} verses`);
    const { words, strongs, slots } = this;
    if (this.verse >= 0) this.verseSlotStart.push(slots.count);
    words.startVerse();
    strongs.startVerse();
    const verseSlotStart = this.verseSlotStart.done();
    const { terms: vocabulary, rank: wordRank } = this.vocabulary();
    // First, as it puts each slot's entries in term order in place (which leaves every term's postings as they are).
    const bySlot = slotEntries(words, verseSlotStart, wordRank);
    const occurrencePosition = new Uint16Array(words.length);
    const occurrenceLength = new Uint8Array(words.length);
    const wordPostings = packPostings(words, wordRank, occurrencePosition, occurrenceLength);
    const strongsNumbers = sortStrongs([...strongs.ids.keys()]);
    const strongsRank = new Uint32Array(strongsNumbers.length);
    strongsNumbers.forEach((number, at) => (strongsRank[strongs.ids.get(number)!] = at));
    const spanStart = new Uint32Array(strongs.length);
    const spanEnd = new Uint32Array(strongs.length);
    const strongsPostings = packPostings(strongs, strongsRank, spanStart, spanEnd);
    const Offsets = this.longestText > 0xffff ? Uint32Array : Uint16Array;
    return {
      language: this.language,
      keys,
      vocabulary,
      termPostingStart: wordPostings.itemStart,
      postingVerse: wordPostings.verse,
      postingOccurrenceStart: wordPostings.entryStart,
      occurrencePosition,
      occurrenceLength,
      verseSlotStart,
      slotStart: new Offsets(slots.start.subarray(0, slots.count)),
      slotLength: narrowest(slots.length.subarray(0, slots.count)),
      ...bySlot,
      strongsIds: new Map(strongsNumbers.map((number, id) => [number, id])),
      strongsPostingStart: strongsPostings.itemStart,
      strongsVerse: strongsPostings.verse,
      strongsSpanStart: strongsPostings.entryStart,
      strongsSpans: interleave(spanStart, spanEnd, Offsets),
    };
  }
}

/** Tokenizes every verse and packs the postings. Rows may come in any order; keys must be unique. */
export function buildIndexData(input: Iterable<VerseRow>, language: SearchLanguage): IndexData {
  const rows = [...input].sort((a, b) => a.key - b.key);
  const keys = Uint32Array.from(rows, (row) => row.key);
  for (let index = 1; index < keys.length; index++) {
    if (keys[index] === keys[index - 1]) throw new Error(`Verse ${keys[index]} appears twice`);
  }
  const builder = new IndexBuilder(language);
  const forms = new Map<string, FormTokens>();
  for (const row of rows) {
    builder.startVerse();
    builder.textLength(row.text.length);
    scanForms(row.text, (surface, start) => {
      let form = forms.get(surface);
      if (!form) forms.set(surface, (form = builder.form(surface)));
      builder.addForm(form, start);
    });
    if (row.tokens) {
      placeStrongsWords(row.text, row.tokens, (start, end, token) =>
        builder.addStrongs(start, end, token.s!),
      );
    }
  }
  return builder.finish(keys);
}

/** A kept pack's form (`KeptFormTokens`) as its tokens, their words given as term ids. */
export function keptFormOf(kept: KeptFormTokens, surface: string): FormTokens {
  if (typeof kept === 'number') {
    return {
      word: [kept],
      position: [0],
      length: [1],
      start: [0],
      end: [surface.length],
      slot: [true],
      positions: 1,
    };
  }
  const tokens = noTokens(kept[0]!);
  for (let at = 1; at + 5 < kept.length; at += 6) {
    tokens.word.push(kept[at]!);
    tokens.position.push(kept[at + 1]!);
    tokens.length.push(kept[at + 2]!);
    tokens.start.push(kept[at + 3]!);
    tokens.end.push(kept[at + 4]!);
    tokens.slot.push(kept[at + 5] === 1);
  }
  return tokens;
}

/** A form's tokens as a kept pack writes them (`KeptFormTokens`), their words given as places in `rank`. */
export function keptFormTokens(form: FormTokens, surface: string, rank: Uint32Array): KeptFormTokens {
  const [word] = form.word;
  const plain =
    form.word.length === 1 &&
    form.positions === 1 &&
    form.position[0] === 0 &&
    form.length[0] === 1 &&
    form.start[0] === 0 &&
    form.end[0] === surface.length &&
    form.slot[0] === true;
  if (plain) return rank[word!]!;
  const kept = [form.positions];
  form.word.forEach((id, at) =>
    kept.push(
      rank[id]!,
      form.position[at]!,
      form.length[at]!,
      form.start[at]!,
      form.end[at]!,
      form.slot[at] ? 1 : 0,
    ),
  );
  return kept;
}

/**
 * Finds each source token carrying Strong's numbers in the verse text (tokens are in reading order, so the
 * search moves forward) and gives its span; a token not found gives an empty span at 0 and `found` false.
 */
export function placeStrongsWords<Token extends { t: string; s?: readonly string[] | null }>(
  text: string,
  tokens: readonly Token[],
  visit: (start: number, end: number, token: Token, found: boolean) => void,
): void {
  let cursor = 0;
  for (const token of tokens) {
    if (!token.s || token.s.length === 0) continue;
    const at = text.indexOf(token.t, cursor);
    if (at < 0) {
      visit(0, 0, token, false);
      continue;
    }
    cursor = at + token.t.length;
    visit(at, cursor, token, true);
  }
}

const strongsCache = new Map<string, string | undefined>();

/** `normaliseStrongs`, remembered: a Bible repeats a few thousand numbers hundreds of thousands of times. */
export function canonicalStrongs(raw: string): string | undefined {
  if (strongsCache.has(raw)) return strongsCache.get(raw);
  const number = normaliseStrongs(raw);
  if (strongsCache.size < 50_000) strongsCache.set(raw, number);
  return number;
}

/** A typed array postings' numbers are written to. */
type Numbers = Uint8Array | Uint16Array | Uint32Array;

interface Packed {
  itemStart: Uint32Array;
  verse: Uint32Array;
  entryStart: Uint32Array;
}

/**
 * Groups occurrences by item in the order `rank` gives their ids, then by verse: postings per item, entries per
 * posting, the entries' two numbers written to `first` and `second`. From each item's entries and postings,
 * counted as they came (a posting starts wherever an item is met in a verse for the first time), one pass writes
 * each occurrence straight to its place, and each posting once, so that verses stay ascending within an item.
 */
function packPostings(occurrences: Occurrences, rank: Uint32Array, first: Numbers, second: Numbers): Packed {
  const items = rank.length;
  const count = occurrences.length;
  const item = occurrences.item;
  const verseStart = occurrences.verseStart.values;
  const verses = occurrences.verseStart.length - 1;
  // Each item's entries and postings were counted as they came (`Occurrences.add`), by id: placed in order here.
  const entryOf = new Uint32Array(items + 1);
  const postingOf = new Uint32Array(items + 1);
  for (let id = 0; id < items; id++) {
    entryOf[rank[id]! + 1] = occurrences.entries[id] ?? 0;
    postingOf[rank[id]! + 1] = occurrences.postings[id] ?? 0;
  }
  for (let id = 0; id < items; id++) {
    entryOf[id + 1]! += entryOf[id]!;
    postingOf[id + 1]! += postingOf[id]!;
  }
  const postings = postingOf[items]!;
  const postingVerse = new Uint32Array(postings);
  const entryStart = new Uint32Array(postings + 1);
  const nextEntry = entryOf.slice(0, items);
  const nextPosting = postingOf.slice(0, items);
  const lastVerse = new Int32Array(items).fill(-1);
  const firsts = occurrences.first;
  const seconds = occurrences.second;
  for (let verse = 0; verse < verses; verse++) {
    for (let at = verseStart[verse]!; at < verseStart[verse + 1]!; at++) {
      const id = rank[item[at]!]!;
      const to = nextEntry[id]!++;
      if (lastVerse[id] !== verse) {
        lastVerse[id] = verse;
        const posting = nextPosting[id]!++;
        postingVerse[posting] = verse;
        entryStart[posting] = to;
      }
      first[to] = firsts[at]!;
      second[to] = seconds[at]!;
    }
  }
  entryStart[postings] = count;
  return { itemStart: postingOf, verse: postingVerse, entryStart };
}

/**
 * The word occurrences by slot: a slot's entries in term order, as the postings list them. Reading order is slot
 * order already (a form's tokens never go back a position), so a slot's entries are the run of occurrences at
 * it; where a compound, its parts or a possessive share a slot, the run is put in term order in place (the same
 * term twice keeps its reading order, and each term's occurrences keep theirs, so the postings are unchanged).
 */
function slotEntries(
  words: Occurrences,
  verseSlotStart: Uint32Array,
  rank: Uint32Array,
): Pick<IndexData, 'slotEntryShift' | 'slotEntryTerm' | 'slotEntryLength' | 'verseLongest'> {
  const count = words.length;
  const { item, first: positions, second: lengths } = words;
  const verseStart = words.verseStart.values;
  const verses = verseSlotStart.length - 1;
  const slotCount = verseSlotStart[verses]!;
  const slotEntryStart = new Uint32Array(slotCount + 1);
  const slotEntryTerm = new (rank.length <= 0xffff ? Uint16Array : Uint32Array)(count);
  const verseLongest = new Uint8Array(verses);
  let nextSlot = 0;
  for (let verse = 0; verse < verses; verse++) {
    const base = verseSlotStart[verse]!;
    let longest = 1;
    for (let at = verseStart[verse]!; at < verseStart[verse + 1]!; at++) {
      const slot = base + positions[at]!;
      if (slot + 1 < nextSlot) throw new Error(`Verse ${verse}'s word positions go back`);
      // The slots up to this one start here: every entry before is in a slot before them.
      while (nextSlot <= slot) slotEntryStart[nextSlot++] = at;
      const id = item[at]!;
      const term = rank[id]!;
      const position = positions[at]!;
      const length = lengths[at]!;
      let to = at;
      while (to > slotEntryStart[slot]! && slotEntryTerm[to - 1]! > term) {
        slotEntryTerm[to] = slotEntryTerm[to - 1]!;
        item[to] = item[to - 1]!;
        positions[to] = positions[to - 1]!;
        lengths[to] = lengths[to - 1]!;
        to--;
      }
      slotEntryTerm[to] = term;
      item[to] = id;
      positions[to] = position;
      lengths[to] = length;
      // As a byte, as the index keeps it.
      if (length > longest) longest = length & 0xff;
    }
    verseLongest[verse] = longest;
  }
  while (nextSlot <= slotCount) slotEntryStart[nextSlot++] = count;
  const slotEntryLength = new Uint8Array(lengths.subarray(0, count));
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
  let narrow = true;
  for (let slot = 0; slot < starts.length && narrow; slot++) {
    const shift = starts[slot]! - slot;
    if (shift < 0 || shift > 0xffff) narrow = false;
  }
  // Made once, in the width found: an index's million slots are not worth a second copy.
  const shifts = narrow ? new Uint16Array(starts.length) : new Uint32Array(starts.length);
  for (let slot = 0; slot < starts.length; slot++) shifts[slot] = (starts[slot]! - slot) >>> 0;
  return shifts;
}

/** The values in the narrowest unsigned array that holds them all. */
export function narrowest(values: Uint32Array): Uint8Array | Uint16Array | Uint32Array {
  let largest = 0;
  for (let at = 0; at < values.length; at++) if (values[at]! > largest) largest = values[at]!;
  // Copied by the typed arrays' own constructors, far faster than `from`, which iterates.
  if (largest <= 0xff) return new Uint8Array(values);
  return largest <= 0xffff ? new Uint16Array(values) : new Uint32Array(values);
}

/** Pairs `a[i]`, `b[i]` side by side, in an array of the type given. */
function interleave(a: Uint32Array, b: Uint32Array, Type: typeof Uint16Array | typeof Uint32Array) {
  const out = new Type(a.length * 2);
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

/**
 * Strong's numbers (canonical: `G` or `H` and the number) in order: Greek before Hebrew, then by number (`H9`
 * before `H10`). Each is sorted as one number, its letter and value above its place in the list, by the typed
 * array's own numeric sort rather than a comparison of ours called for each pair (decision 418).
 */
export function sortStrongs(numbers: readonly string[]): string[] {
  const places = 2 ** Math.max(1, Math.ceil(Math.log2(numbers.length + 1)));
  const keyed = new Float64Array(numbers.length);
  numbers.forEach((number, at) => {
    const letter = number.charCodeAt(0) === 0x48 ? 1 : 0;
    keyed[at] = (letter * 2 ** 27 + Number(number.slice(1))) * places + at;
  });
  keyed.sort();
  return Array.from(keyed, (key) => numbers[key % places]!);
}
