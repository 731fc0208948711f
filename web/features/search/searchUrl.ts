export const DEFAULT_VERSION = 'kjv';
export const DEFAULT_SEARCH_TERM = 'In the beginning';

/** What the search form submits (reader-side spec, "Search form"). */
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

/**
 * The results URL for a search: `/simple-results?q=…&version=…&page=1`, with `&strongs=true` and
 * `&parallel=true` only when those are on. The text is URL-encoded.
 */
export function buildSearchUrl(
  request: Pick<SearchRequest, 'text' | 'version' | 'strongs' | 'parallel'>,
): string {
  const parts = [
    `q=${encodeURIComponent(request.text)}`,
    `version=${encodeURIComponent(request.version || DEFAULT_VERSION)}`,
    'page=1',
  ];
  if (request.strongs) parts.push('strongs=true');
  if (request.parallel) parts.push('parallel=true');
  return `/simple-results?${parts.join('&')}`;
}
