import { gallop } from './doc-sets';
import type { IndexData } from './index-builder';
import type { PhraseNode, PrefixNode, WordNode } from './query';

/** Character offsets in a verse's text (end exclusive). */
export interface TermSpan {
  start: number;
  end: number;
}

type Leaf = WordNode | PrefixNode;

/** A term range `[low, high)` of the sorted vocabulary, with one posting cursor per term. */
interface PartCursor {
  low: number;
  high: number;
  cursors: Uint32Array;
}

/**
 * Positional look-ups over an index's postings: the vocabulary range of a word or prefix, where a term occurs
 * in a verse, and phrase matching. A phrase matches when each word starts at the position where the previous
 * one ends (`position + length`), so a joined compound (`bethel`, two positions) chains like its two parts.
 */
export class PhraseMatcher {
  constructor(private readonly data: IndexData) {}

  /** Term ids `[low, high)` of a word (zero or one term) or of every word with a prefix. */
  termRange(node: Leaf): [number, number] {
    const vocabulary = this.data.vocabulary;
    if (node.kind === 'word') {
      const at = searchStrings(vocabulary, node.word);
      return vocabulary[at] === node.word ? [at, at + 1] : [at, at];
    }
    return [searchStrings(vocabulary, node.prefix), searchStrings(vocabulary, `${node.prefix}\uffff`)];
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
    const parts = node.parts.map((part) => this.cursor(part));
    const { occurrencePosition, occurrenceLength, postingOccurrenceStart } = this.data;
    let ends: Int32Array = new Int32Array(64);
    let next: Int32Array = new Int32Array(64);
    return {
      matches: (verse) => {
        let count = 0;
        for (let index = 0; index < parts.length; index++) {
          const part = parts[index]!;
          let found = 0;
          for (let term = part.low; term < part.high; term++) {
            const posting = this.seek(part, term, verse);
            if (posting < 0) continue;
            const last = postingOccurrenceStart[posting + 1]!;
            for (let entry = postingOccurrenceStart[posting]!; entry < last; entry++) {
              const position = occurrencePosition[entry]!;
              if (index > 0 && !contains(ends, count, position)) continue;
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
  spanFinder(node: Leaf | PhraseNode): (verse: number) => TermSpan[] {
    const parts = (node.kind === 'phrase' ? node.parts : [node]).map((leaf) => this.cursor(leaf));
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
    for (let term = part.low; term < part.high; term++) {
      const posting = this.seek(part, term, verse);
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

  /** Moves a term's cursor forward to `verse`; the posting of the term in that verse, or -1. */
  private seek(part: PartCursor, term: number, verse: number): number {
    const { termPostingStart, postingVerse } = this.data;
    const end = termPostingStart[term + 1]!;
    const index = term - part.low;
    const posting = gallop(postingVerse, verse, part.cursors[index]!, end);
    part.cursors[index] = posting;
    return posting < end && postingVerse[posting] === verse ? posting : -1;
  }

  private cursor(leaf: Leaf): PartCursor {
    const [low, high] = this.termRange(leaf);
    return { low, high, cursors: this.data.termPostingStart.slice(low, high) };
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
