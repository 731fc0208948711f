import { type Allocate, EMPTY, gallop, unionOfRun } from './doc-sets';
import { englishStem } from './english-forms';
import { type IndexData, slotEntryAt } from './index-builder';
import type { PhraseNode, PrefixNode, WordNode } from './query';
import { WordPositions, lowerBoundString } from './sorted-strings';
import type { SpanBuffer, SpanFinder } from './span-buffer';

type Leaf = WordNode | PrefixNode;
/** Term ids `[low, high)`. */
type TermRange = readonly [number, number];

/** The terms a leaf stands for, with one posting cursor per term. */
interface PartCursor {
  terms: Uint32Array;
  cursors: Uint32Array;
}

/**
 * Positional look-ups over an index's postings: the terms a word or prefix stands for, where a term occurs
 * in a verse, and phrase matching. A phrase matches when each word starts at the position where the previous
 * one ends (`position + length`), so a joined compound (`bethel`, two positions) chains like its two parts.
 */
export class PhraseMatcher {
  /** Word → term id: a hash look-up, where a binary search over the strings cost a microsecond a word. */
  private readonly ids: WordPositions;
  /** Prefix → its term range, for the prefixes searched lately (two binary searches over the strings each). */
  private readonly prefixRanges = new Map<string, TermRange>();
  private stems: Map<string, number[]> | undefined;
  /** Whether "all forms" widens a word to the words sharing its stem (English only). */
  private readonly stemsWords: boolean;

  constructor(private readonly data: IndexData) {
    this.ids = new WordPositions(data.vocabulary);
    this.stemsWords = /^en\b/i.test(data.language);
  }

  /** A word's term id, or -1. */
  termId(word: string): number {
    return this.ids.get(word);
  }

  /**
   * Term ids of a word (zero or one), of every word with a prefix, or with `allForms` in an English index of
   * every word sharing the word's simple stem (`love` → love, loved, loveth…).
   */
  terms(node: Leaf, allForms = false): Uint32Array {
    const forms = this.stemForms(node, allForms);
    if (forms) return forms;
    const [low, high] = this.termRange(node);
    const terms = new Uint32Array(high - low);
    for (let index = 0; index < terms.length; index++) terms[index] = low + index;
    return terms;
  }

  /**
   * The term ids of the words sharing a word's stem where "all forms" widens it (a word, in an English
   * index); undefined where the leaf stands for its own term range.
   */
  stemForms(node: Leaf, allForms: boolean): Uint32Array | undefined {
    if (node.kind !== 'word' || !allForms || !this.stemsWords) return undefined;
    return Uint32Array.from(this.stemGroups().get(englishStem(node.word)) ?? []);
  }

  /** The vocabulary grouped by stem, made on the first "all forms" search (a few milliseconds). */
  private stemGroups(): Map<string, number[]> {
    if (!this.stems) {
      this.stems = new Map();
      this.data.vocabulary.forEach((word, term) => {
        const stem = englishStem(word);
        const group = this.stems!.get(stem);
        if (group) group.push(term);
        else this.stems!.set(stem, [term]);
      });
    }
    return this.stems;
  }

  /** Verses containing a term, ascending (a view, not a copy). */
  termVerses(term: number): Uint32Array {
    const { termPostingStart, postingVerse } = this.data;
    return postingVerse.subarray(termPostingStart[term], termPostingStart[term + 1]);
  }

  /**
   * The verses where a phrase stands, ascending. The part with the fewest postings drives: each of its
   * occurrences is checked against the slots beside it (verse-major entries), so the common words of a phrase
   * ("the", "of") cost a look at one slot each instead of a walk through their postings. Verses lacking a
   * common part (one with membership bits, from `bitsOfTerm`) are passed over before any slot is read.
   */
  verses(
    node: PhraseNode,
    take: Allocate,
    bitsOfTerm?: (term: number) => Uint32Array | undefined,
  ): Uint32Array {
    const ranges = node.parts.map((part) => this.termRange(part));
    if (ranges.some(([low, high]) => low >= high)) return EMPTY;
    const { termPostingStart, postingVerse, postingOccurrenceStart, occurrencePosition, occurrenceLength } =
      this.data;
    let driver = 0;
    for (let part = 1; part < ranges.length; part++) {
      if (postingCount(termPostingStart, ranges[part]!) < postingCount(termPostingStart, ranges[driver]!))
        driver = part;
    }
    const phrase = new PhraseParts(this.data, ranges);
    const [low, high] = ranges[driver]!;
    const required: Uint32Array[] = [];
    for (const [partLow, partHigh] of ranges) {
      const bits = partHigh - partLow === 1 ? bitsOfTerm?.(partLow) : undefined;
      if (bits) required.push(bits);
    }
    if (high - low === 1) {
      const out = take(postingCount(termPostingStart, ranges[driver]!));
      let count = 0;
      for (let posting = termPostingStart[low]!; posting < termPostingStart[high]!; posting++) {
        const verse = postingVerse[posting]!;
        if (!hasAll(required, verse)) continue;
        for (
          let entry = postingOccurrenceStart[posting]!;
          entry < postingOccurrenceStart[posting + 1]!;
          entry++
        ) {
          if (phrase.around(verse, driver, occurrencePosition[entry]!, occurrenceLength[entry]!)) {
            out[count++] = verse;
            break;
          }
        }
      }
      return out.subarray(0, count);
    }
    // Several forms (a prefix) drive: their verses in order, each verse's slots scanned for the forms.
    const { verseSlotStart, slotEntryShift, slotEntryTerm, slotEntryLength } = this.data;
    const candidates = this.rangeVerses(ranges[driver]!, take);
    const out = take(candidates.length);
    let count = 0;
    for (const verse of candidates) {
      if (!hasAll(required, verse)) continue;
      const first = verseSlotStart[verse]!;
      search: for (let slot = first; slot < verseSlotStart[verse + 1]!; slot++) {
        const last = slotEntryAt(slotEntryShift, slot + 1);
        for (let entry = slotEntryAt(slotEntryShift, slot); entry < last; entry++) {
          const term = slotEntryTerm[entry]!;
          if (
            term >= low &&
            term < high &&
            phrase.around(verse, driver, slot - first, slotEntryLength[entry]!)
          ) {
            out[count++] = verse;
            break search;
          }
        }
      }
    }
    return out.subarray(0, count);
  }

