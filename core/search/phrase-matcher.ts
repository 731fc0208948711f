import { type Allocate, EMPTY, gallop, unionOfRun } from './doc-sets';
import { englishStem } from './english-forms';
import type { IndexData } from './index-builder';
import type { PhraseNode, PrefixNode, WordNode } from './query';
import { lowerBoundString } from './sorted-strings';
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
  private readonly ids: Map<string, number>;
  /** Prefix → its term range, for the prefixes searched lately (two binary searches over the strings each). */
  private readonly prefixRanges = new Map<string, TermRange>();
  private stems: Map<string, number[]> | undefined;
  /** Whether "all forms" widens a word to the words sharing its stem (English only). */
  readonly stemsWords: boolean;

  constructor(private readonly data: IndexData) {
    this.ids = new Map(data.vocabulary.map((word, term) => [word, term]));
    this.stemsWords = /^en\b/i.test(data.language);
  }

  /** A word's term id, or -1. */
  termId(word: string): number {
    return this.ids.get(word) ?? -1;
  }

  /**
   * Term ids of a word (zero or one), of every word with a prefix, or with `allForms` in an English index of
   * every word sharing the word's simple stem (`love` → love, loved, loveth…).
   */
  terms(node: Leaf, allForms = false): Uint32Array {
    if (node.kind === 'word' && allForms && this.stemsWords) {
      return Uint32Array.from(this.stemGroups().get(englishStem(node.word)) ?? []);
    }
    const [low, high] = this.termRange(node);
    const terms = new Uint32Array(high - low);
    for (let index = 0; index < terms.length; index++) terms[index] = low + index;
    return terms;
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
   * ("the", "of") cost a look at one slot each instead of a walk through their postings.
   */
  verses(node: PhraseNode, take: Allocate): Uint32Array {
    const ranges = node.parts.map((part) => this.termRange(part));
    if (ranges.some(([low, high]) => low >= high)) return EMPTY;
    const { termPostingStart, postingVerse, postingOccurrenceStart, occurrencePosition, occurrenceLength } =
      this.data;
    let driver = 0;
    for (let part = 1; part < ranges.length; part++) {
      if (postingCount(termPostingStart, ranges[part]!) < postingCount(termPostingStart, ranges[driver]!))
        driver = part;
    }
    const [low, high] = ranges[driver]!;
    const around = this.around(ranges, driver);
    if (high - low === 1) {
      const out = take(postingCount(termPostingStart, ranges[driver]!));
      let count = 0;
      for (let posting = termPostingStart[low]!; posting < termPostingStart[high]!; posting++) {
        const verse = postingVerse[posting]!;
        for (
          let entry = postingOccurrenceStart[posting]!;
          entry < postingOccurrenceStart[posting + 1]!;
          entry++
        ) {
          if (around(verse, occurrencePosition[entry]!, occurrenceLength[entry]!)) {
            out[count++] = verse;
            break;
          }
        }
      }
      return out.subarray(0, count);
    }
    // Several forms (a prefix) drive: their verses in order, each verse's slots scanned for the forms.
    const { verseSlotStart, slotEntryStart, slotEntryTerm, slotEntryLength } = this.data;
    const candidates = this.rangeVerses(ranges[driver]!, take);
    const out = take(candidates.length);
    let count = 0;
    for (const verse of candidates) {
      const first = verseSlotStart[verse]!;
      search: for (let slot = first; slot < verseSlotStart[verse + 1]!; slot++) {
        for (let entry = slotEntryStart[slot]!; entry < slotEntryStart[slot + 1]!; entry++) {
          const term = slotEntryTerm[entry]!;
          if (term >= low && term < high && around(verse, slot - first, slotEntryLength[entry]!)) {
            out[count++] = verse;
            break search;
          }
        }
      }
    }
    return out.subarray(0, count);
  }

  /** Whether the parts before `driver` end where it starts and the parts after it follow on from its end. */
  private around(
    ranges: readonly TermRange[],
    driver: number,
  ): (verse: number, position: number, length: number) => boolean {
    const { verseSlotStart, slotEntryStart, slotEntryTerm, slotEntryLength, verseLongest } = this.data;
    const lows = Uint32Array.from(ranges, (range) => range[0]);
    const highs = Uint32Array.from(ranges, (range) => range[1]);
    const parts = ranges.length;
    const right = (base: number, slots: number, part: number, position: number): boolean => {
      if (part === parts) return true;
      if (position >= slots) return false;
      const low = lows[part]!;
      const high = highs[part]!;
      const last = slotEntryStart[base + position + 1]!;
      for (let entry = slotEntryStart[base + position]!; entry < last; entry++) {
        const term = slotEntryTerm[entry]!;
        if (term >= low && term < high && right(base, slots, part + 1, position + slotEntryLength[entry]!))
          return true;
      }
      return false;
    };
    const left = (base: number, longestHere: number, part: number, end: number): boolean => {
      if (part < 0) return true;
      const low = lows[part]!;
      const high = highs[part]!;
      const longest = Math.min(end, longestHere);
      for (let length = 1; length <= longest; length++) {
        const slot = base + end - length;
        const last = slotEntryStart[slot + 1]!;
        for (let entry = slotEntryStart[slot]!; entry < last; entry++) {
          const term = slotEntryTerm[entry]!;
          if (
            term >= low &&
            term < high &&
            slotEntryLength[entry] === length &&
            left(base, longestHere, part - 1, end - length)
          )
            return true;
        }
      }
      return false;
    };
    return (verse, position, length) => {
      const base = verseSlotStart[verse]!;
      return (
        left(base, verseLongest[verse]!, driver - 1, position) &&
        right(base, verseSlotStart[verse + 1]! - base, driver + 1, position + length)
      );
    };
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
      return new PhraseSpans(
        this.data,
        node.parts.map((leaf) => this.cursor(leaf, false)),
      );
    if (node.kind === 'word' && allForms && this.stemsWords)
      return new TermSpans(this.data, this.cursor(node, true));
    const [low, high] = this.termRange(node);
    if (high - low === 1) return new TermSpans(this.data, this.cursor(node, false));
    return new RangeSpans(this.data, low, high);
  }

  private cursor(leaf: Leaf, allForms: boolean): PartCursor {
    const terms = this.terms(leaf, allForms);
    return { terms, cursors: terms.map((term) => this.data.termPostingStart[term]!) };
  }
}

