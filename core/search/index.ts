import { mergeRanges, type VerseRange } from '../reference/verse-range';
import {
  type DocSet,
  Scratch,
  bitsOf,
  EMPTY,
  difference,
  gallop,
  intersectAll,
  lowerBound,
  restrict,
  unionAll,
} from './doc-sets';
import { type IndexData, type VerseRow, buildIndexData } from './index-builder';
import { SEARCH_PAGE_SIZE } from './limits';
import type { SearchLanguage } from './normalise';
import type { AndNode, Query, QueryNode } from './query';
import { nearestWords } from './nearest-words';
import { resolveField } from './query-fields';
import { PhraseMatcher } from './phrase-matcher';
import type { WordLevel } from './grammar-query';
import { lowerBoundString } from './sorted-strings';
import { type MatchSpan, SpanBuffer, type SpanFinder } from './span-buffer';

export type { VerseRow } from './index-builder';
export type { MatchSpan } from './span-buffer';

export interface SearchHit {
  key: number;
  /** Spans of the words, phrases and Strong's-tagged words that matched, sorted, not overlapping. */
  matches: MatchSpan[];
}

export interface SearchPage {
  /** Exact number of matching verses. */
  total: number;
  /** The requested page, in canonical order (a reference query: in the order its ranges were written). */
  results: SearchHit[];
}

export interface PageOptions {
  offset?: number;
  limit?: number;
  /** The text's word-level index, for `lemma:`, `root:`, `morph:` and `near:` (without it they match nothing). */
  words?: WordLevel;
}

export interface IndexStats {
  verses: number;
  /** Distinct folded words. */
  vocabulary: number;
  /** (word, verse) pairs. */
  postings: number;
  /** Indexed word occurrences, joined compounds and possessive forms included. */
  occurrences: number;
  strongsNumbers: number;
  strongsOccurrences: number;
  /** Bytes held in typed arrays, plus an estimate for the vocabulary strings. */
  bytes: number;
}

/**
 * The in-memory positional index of one Bible version: words → verses with positions, Strong's numbers →
 * verses with word spans. Answers a parsed query with an exact count and one page of hits.
 */
export class VerseIndex {
  private readonly phrases: PhraseMatcher;
  /** Reused by every search, which runs start to end without yielding: highlight spans and result sets. */
  private readonly spans = new SpanBuffer();
  private readonly scratch = new Scratch();
  /** The word-level index of the search running now (a search runs start to end without yielding). */
  private words: WordLevel | undefined;

  /**
   * Common words (in a sixteenth of the verses or more) keep one view of their verses with membership bits
   * beside it, so intersecting a rarer word with one costs a bit test per verse of the rarer word.
   */
  private readonly denseVerses = new Map<number, DocSet>();
  private readonly denseBits = new Map<DocSet, Uint32Array>();
  private readonly bitsOf = (set: DocSet) => this.denseBits.get(set);
  private readonly termBits = (term: number) => {
    const verses = this.denseVerses.get(term);
    return verses && this.denseBits.get(verses);
  };

  /** `data` is the packed index (`buildIndexData`, or a snapshot of it): read, never changed. */
  constructor(readonly data: IndexData) {
    this.phrases = new PhraseMatcher(data);
    const dense = data.keys.length / 16;
    for (let term = 0; term < data.vocabulary.length; term++) {
      if (data.termPostingStart[term + 1]! - data.termPostingStart[term]! < dense) continue;
      const verses = this.phrases.termVerses(term);
      this.denseVerses.set(term, verses);
      this.denseBits.set(verses, bitsOf(verses, data.keys.length));
    }
  }

  /** Builds the index of one version from its verse rows (any order, unique keys). */
  static fromRows(rows: Iterable<VerseRow>, language: SearchLanguage): VerseIndex {
    return new VerseIndex(buildIndexData(rows, language));
  }

  get language(): SearchLanguage {
    return this.data.language;
  }

  get verseCount(): number {
    return this.data.keys.length;
  }