  /**
   * The term ids of a word or prefix, `[low, high)`: the vocabulary is sorted, so a prefix's words are
   * neighbours, and so are their postings.
   */
  termRange(part: Leaf): TermRange {
    if (part.kind === 'word') {
      const term = this.termId(part.word);
      return term >= 0 ? [term, term + 1] : NO_TERMS;
    }
    let range = this.prefixRanges.get(part.prefix);
    if (!range) {
      const vocabulary = this.data.vocabulary;
      range = [
        lowerBoundString(vocabulary, part.prefix),
        lowerBoundString(vocabulary, `${part.prefix}\uffff`),
      ];
      if (this.prefixRanges.size === PREFIXES_KEPT) this.prefixRanges.clear();
      this.prefixRanges.set(part.prefix, range);
    }
    return range;
  }

  /** The verses holding any term of a range, ascending: one run of postings sorted, or a bit map. */
  rangeVerses([low, high]: TermRange, take: Allocate): Uint32Array {
    const { termPostingStart, postingVerse } = this.data;
    if (high - low === 1) return this.termVerses(low);
    return unionOfRun(
      postingVerse,
      termPostingStart[low]!,
      termPostingStart[high]!,
      this.data.keys.length,
      take,
    );
  }

  /**
   * A finder of the character spans of a word, prefix or phrase in a verse, for verses visited in ascending
   * order. It allocates nothing per verse.
   */
  spanFinder(node: Leaf | PhraseNode, allForms = false): SpanFinder {
    if (node.kind === 'phrase')
      return new PhraseParts(
        this.data,
        node.parts.map((part) => this.termRange(part)),
      );
    const forms = this.stemForms(node, allForms);
    if (forms) return new TermSpans(this.data, this.cursor(forms));
    const range = this.termRange(node);
    // One word seeks its posting list; a prefix's forms are found in the verse's own entries, the same way as
    // a phrase's, however many forms it has.
    if (range[1] - range[0] === 1) return new TermSpans(this.data, this.cursor(Uint32Array.of(range[0])));
    return new PhraseParts(this.data, [range]);
  }

  private cursor(terms: Uint32Array): PartCursor {
    return { terms, cursors: terms.map((term) => this.data.termPostingStart[term]!) };
  }
}

const NO_TERMS: TermRange = [0, 0];
/** Prefixes whose term ranges are kept; past this many the list starts again. */
const PREFIXES_KEPT = 4096;

function postingCount(termPostingStart: Uint32Array, [low, high]: TermRange): number {
  return termPostingStart[high]! - termPostingStart[low]!;
}

/** Moves the cursor of a part's `index`th term forward to `verse`; the term's posting there, or -1. */
function seek(data: IndexData, part: PartCursor, index: number, verse: number): number {
  const { termPostingStart, postingVerse } = data;
  const end = termPostingStart[part.terms[index]! + 1]!;
  const posting = gallop(postingVerse, verse, part.cursors[index]!, end);
  part.cursors[index] = posting;
  return posting < end && postingVerse[posting] === verse ? posting : -1;
}

/** A word's spans (or those of the scattered forms of an "all forms" word): a posting cursor per term. */
class TermSpans implements SpanFinder {
  constructor(
    private readonly data: IndexData,
    private readonly part: PartCursor,
  ) {}

  find(verse: number, out: SpanBuffer): void {
    const {
      verseSlotStart,
      slotStart,
      slotLength,
      occurrencePosition,
      occurrenceLength,
      postingOccurrenceStart,
    } = this.data;
    const base = verseSlotStart[verse]!;
    for (let termIndex = 0; termIndex < this.part.terms.length; termIndex++) {
      const posting = seek(this.data, this.part, termIndex, verse);
      if (posting < 0) continue;
      const last = postingOccurrenceStart[posting + 1]!;
      for (let entry = postingOccurrenceStart[posting]!; entry < last; entry++) {
        const position = base + occurrencePosition[entry]!;
        const final = position + occurrenceLength[entry]! - 1;
        out.push(slotStart[position]!, slotStart[final]! + slotLength[final]!);
      }
    }
  }
}

