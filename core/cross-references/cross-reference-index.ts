import { bookByOsis, verseKey } from '../bible/books';
import { KJV, type Versification } from '../bible/versification';
import { bookByNumber } from '../bible/books';
import { lowerBound } from '../search/doc-sets';

/**
 * OpenBible.info's cross-references in memory (issue 38): typed arrays, no object per link. Links are grouped
 * by source verse (BBCCCVVV key, the file's English numbering) and, within a verse, sorted by votes (strongest
 * first). A target is a verse or a range (`toEnd` 0 for one verse); ranges stay ranges. The reverse index lists,
 * for every verse a link's target covers, the links that point there, strongest first.
 *
 * A link's source is kept as its verse's place among the 29,364 sources (16 bits, not a 32-bit key), and the
 * ends of the 88,150 ranges in a list of their own beside the link numbers they end (not a 32-bit end for each
 * of the 344,799 links, nearly all 0): 1.4 MB less for the 40 MB (decision 410).
 */
export class CrossReferenceIndex {
  private constructor(
    /** Distinct source verses, ascending. */
    readonly sources: Int32Array,
    /** Links of sources[i] are offsets[i] .. offsets[i+1]. */
    private readonly offsets: Uint32Array,
    /** Each link's source verse, as its place in `sources`: 16 bits while there are at most 65,536. */
    private readonly sourceOf: Uint16Array | Uint32Array,
    private readonly starts: Int32Array,
    /** The links whose target is a range, ascending, and each one's last verse. */
    private readonly rangeLinks: Uint32Array,
    private readonly rangeEnds: Int32Array,
    /** Int16 while every vote fits (all of OpenBible's do), else Int32 (decision 381). */
    readonly votes: Int16Array | Int32Array,
    /** Per source verse, how many of its links have negative votes. */
    private readonly negatives: Uint16Array,
    private readonly reverseKeys: Int32Array,
    private readonly reverseOffsets: Uint32Array,
    private readonly reverseLinks: Uint32Array,
    /** The header's date (`2026-07-20`). */
    readonly dataVersion: string,
  ) {}

  /** Number of links. */
  get size(): number {
    return this.sourceOf.length;
  }

  /** Builds the index from parsed links (any order). */
  static build(links: ParsedLinks, dataVersion: string): CrossReferenceIndex {
    const count = links.from.length;
    const order = new Uint32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    order.sort((a, b) => links.from[a]! - links.from[b]! || links.votes[b]! - links.votes[a]! || a - b);
    let distinct = 0;
    let ranges = 0;
    for (let i = 0; i < count; i++) {
      if (i === 0 || links.from[order[i]!] !== links.from[order[i - 1]!]) distinct++;
      if (links.toEnd[i]) ranges++;
    }
    const sourceOf = distinct <= 0x10000 ? new Uint16Array(count) : new Uint32Array(count);
    const starts = new Int32Array(count);
    const rangeLinks = new Uint32Array(ranges);
    const rangeEnds = new Int32Array(ranges);
    const votes = links.votes.every((vote) => vote >= -0x8000 && vote <= 0x7fff)
      ? new Int16Array(count)
      : new Int32Array(count);
    const sources = new Int32Array(distinct);
    const offsets = new Uint32Array(distinct + 1);
    let source = -1;
    let range = 0;
    for (let i = 0; i < count; i++) {
      const at = order[i]!;
      if (i === 0 || links.from[at] !== sources[source]) {
        sources[++source] = links.from[at]!;
        offsets[source] = i;
      }
      sourceOf[i] = source;
      starts[i] = links.toStart[at]!;
      if (links.toEnd[at]) {
        rangeLinks[range] = i;
        rangeEnds[range++] = links.toEnd[at]!;
      }
      votes[i] = links.votes[at]!;
    }
    offsets[distinct] = count;
    const negatives = new Uint16Array(distinct);
    for (let s = 0; s < distinct; s++)
      for (let i = offsets[s]!; i < offsets[s + 1]!; i++) if (votes[i]! < 0) negatives[s]!++;

    // Reverse: every verse a target covers (ranges expanded over the KJV's verses, ends kept as written), in
    // typed arrays grown by doubling: arrays of numbers would take twice the memory while the index is built.
    let pairKeys = new Int32Array(count * 2);
    let pairLinks = new Uint32Array(count * 2);
    let pairs = 0;
    range = 0;
    for (let i = 0; i < count; i++) {
      const end = rangeLinks[range] === i ? rangeEnds[range++]! : 0;
      for (const key of coveredKeys(starts[i]!, end)) {
        if (pairs === pairKeys.length) {
          pairKeys = grown(pairKeys, new Int32Array(pairs * 2));
          pairLinks = grown(pairLinks, new Uint32Array(pairs * 2));
        }
        pairKeys[pairs] = key;
        pairLinks[pairs++] = i;
      }
    }
    pairKeys = pairKeys.subarray(0, pairs);
    pairLinks = pairLinks.subarray(0, pairs);
    const reverseOrder = new Uint32Array(pairs);
    for (let i = 0; i < reverseOrder.length; i++) reverseOrder[i] = i;
    reverseOrder.sort(
      (a, b) =>
        pairKeys[a]! - pairKeys[b]! ||
        votes[pairLinks[b]!]! - votes[pairLinks[a]!]! ||
        pairLinks[a]! - pairLinks[b]!,
    );
    const reverseLinks = new Uint32Array(reverseOrder.length);
    const reverseKeys: number[] = [];
    const reverseOffsets: number[] = [];
    for (let i = 0; i < reverseOrder.length; i++) {
      const at = reverseOrder[i]!;
      reverseLinks[i] = pairLinks[at]!;
      if (i === 0 || pairKeys[at] !== pairKeys[reverseOrder[i - 1]!]) {
        reverseKeys.push(pairKeys[at]!);
        reverseOffsets.push(i);
      }
    }
    reverseOffsets.push(reverseOrder.length);
    return new CrossReferenceIndex(
      sources,
      offsets,
      sourceOf,
      starts,
      rangeLinks,
      rangeEnds,
      votes,
      negatives,
      Int32Array.from(reverseKeys),
      Uint32Array.from(reverseOffsets),
      reverseLinks,
      dataVersion,
    );
  }

