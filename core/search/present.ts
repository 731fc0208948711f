import type {
  ByNumberResponse,
  SearchResponse,
  SpecialSearchResponse,
  VerseResult,
  VersionPage,
} from '../api/search';
import { bookByNumber, splitVerseKey } from '../bible/books';
import { formatReference } from '../reference/parse-reference';
import type { MatchSpan, VerseIndex } from './index';
import type { Query } from './query';
import { inlineTaggedText, segmentVerse, type TaggedToken } from './segments';
import type { WordLevel } from './grammar-query';
import { type KeptVerse, keepVerse, verseResult } from './verse-json';

/** Results' fixed fields kept by verse key: a bounded cache on the server, a map in the browser's worker. */
export interface KeptVerses {
  get(key: number): KeptVerse | undefined;
  set(key: number, verse: KeptVerse): unknown;
}

/**
 * What presenting a version's hits needs: its index, verses and kept results. The server's loaded versions and
 * the browser's kept ones (core/offline) are both this, so both answer a search with the same results.
 */
export interface SearchedVersion {
  readonly version: { code: string; name: string; direction: VersionPage['direction']; language: string };
  readonly index: VerseIndex;
  readonly keptResults: { plain: KeptVerses; tagged: KeptVerses };
  verse(key: number): { text: string; tokens: readonly TaggedToken[] } | undefined;
  tokens(key: number): readonly TaggedToken[];
}

/**
 * Turns a hit into the search answer's result shape (core/api/search.ts), with the spans to highlight. A verse's other fields are made
 * once and kept with its loaded version (at most two per verse: with and without inline Strong's tags).
 */
export function presentVerse(
  loaded: SearchedVersion,
  key: number,
  matches: MatchSpan[],
  includeStrongs: boolean,
): VerseResult | undefined {
  const keptVerses = includeStrongs ? loaded.keptResults.tagged : loaded.keptResults.plain;
  let kept = keptVerses.get(key);
  if (!kept) {
    const verse = loaded.verse(key);
    if (!verse) return undefined;
    const { book, chapter, verse: number } = splitVerseKey(key);
    const reference = formatReference(key);
    kept = keepVerse({
      id: key,
      book,
      bookName: bookByNumber(book)?.name ?? `Book ${book}`,
      chapter,
      verse: number,
      reference,
      title: reference,
      text: includeStrongs ? inlineTaggedText(segmentVerse(verse.text, verse.tokens)) : verse.text,
      content: verse.text,
    });
    keptVerses.set(key, kept);
  }
  // Pieces depend on the matches, so they are made for each hit; only Strong's views ask for them.
  const segments = includeStrongs
    ? segmentVerse(kept.fields.content, loaded.tokens(key), matches)
    : undefined;
  return verseResult(kept, matches, segments);
}

/** One page of one version's hits for a parsed query (none for no query), presented. */
export function versionPage(
  loaded: SearchedVersion,
  query: Query | undefined,
  options: { page: number; limit: number; includeStrongs: boolean },
  words?: WordLevel,
): VersionPage {
  const page = query
    ? loaded.index.search(query, { offset: (options.page - 1) * options.limit, limit: options.limit, words })
    : { total: 0, results: [] };
  return {
    version: loaded.version.code,
    versionName: loaded.version.name,
    direction: loaded.version.direction,
    language: loaded.version.language,
    totalResults: page.total,
    results: page.results.flatMap(
      (hit) => presentVerse(loaded, hit.key, hit.matches, options.includeStrongs) ?? [],
    ),
  };
}

/** The one box's answer: the first version's page as `results`, and every version's heading in `groups`. */
export function presentSearch(
  options: { q: string; version: string; page: number; limit: number },
  found: {
    query: Query | undefined;
    pages: VersionPage[];
    matchedWords: string[];
    suggestions?: string[];
    topic?: string;
  },
): SearchResponse {
  const { query, pages, matchedWords, suggestions, topic } = found;
  const largest = Math.max(0, ...pages.map((page) => page.totalResults));
  return {
    query: options.q,
    version: options.version,
    interpretedAs: query ? query.kind : 'empty',
    matchedWords,
    // The results are passed on as made: their kept JSON is what the answer's serializer writes.
    results: pages[0]?.results ?? [],
    totalResults: pages.reduce((sum, page) => sum + page.totalResults, 0),
    currentPage: options.page,
    totalPages: Math.ceil(largest / options.limit),
    // One version's page is `results`; sending it twice would double the answer for nothing.
    groups: pages.length > 1 ? pages : pages.map(({ results: _page, ...heading }) => heading),
    ...(suggestions ? { suggestions } : {}),
    ...(topic !== undefined ? { topic } : {}),
  };
}

/** The special edition's answer: references and tagged texts, without display pieces. */
export function presentSpecialSearch(page: VersionPage): SpecialSearchResponse {
  return {
    results: page.results.map((result) => ({
      reference: result.reference,
      text: result.text,
      book: result.book,
      chapter: result.chapter,
      verse: result.verse,
    })),
    resultCount: page.totalResults,
  };
}

/** The verses carrying a Strong's number, with their display pieces, one page of them. */
export function presentByNumber(found: VersionPage, page: number, limit: number): ByNumberResponse {
  return {
    verses: found.results.map((result) => ({
      id: result.id,
      book: result.book,
      chapter: result.chapter,
      verse: result.verse,
      reference: result.reference,
      text: result.text,
      segments: result.segments ?? [],
    })),
    totalVerses: found.totalResults,
    totalPages: Math.ceil(found.totalResults / limit),
    currentPage: page,
  };
}
