import type { ConcordanceEntry, Definition, EntrySummary, Occurrence, Pagination } from '../api/concordance';
import type { VerseResult } from '../api/search';
import { bookByNumber, bookName } from '../bible/books';
import { versionPage, type SearchedVersion } from '../search/present';
import type { Query } from '../search/query';

/**
 * The concordance's entry page (`GET /api/concordance/:number`), as the server and the offline reader both build
 * it (decision 416): the definition, a page of the KJV's verses carrying the number, their count by book, the
 * counts in the original texts and the related words.
 */

/** Which page of a list, and how long a page is. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** `{page, pages, total, limit}` of a list; `pages` is 0 for an empty list. */
export function pagination(total: number, { page, limit }: PageRequest): Pagination {
  return { page, pages: Math.ceil(total / limit), total, limit };
}

/** A verse carrying the number: display text, text with inline tags, and pieces for highlighting. */
export function presentOccurrence(result: VerseResult): Occurrence {
  return {
    id: result.id,
    book: result.book,
    bookName: result.bookName,
    chapter: result.chapter,
    verse: result.verse,
    reference: result.reference,
    text: result.content,
    rawText: result.text,
    segments: result.segments ?? [],
  };
}

/**
 * The KJV's part of the entry page: one page of the verses carrying the number (its words matched in their
 * pieces), where that page stands, and every book the number occurs in, in canonical order, with its count of
 * verses (decision 239). Empty without a KJV or a query.
 */
export function kjvOccurrences(
  kjv: SearchedVersion | undefined,
  query: Query | undefined,
  request: PageRequest,
): Pick<ConcordanceEntry, 'occurrences' | 'occurrencesPage' | 'occurrencesByBook'> {
  const found = kjv ? versionPage(kjv, query, { ...request, includeStrongs: true }) : undefined;
  const byBook = kjv && query ? kjv.index.countByBook(query) : [];
  return {
    occurrences: (found?.results ?? []).map(presentOccurrence),
    occurrencesPage: pagination(found?.totalResults ?? 0, request),
    occurrencesByBook: byBook.map(({ book, count }) => ({
      book,
      osis: bookByNumber(book)?.osis ?? String(book),
      bookName: bookName(book),
      count,
    })),
  };
}

/** The entry page's answer: the definition, then a page of KJV occurrences, original-text counts and related words. */
export function presentEntry(
  definition: Definition,
  extra: {
    occurrences: Occurrence[];
    occurrencesPage: Pagination;
    occurrencesByBook: ConcordanceEntry['occurrencesByBook'];
    originalCounts: ConcordanceEntry['originalCounts'];
    related: EntrySummary[];
  },
): ConcordanceEntry {
  return { ...definition, ...extra };
}

/** An entry as lists and cards show it, from its full definition (which holds every field of the summary). */
export function summaryOfDefinition(definition: Definition): EntrySummary {
  return {
    strongsNumber: definition.strongsNumber,
    language: definition.language,
    word: definition.word,
    transliteration: definition.transliteration,
    pronunciation: definition.pronunciation,
    definition: definition.definition,
  };
}
