export const DEFAULT_SEARCH_TERM = 'In the beginning';

/** What the search form submits. */
export interface SearchRequest {
  text: string;
  version: string;
  strongs: boolean;
  parallel: boolean;
  includeRstne: boolean;
}

/** Trimmed search text, or null when there is nothing to search for. */
export function normaliseSearchText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}
