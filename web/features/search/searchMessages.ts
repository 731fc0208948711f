/** The catalogue's title for a search that failed (spec section 8). */
export const SEARCH_FAILED = 'Search failed';
