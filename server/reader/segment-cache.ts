import { segmentVerse, type VerseSegment } from '../../core/search/segments';
import { LruCache } from '../http/lru-cache';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { CACHE_BUDGET } from '../http/cache-budget';

/**
 * Verses kept, all editions together (decisions 218, 248, 249): a KJV verse's segments take about 2.2 KB, so
 * some 2.2 MB when all are KJV verses, where one cache of 20,000 per edition could reach 150 MB with every
 * version read; a chapter needs at most 176 of them.
 */
export const SEGMENTS_KEPT = CACHE_BUDGET.segments;

// Verse keys are below 2^27, so edition and key make one safe integer.
const EDITION_FACTOR = 2 ** 27;

const cache = new LruCache<number, VerseSegment[]>(SEGMENTS_KEPT);

/**
 * The display segments of a verse with its Strong's numbers, kept by edition (a new edition has its own
 * entries; the old edition's age out): segmenting allocates enough that, uncached, a chapter or a batch of
 * 100 verses brought on the young-generation collections that made the slowest calls several times slower
 * than the median. Callers must not change the arrays.
 */
export function verseSegments(loaded: LoadedVersion, key: number): VerseSegment[] | undefined {
  const id = loaded.editionId * EDITION_FACTOR + key;
  const cached = cache.get(id);
  if (cached) return cached;
  const verse = loaded.verse(key);
  if (!verse) return undefined;
  const segments = segmentVerse(verse.text, verse.tokens);
  cache.set(id, segments);
  return segments;
}

/** How many verses' segments are kept now. */
export function segmentsKept(): number {
  return cache.size;
}
