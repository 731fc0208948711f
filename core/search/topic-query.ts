import { mergeRanges, type VerseRange } from '../reference/verse-range';
import type { Query, SearchQuery } from './query';

/** The verses of both lists of ranges (each merged and sorted). */
export function intersectRanges(a: readonly VerseRange[], b: readonly VerseRange[]): VerseRange[] {
  const left = mergeRanges(a);
  const right = mergeRanges(b);
  const both: VerseRange[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const start = Math.max(left[i]!.start, right[j]!.start);
    const end = Math.min(left[i]!.end, right[j]!.end);
    if (start <= end) both.push({ start, end });
    if (left[i]!.end < right[j]!.end) i++;
    else j++;
  }
  return both;
}

/**
 * A `topic:` search made plain once its topic's verses are known (decision 306): `topic:prayer` alone lists
 * the topic's verses in canonical order (a reference query); with words (`topic:prayer morning`) it searches
 * the words within them; `in:` narrows both. A topic whose verses all fall outside `in:` finds nothing.
 */
export function withTopicVerses(query: SearchQuery, topicRanges: readonly VerseRange[]): Query {
  const { topic: _topic, ...rest } = query;
  const ranges = query.within.length ? intersectRanges(topicRanges, query.within) : mergeRanges(topicRanges);
  // An empty range list means "the whole Bible" to the index, so a topic found nowhere is one empty range.
  const verses = ranges.length ? ranges : [{ start: 1, end: 0 }];
  if (query.root.allOf.length === 0) return { kind: 'reference', ranges: verses };
  return { ...rest, within: verses };
}