  /** Runs a parsed query; `offset` and `limit` (default 30) choose the page. */
  search(query: Query, { offset = 0, limit = SEARCH_PAGE_SIZE, words }: PageOptions = {}): SearchPage {
    this.words = words;
    const first = Math.max(0, Math.floor(offset));
    const count = Math.max(0, Math.floor(limit));
    if (query.kind === 'reference' && query.ranges.length === 1) {
      const [start, end] = this.intervals(query.ranges)[0]!;
      const results: SearchHit[] = [];
      for (let verse = start + first; verse < end && results.length < count; verse++) {
        results.push({ key: this.data.keys[verse]!, matches: [] });
      }
      return { total: end - start, results };
    }
    if (query.kind === 'reference') {
      const verses = this.referenceVerses(query.ranges);
      const page = verses.subarray(first, first + count);
      return {
        total: verses.length,
        results: Array.from(page, (verse) => ({ key: this.data.keys[verse]!, matches: [] })),
      };
    }
    const allForms = query.allForms === true;
    this.scratch.reset();
    let verses = this.evaluate(query.root, allForms);
    if (query.within.length > 0) verses = restrict(verses, this.intervals(query.within), this.scratch.take);
    const results: SearchHit[] = [];
    const end = Math.min(verses.length, first + count);
    if (first < end) {
      // Spans of every positive leaf (excluded terms are never highlighted), verses visited in ascending order.
      const finders: SpanFinder[] = [];
      this.addSpanFinders(query.root, allForms, finders);
      const spans = this.spans;
      for (let at = first; at < end; at++) {
        const verse = verses[at]!;
        spans.clear();
        for (const finder of finders) finder.find(verse, spans);
        results.push({ key: this.data.keys[verse]!, matches: spans.merged() });
      }
    }
    return { total: verses.length, results };
  }

  /** Every verse a search query matches (ordinals, ascending), for counts over all of them. */
  matchingVerses(query: Query & { kind: 'search' }, words?: WordLevel): Uint32Array {
    this.words = words;
    this.scratch.reset();
    let verses = this.evaluate(query.root, query.allForms === true);
    if (query.within.length > 0) verses = restrict(verses, this.intervals(query.within), this.scratch.take);
    return verses.slice();
  }

  /**
   * How many verses match in each book, in canonical order (the concordance's occurrences by book). Counts
   * only: no spans are found, so a number in thousands of verses costs one pass over its verse list.
   */
  countByBook(query: Query): { book: number; count: number }[] {
    let verses: DocSet;
    if (query.kind === 'reference') verses = this.referenceVerses(query.ranges);
    else {
      this.scratch.reset();
      verses = this.evaluate(query.root, query.allForms === true);
      if (query.within.length > 0) verses = restrict(verses, this.intervals(query.within), this.scratch.take);
    }
    const counts: { book: number; count: number }[] = [];
    for (let at = 0; at < verses.length; at++) {
      const book = Math.floor(this.data.keys[verses[at]!]! / 1_000_000);
      const last = counts.at(-1);
      if (last?.book === book) last.count++;
      else counts.push({ book, count: 1 });
    }
    return counts;
  }

  /**
   * The indexed words a query's words and prefixes stand for, for a "matched: blessed, blesseth…" line (and
   * the label of an "all forms" search).
   */
  matchedWords(query: Query, max = 100): string[] {
    if (query.kind === 'reference') return [];
    const words = new Set<string>();
    const visit = (node: QueryNode, allForms: boolean): void => {
      if (node.kind === 'and') node.allOf.forEach((part) => visit(part, allForms));
      else if (node.kind === 'or') node.anyOf.forEach((option) => visit(option, allForms));
      else if (node.kind === 'phrase') node.parts.forEach((part) => visit(part, false));
      else if (node.kind === 'word' || node.kind === 'prefix') {
        for (const term of this.phrases.terms(node, allForms)) {
          if (words.size < max) words.add(this.data.vocabulary[term]!);
        }
      }
    };
    visit(query.root, query.allForms === true);
    return [...words];
  }

