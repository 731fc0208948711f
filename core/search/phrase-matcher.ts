import { gallop } from './doc-sets';
import { englishStem } from './english-forms';
import type { IndexData } from './index-builder';
import type { PhraseNode, PrefixNode, WordNode } from './query';

/** Character offsets in a verse's text (end exclusive). */
export interface TermSpan {
  start: number;
  end: number;
}

type Leaf = WordNode | PrefixNode;

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
  constructor(private readonly data: IndexData) {}

  private stems: Map<string, number[]> | undefined;

  /**
   * Term ids of a word (zero or one), of every word with a prefix, or with `allForms` in an English index of
   * every word sharing the word's simple stem (`love` → love, loved, loveth…).
   */
  terms(node: Leaf, allForms = false): Uint32Array {
    const vocabulary = this.data.vocabulary;
    if (node.kind === 'prefix') {
      const low = searchStrings(vocabulary, node.prefix);
      const high = searchStrings(vocabulary, `${node.prefix}\uffff`);
      return Uint32Array.from({ length: high - low }, (_, index) => low + index);
    }
    if (allForms && /^en\b/i.test(this.data.language)) {
      return Uint32Array.from(this.stemGroups().get(englishStem(node.word)) ?? []);
    }
    const at = searchStrings(vocabulary, node.word);
    return vocabulary[at] === node.word ? Uint32Array.of(at) : new Uint32Array(0);
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
   * A checker for one phrase over verses visited in ascending order: posting cursors only move forward and
   * the positions where the phrase may continue live in two reused buffers, so a check allocates nothing.
   */
  prepare(node: PhraseNode): { matches(verse: number): boolean } {
    const parts = node.parts.map((part) => this.cursor(part, false));
    const { occurrencePosition, occurrenceLength, postingOccurrenceStart } = this.data;
    let ends: Int32Array = new Int32Array(64);
    let next: Int32Array = new Int32Array(64);
    return {
      matches: (verse) => {
        let count = 0;
        for (let partIndex = 0; partIndex < parts.length; partIndex++) {
          const part = parts[partIndex]!;
          let found = 0;
          for (let termIndex = 0; termIndex < part.terms.length; termIndex++) {
            const posting = this.seek(part, termIndex, verse);
            if (posting < 0) continue;
            const last = postingOccurrenceStart[posting + 1]!;
            for (let entry = postingOccurrenceStart[posting]!; entry < last; entry++) {
              const position = occurrencePosition[entry]!;
              if (partIndex > 0 && !contains(ends, count, position)) continue;
              if (found === next.length) next = grow(next);
              next[found++] = position + occurrenceLength[entry]!;
            }
          }
          [ends, next] = [next, ends];
          count = found;
          if (count === 0) return false;
        }
        return true;
      },
    };
  }

  /** Character spans of a word, prefix or phrase, for verses visited in ascending order. */
  spanFinder(node: Leaf | PhraseNode, allForms = false): (verse: number) => TermSpan[] {
    const parts =
      node.kind === 'phrase'
        ? node.parts.map((leaf) => this.cursor(leaf, false))
        : [this.cursor(node, allForms)];
    const { verseSlotStart, slotStart, slotEnd } = this.data;
    return (verse) => {
      const base = verseSlotStart[verse]!;
      return chain(parts.map((part) => this.occurrences(part, verse))).map(([first, end]) => ({
        start: slotStart[base + first]!,
        end: slotEnd[base + end - 1]!,
      }));
    };
  }

  /** `[position, length, position, length, …]` of every term of a part in one verse. */
  private occurrences(part: PartCursor, verse: number): number[] {
    const { occurrencePosition, occurrenceLength, postingOccurrenceStart } = this.data;
    const found: number[] = [];
    for (let termIndex = 0; termIndex < part.terms.length; termIndex++) {
      const posting = this.seek(part, termIndex, verse);
      if (posting < 0) continue;
      for (
        let entry = postingOccurrenceStart[posting]!;
        entry < postingOccurrenceStart[posting + 1]!;
        entry++
      ) {
        found.push(occurrencePosition[entry]!, occurrenceLength[entry]!);
      }
    }
    return found;
  }

  /** Moves the cursor of a part's `index`th term forward to `verse`; the term's posting there, or -1. */
  private seek(part: PartCursor, index: number, verse: number): number {
    const { termPostingStart, postingVerse } = this.data;
    const end = termPostingStart[part.terms[index]! + 1]!;
    const posting = gallop(postingVerse, verse, part.cursors[index]!, end);
    part.cursors[index] = posting;
    return posting < end && postingVerse[posting] === verse ? posting : -1;
  }

  private cursor(leaf: Leaf, allForms: boolean): PartCursor {
    const terms = this.terms(leaf, allForms);
    return { terms, cursors: terms.map((term) => this.data.termPostingStart[term]!) };
  }
}

function contains(values: Int32Array, count: number, value: number): boolean {
  for (let index = 0; index < count; index++) if (values[index] === value) return true;
  return false;
}

function grow(buffer: Int32Array): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(buffer.length * 2);
  larger.set(buffer);
  return larger;
}

/** Position spans `[first, end)` where the parts follow one another; one part gives its own occurrences. */
function chain(parts: number[][]): [number, number][] {
  const first = parts[0] ?? [];
  let current: [number, number][] = [];
  for (let at = 0; at < first.length; at += 2) current.push([first[at]!, first[at]! + first[at + 1]!]);
  for (let index = 1; index < parts.length && current.length > 0; index++) {
    const occurrences = parts[index]!;
    const next: [number, number][] = [];
    for (let at = 0; at < occurrences.length; at += 2) {
      const position = occurrences[at]!;
      for (const [start, end] of current) {
        if (end === position) next.push([start, position + occurrences[at + 1]!]);
      }
    }
    current = next;
  }
  return current;
}

/** First index whose word is >= `target` in code-unit order. */
function searchStrings(words: readonly string[], target: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
