/** The catalogue's title for a search that failed. */
export const SEARCH_FAILED = 'Search failed';
