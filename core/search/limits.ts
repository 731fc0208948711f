/**
 * Page sizes the API promises: the server's defaults and bounds for `limit`, which the web app relies on when it
 * leaves `limit` out or counts pages itself.
 */

/** Verses a page of search results when the call names no `limit`. */
export const SEARCH_PAGE_SIZE = 30;

/** Entries a page of the Concordance list, and verses a page of an entry's occurrences, without a `limit`. */
export const CONCORDANCE_PAGE_SIZE = 20;

/** The largest `limit` a search or Concordance call accepts. */
export const MAX_PAGE_SIZE = 100;

/** The highest `page` a paged call accepts. */
export const MAX_PAGE = 100_000;

/**
 * What a reader reads when `page` or `limit` is out of bounds: the server's schemas' 400s (core/api/paging.ts)
 * and the offline answers' (core/offline/page-request.ts).
 */
export const PAGE_MESSAGES = {
  page: 'page must be a whole number of 1 or more',
  pageTooLarge: 'page is too large',
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
};

/** The longest search text (`q`) a search or grammatical concordance call accepts, in UTF-16 units. */
export const MAX_QUERY_LENGTH = 500;

/**
 * Terms a search may hold (decision 100): enough for a quoted verse of 24 words. Prefixes are bounded apart
 * because each stands for every word starting so (`th*` for 148 words of the KJV).
 */
export const MAX_SEARCH_TERMS = 24;
export const MAX_SEARCH_PREFIXES = 6;

/** What a reader reads when a search is over a limit: the server's 400s and the offline search's. */
export const SEARCH_LIMIT_MESSAGES = {
  queryTooLong: (max: number) => `The search text may be at most ${max} characters`,
  tooManyTerms: (max: number) =>
    `A search may hold at most ${max} words and Strong's numbers (each word of a phrase counts)`,
  tooManyPrefixes: (max: number) =>
    `A search may hold at most ${max} words ending in * (each stands for many words)`,
};