  /** The source verse of a link. */
  fromKey(link: number): number {
    return this.sources[this.sourceOf[link]!]!;
  }

  /** The first (or only) verse a link points at. */
  toStart(link: number): number {
    return this.starts[link]!;
  }

  /** The last verse of a link's range; 0 when it points at one verse. */
  toEnd(link: number): number {
    const at = search(this.rangeLinks, link);
    return at < 0 ? 0 : this.rangeEnds[at]!;
  }

  /** The link numbers of a source verse, strongest first (empty when it has none). */
  linksFrom(key: number): { start: number; end: number } {
    const at = search(this.sources, key);
    if (at < 0) return { start: 0, end: 0 };
    return { start: this.offsets[at]!, end: this.offsets[at + 1]! };
  }

  /** A source verse's counts: all its links, and those readers voted down (hidden unless asked for). */
  counts(key: number): { links: number; negative: number } {
    const at = search(this.sources, key);
    if (at < 0) return { links: 0, negative: 0 };
    return { links: this.offsets[at + 1]! - this.offsets[at]!, negative: this.negatives[at]! };
  }

  /** Every source verse between two keys (inclusive) with its counts, ascending: one chapter in one call. */
  countsBetween(first: number, last: number): { key: number; links: number; negative: number }[] {
    const answer: { key: number; links: number; negative: number }[] = [];
    for (let at = lowerBound(this.sources, first); at < this.sources.length; at++) {
      const key = this.sources[at]!;
      if (key > last) break;
      answer.push({ key, links: this.offsets[at + 1]! - this.offsets[at]!, negative: this.negatives[at]! });
    }
    return answer;
  }

  /** The links whose target covers a verse, strongest first. */
  linksTo(key: number): Uint32Array {
    const at = search(this.reverseKeys, key);
    if (at < 0) return new Uint32Array(0);
    return this.reverseLinks.subarray(this.reverseOffsets[at]!, this.reverseOffsets[at + 1]!);
  }

  /** Every verse some link points at (covered by a target), ascending: what `xref:` searches read. */
  get targetKeys(): Int32Array {
    return this.reverseKeys;
  }
}

/** `larger` holding `array`'s values first. */
function grown<T extends Int32Array | Uint32Array>(array: T, larger: T): T {
  larger.set(array);
  return larger;
}

/** Links as parsed, in file order. */
export interface ParsedLinks {
  from: Int32Array;
  toStart: Int32Array;
  toEnd: Int32Array;
  votes: Int32Array;
}

/** The verses a target covers: one, or a range walked over the KJV's verses (ends outside it kept). */
export function coveredKeys(start: number, end: number, versification: Versification = KJV): number[] {
  if (!end || end === start) return [start];
  const keys = [start];
  let key = start;
  for (let guard = 0; guard < 5000; guard++) {
    key = nextKey(key, versification);
    if (!key || key > end) break;
    keys.push(key);
  }
  if (keys[keys.length - 1] !== end) keys.push(end);
  return keys;
}

/** The verse after `key` in a versification, across chapters and books; 0 after the last. */
export function nextKey(key: number, versification: Versification = KJV): number {
  let book = Math.floor(key / 1_000_000);
  let chapter = Math.floor(key / 1_000) % 1_000;
  let verse = (key % 1_000) + 1;
  for (;;) {
    const osis = bookByNumber(book)?.osis;
    if (!osis) return 0;
    if (verse <= versification.verseCount(osis, chapter)) return verseKey(book, chapter, verse);
    if (chapter < versification.chapterCount(osis)) {
      chapter++;
      verse = 1;
      continue;
    }
    book++;
    chapter = 1;
    verse = 1;
    if (book > 66) return 0;
  }
}

/** The key of an OSIS reference such as `John.3.16`; undefined when it is not one of the 66 books' form. */
export function osisKey(reference: string): number | undefined {
  const parts = reference.split('.');
  if (parts.length !== 3) return undefined;
  const book = bookByOsis(parts[0]!);
  const chapter = Number(parts[1]);
  const verse = Number(parts[2]);
  if (!book || book.number > 66) return undefined;
  if (!Number.isInteger(chapter) || !Number.isInteger(verse) || chapter < 1 || verse < 1) return undefined;
  if (chapter > 999 || verse > 999) return undefined;
  return verseKey(book.number, chapter, verse);
}

function search(keys: Int32Array | Uint32Array, key: number): number {
  const at = lowerBound(keys, key);
  return at < keys.length && keys[at] === key ? at : -1;
}

/**
 * The link ends a numbering lacks (each distinct verse once) and how many links touch one: what an import or
 * a property test reports as "not in this version" for a versification or a verse map.
 */
export function unmappedEnds(
  index: CrossReferenceIndex,
  maps: (key: number) => boolean,
): { keys: number[]; links: number } {
  const keys = new Set<number>();
  let links = 0;
  for (let i = 0; i < index.size; i++) {
    let lost = false;
    for (const key of [index.fromKey(i), index.toStart(i), index.toEnd(i)]) {
      if (key && !maps(key)) {
        keys.add(key);
        lost = true;
      }
    }
    if (lost) links++;
  }
  return { keys: [...keys].sort((a, b) => a - b), links };
}
