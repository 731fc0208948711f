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

/** The longest search text (`q`) a search or grammatical concordance call accepts, in UTF-16 units. */
export const MAX_QUERY_LENGTH = 500;
