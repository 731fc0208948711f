import { segmentVerse, type VerseSegment } from '../../core/search/segments';
import { LruCache } from '../http/lru-cache';
import type { LoadedVersion } from '../bible-index/loaded-version';

/** Verses kept per loaded edition: about two thirds of the KJV. */
const CAPACITY = 20_000;

const caches = new WeakMap<LoadedVersion, LruCache<number, VerseSegment[]>>();

/**
 * The display segments of a verse with its Strong's numbers, kept per loaded edition (a new edition starts
 * empty): segmenting allocates enough that, uncached, a chapter or a batch of 100 verses brought on the
 * young-generation collections that made the slowest calls several times slower than the median. Callers
 * must not change the arrays.
 */
export function verseSegments(loaded: LoadedVersion, key: number): VerseSegment[] | undefined {
  let cache = caches.get(loaded);
  if (!cache) caches.set(loaded, (cache = new LruCache(CAPACITY)));
  const cached = cache.get(key);
  if (cached) return cached;
  const verse = loaded.verse(key);
  if (!verse) return undefined;
  const segments = segmentVerse(verse.text, verse.tokens);
  cache.set(key, segments);
  return segments;
}