  /**
   * For a search that found nothing: each word of the query that this version does not hold (at most
   * `maxWords`), with the version's nearest words (`lvoe` → love, live). Never called for a search with
   * results; each word costs one pass over the vocabulary (`nearestWords`).
   */
  nearestToUnknownWords(query: Query, maxWords = 3): { word: string; nearest: string[] }[] {
    if (query.kind === 'reference') return [];
    const vocabulary = this.data.vocabulary;
    const unknown = new Set<string>();
    const visit = (node: QueryNode): void => {
      if (node.kind === 'and') node.allOf.forEach(visit);
      else if (node.kind === 'or') node.anyOf.forEach(visit);
      else if (node.kind === 'phrase') node.parts.forEach(visit);
      else if (node.kind === 'word' && vocabulary[lowerBoundString(vocabulary, node.word)] !== node.word) {
        unknown.add(node.word);
      }
    };
    visit(query.root);
    const starts = this.data.termPostingStart;
    const verses = (term: number) => starts[term + 1]! - starts[term]!;
    return [...unknown]
      .slice(0, maxWords)
      .map((word) => ({ word, nearest: nearestWords(word, vocabulary, verses) }))
      .filter((entry) => entry.nearest.length > 0);
  }

  stats(): IndexStats {
    const data = this.data;
    const typed = Object.values(data).filter(ArrayBuffer.isView) as ArrayBufferView[];
    const vocabularyBytes = data.vocabulary.reduce((sum, word) => sum + 16 + word.length * 2, 0);
    return {
      verses: data.keys.length,
      vocabulary: data.vocabulary.length,
      postings: data.postingVerse.length,
      occurrences: data.occurrencePosition.length,
      strongsNumbers: data.strongsIds.size,
      strongsOccurrences: data.strongsSpans.length / 2,
      bytes:
        typed.reduce((sum, array) => sum + array.byteLength, 0) +
        vocabularyBytes +
        data.strongsIds.size * 40 +
        [...this.denseBits.values()].reduce((sum, bits) => sum + bits.byteLength, 0),
    };
  }

  /** The verses of a node; `allForms` widens its words (not its phrases) to all their forms. */
  private evaluate(node: QueryNode, allForms: boolean): DocSet {
    switch (node.kind) {
      case 'word':
      case 'prefix': {
        const forms = this.phrases.stemForms(node, allForms);
        if (forms) {
          return unionAll(
            Array.from(forms, (term) => this.phrases.termVerses(term)),
            this.verseCount,
            this.scratch.take,
          );
        }
        const range = this.phrases.termRange(node);
        return (
          (range[1] - range[0] === 1 && this.denseVerses.get(range[0])) ||
          this.phrases.rangeVerses(range, this.scratch.take)
        );
      }
      case 'strongs': {
        const id = this.data.strongsIds.get(node.strongs);
        if (id === undefined) return EMPTY;
        return this.data.strongsVerse.subarray(
          this.data.strongsPostingStart[id],
          this.data.strongsPostingStart[id + 1],
        );
      }
      case 'phrase':
        return this.phrases.verses(node, this.scratch.take, this.termBits);
      case 'or':
        return unionAll(
          node.anyOf.map((option) => this.evaluate(option, allForms)),
          this.verseCount,
          this.scratch.take,
        );
      case 'and':
        return this.evaluateAnd(node, allForms);
      case 'field':
        return this.keyVerses(resolveField(node));
      case 'personal':
        // The reader's own marks, found before the index runs (core/search/personal-fields.ts).
        return this.referenceVerses(mergeRanges(node.ranges));
      case 'grammar':
      case 'near':
        return this.words?.verses(node) ?? EMPTY;
    }
  }

  /** The ordinals of sorted verse keys this version holds. */
  private keyVerses(keys: Int32Array): DocSet {
    const all = this.data.keys;
    const out: number[] = [];
    let at = 0;
    for (const key of keys) {
      at = lowerBound(all, key, at);
      if (at < all.length && all[at] === key) out.push(at);
    }
    return Uint32Array.from(out);
  }