const NO_TERMS: TermRange = [0, 0];
/** Prefixes whose term ranges are kept; past this many the list starts again. */
const PREFIXES_KEPT = 4096;

function postingCount(termPostingStart: Uint32Array, [low, high]: TermRange): number {
  return termPostingStart[high]! - termPostingStart[low]!;
}

function grow(buffer: Int32Array): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(buffer.length * 2);
  larger.set(buffer);
  return larger;
}

/** Pairs of word positions in two reused typed arrays. */
class PositionSpans {
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  count = 0;

  push(start: number, end: number): void {
    if (this.count === this.starts.length) {
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
    }
    this.starts[this.count] = start;
    this.ends[this.count++] = end;
  }
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
      slotEnd,
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
        out.push(slotStart[position]!, slotEnd[position + occurrenceLength[entry]! - 1]!);
      }
    }
  }
}

/**
 * A prefix's spans: the verse's own entries scanned for any term of the range, which costs the same however
 * many forms the prefix has (seeking each form's postings cost a search per form per verse).
 */
class RangeSpans implements SpanFinder {
  constructor(
    private readonly data: IndexData,
    private readonly low: number,
    private readonly high: number,
  ) {}

  find(verse: number, out: SpanBuffer): void {
    const { verseSlotStart, slotEntryStart, slotEntryTerm, slotEntryLength, slotStart, slotEnd } = this.data;
    const { low, high } = this;
    const last = verseSlotStart[verse + 1]!;
    for (let slot = verseSlotStart[verse]!; slot < last; slot++) {
      const entries = slotEntryStart[slot + 1]!;
      for (let entry = slotEntryStart[slot]!; entry < entries; entry++) {
        const term = slotEntryTerm[entry]!;
        if (term >= low && term < high)
          out.push(slotStart[slot]!, slotEnd[slot + slotEntryLength[entry]! - 1]!);
      }
    }
  }
}

/** A phrase's spans: word-position spans `[start, end)` where the parts so far follow one another. */
class PhraseSpans implements SpanFinder {
  private current = new PositionSpans();
  private next = new PositionSpans();

  constructor(
    private readonly data: IndexData,
    private readonly parts: PartCursor[],
  ) {}

  find(verse: number, out: SpanBuffer): void {
    const {
      verseSlotStart,
      slotStart,
      slotEnd,
      occurrencePosition,
      occurrenceLength,
      postingOccurrenceStart,
    } = this.data;
    let current = this.current;
    let next = this.next;
    current.count = 0;
    for (let partIndex = 0; partIndex < this.parts.length; partIndex++) {
      const part = this.parts[partIndex]!;
      next.count = 0;
      for (let termIndex = 0; termIndex < part.terms.length; termIndex++) {
        const posting = seek(this.data, part, termIndex, verse);
        if (posting < 0) continue;
        const last = postingOccurrenceStart[posting + 1]!;
        for (let entry = postingOccurrenceStart[posting]!; entry < last; entry++) {
          const position = occurrencePosition[entry]!;
          const end = position + occurrenceLength[entry]!;
          if (partIndex === 0) next.push(position, end);
          else
            for (let at = 0; at < current.count; at++)
              if (current.ends[at] === position) next.push(current.starts[at]!, end);
        }
      }
      const done = current;
      current = next;
      next = done;
      if (current.count === 0) return;
    }
    const base = verseSlotStart[verse]!;
    for (let at = 0; at < current.count; at++) {
      out.push(slotStart[base + current.starts[at]!]!, slotEnd[base + current.ends[at]! - 1]!);
    }
  }
}