/** Whether a verse is in every set of membership bits. */
function hasAll(required: readonly Uint32Array[], verse: number): boolean {
  for (const bits of required) if (!(bits[verse >>> 5]! & (1 << (verse & 31)))) return false;
  return true;
}

/**
 * A phrase's parts as term ranges over the verse-major slot entries. A phrase matches where each part starts
 * at the slot where the previous one ends (`position + length`), so a joined compound (`bethel`, two
 * positions) chains like its two parts. Checks an occurrence of the driving part, and finds the phrase's
 * spans for highlighting from the verse's own entries (a prefix's too, as a phrase of one part).
 */
class PhraseParts implements SpanFinder {
  private readonly lows: Uint32Array;
  private readonly highs: Uint32Array;

  constructor(
    private readonly data: IndexData,
    ranges: readonly TermRange[],
  ) {
    this.lows = Uint32Array.from(ranges, (range) => range[0]);
    this.highs = Uint32Array.from(ranges, (range) => range[1]);
  }

  /** Whether the parts before `part` end where it starts (`position`) and those after follow on from its end. */
  around(verse: number, part: number, position: number, length: number): boolean {
    const { verseSlotStart, verseLongest } = this.data;
    const base = verseSlotStart[verse]!;
    return (
      this.left(base, verseLongest[verse]!, part - 1, position) &&
      this.right(base, verseSlotStart[verse + 1]! - base, part + 1, position + length)
    );
  }

  /** Adds the character span of every place the phrase stands in the verse. */
  find(verse: number, out: SpanBuffer): void {
    const { verseSlotStart, slotEntryShift, slotEntryTerm, slotEntryLength } = this.data;
    const base = verseSlotStart[verse]!;
    const slots = verseSlotStart[verse + 1]! - base;
    const low = this.lows[0]!;
    const high = this.highs[0]!;
    for (let position = 0; position < slots; position++) {
      const last = slotEntryAt(slotEntryShift, base + position + 1);
      for (let entry = slotEntryAt(slotEntryShift, base + position); entry < last; entry++) {
        const term = slotEntryTerm[entry]!;
        if (term >= low && term < high)
          this.spans(base, slots, 1, position + slotEntryLength[entry]!, position, out);
      }
    }
  }

  /** Whether the parts from `part` on follow on from `position`. */
  private right(base: number, slots: number, part: number, position: number): boolean {
    if (part === this.lows.length) return true;
    if (position >= slots) return false;
    const { slotEntryShift, slotEntryTerm, slotEntryLength } = this.data;
    const low = this.lows[part]!;
    const high = this.highs[part]!;
    const last = slotEntryAt(slotEntryShift, base + position + 1);
    for (let entry = slotEntryAt(slotEntryShift, base + position); entry < last; entry++) {
      const term = slotEntryTerm[entry]!;
      if (term >= low && term < high && this.right(base, slots, part + 1, position + slotEntryLength[entry]!))
        return true;
    }
    return false;
  }

  /** Whether the parts up to `part` can end at `end`, walking back (an entry covers up to `longest` slots). */
  private left(base: number, longest: number, part: number, end: number): boolean {
    if (part < 0) return true;
    const { slotEntryShift, slotEntryTerm, slotEntryLength } = this.data;
    const low = this.lows[part]!;
    const high = this.highs[part]!;
    const reach = Math.min(end, longest);
    for (let length = 1; length <= reach; length++) {
      const slot = base + end - length;
      const last = slotEntryAt(slotEntryShift, slot + 1);
      for (let entry = slotEntryAt(slotEntryShift, slot); entry < last; entry++) {
        const term = slotEntryTerm[entry]!;
        if (
          term >= low &&
          term < high &&
          slotEntryLength[entry] === length &&
          this.left(base, longest, part - 1, end - length)
        )
          return true;
      }
    }
    return false;
  }

  /** Adds the span from slot `start` for every way the parts from `part` on follow on from `position`. */
  private spans(
    base: number,
    slots: number,
    part: number,
    position: number,
    start: number,
    out: SpanBuffer,
  ): void {
    const { slotEntryShift, slotEntryTerm, slotEntryLength, slotStart, slotLength } = this.data;
    if (part === this.lows.length) {
      const final = base + position - 1;
      out.push(slotStart[base + start]!, slotStart[final]! + slotLength[final]!);
      return;
    }
    if (position >= slots) return;
    const low = this.lows[part]!;
    const high = this.highs[part]!;
    const last = slotEntryAt(slotEntryShift, base + position + 1);
    for (let entry = slotEntryAt(slotEntryShift, base + position); entry < last; entry++) {
      const term = slotEntryTerm[entry]!;
      if (term >= low && term < high)
        this.spans(base, slots, part + 1, position + slotEntryLength[entry]!, start, out);
    }
  }
}