  private evaluateAnd(node: AndNode, allForms: boolean): DocSet {
    const take = this.scratch.take;
    let verses = intersectAll(
      node.allOf.map((part) => this.evaluate(part, allForms)),
      take,
      this.bitsOf,
    );
    for (const excluded of node.noneOf) {
      if (verses.length === 0) break;
      verses = difference(verses, this.evaluate(excluded, allForms), take);
    }
    return verses;
  }

  private addSpanFinders(node: QueryNode, allForms: boolean, out: SpanFinder[]): void {
    if (node.kind === 'and') for (const part of node.allOf) this.addSpanFinders(part, allForms, out);
    else if (node.kind === 'or') for (const option of node.anyOf) this.addSpanFinders(option, allForms, out);
    else if (node.kind === 'strongs') out.push(new StrongsSpans(this.data, node.strongs));
    else if (node.kind === 'field' || node.kind === 'personal') return;
    else if (node.kind === 'grammar' || node.kind === 'near') {
      if (this.words) out.push(this.words.spanFinder(node));
    } else out.push(this.phrases.spanFinder(node, allForms));
  }

  /** Verses of a reference in the order its ranges were written, each verse once. */
  private referenceVerses(ranges: readonly VerseRange[]): DocSet {
    const intervals = ranges.map((range) => this.intervals([range])[0]!);
    if (intervals.length === 1) return ordinals(intervals[0]!);
    // Sorted ranges that do not overlap (a topic's verses, merged): their verses in turn, nothing to skip.
    if (intervals.every((interval, index) => index === 0 || interval[0] >= intervals[index - 1]![1])) {
      let total = 0;
      for (const [start, end] of intervals) total += Math.max(0, end - start);
      const out = new Uint32Array(total);
      let at = 0;
      for (const [start, end] of intervals) for (let verse = start; verse < end; verse++) out[at++] = verse;
      return out;
    }
    const seen = new Uint8Array(this.verseCount);
    const out: number[] = [];
    for (const [start, end] of intervals) {
      for (let verse = start; verse < end; verse++) {
        if (!seen[verse]) out.push(verse);
        seen[verse] = 1;
      }
    }
    return Uint32Array.from(out);
  }

  /** Key ranges → half-open ordinal intervals (merged, sorted when more than one). */
  private intervals(ranges: readonly VerseRange[]): [number, number][] {
    const keys = this.data.keys;
    const merged = ranges.length > 1 ? mergeRanges(ranges) : ranges;
    return merged.map((range) => [lowerBound(keys, range.start), lowerBound(keys, range.end + 1)]);
  }
}

function ordinals([start, end]: [number, number]): DocSet {
  const out = new Uint32Array(Math.max(0, end - start));
  for (let index = 0; index < out.length; index++) out[index] = start + index;
  return out;
}

/** The character spans of the words tagged with a Strong's number in a verse, verses visited ascending. */
class StrongsSpans implements SpanFinder {
  private cursor = 0;
  private readonly end: number = 0;

  constructor(
    private readonly data: IndexData,
    number: string,
  ) {
    const id = data.strongsIds.get(number);
    if (id === undefined) return;
    this.cursor = data.strongsPostingStart[id]!;
    this.end = data.strongsPostingStart[id + 1]!;
  }

  find(verse: number, out: SpanBuffer): void {
    const { strongsVerse, strongsSpanStart, strongsSpans } = this.data;
    const end = this.end;
    const cursor = (this.cursor = gallop(strongsVerse, verse, this.cursor, end));
    if (cursor >= end || strongsVerse[cursor] !== verse) return;
    for (let entry = strongsSpanStart[cursor]!; entry < strongsSpanStart[cursor + 1]!; entry++) {
      out.push(strongsSpans[entry * 2]!, strongsSpans[entry * 2 + 1]!);
    }
  }
}
