/** The version searched when the URL names none. */
export const DEFAULT_VERSION = 'kjv';

/** What the results page shows, read from and written to its URL (q, version, page, strongs, parallel). */
export interface ResultsState {
  q: string;
  version: string;
  page: number;
  strongs: boolean;
  parallel: boolean;
}

function flag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

/** A positive whole page number; anything else (missing, `0`, `abc`, `2.5`) is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** The results state a URL's query describes, with the spec's defaults (version kjv, page 1, switches off). */
export function readResultsState(params: URLSearchParams): ResultsState {
  return {
    q: (params.get('q') ?? '').trim(),
    version: params.get('version')?.trim().toLowerCase() || DEFAULT_VERSION,
    page: parsePage(params.get('page')),
    strongs: flag(params.get('strongs')),
    parallel: flag(params.get('parallel')),
  };
}

/** The query string of a results state: `?q=…&version=…&page=…`, plus `strongs=true` / `parallel=true` when on. */
export function resultsSearch(state: ResultsState): string {
  const parts = [
    `q=${encodeURIComponent(state.q)}`,
    `version=${encodeURIComponent(state.version || DEFAULT_VERSION)}`,
    `page=${state.page}`,
  ];
  if (state.strongs) parts.push('strongs=true');
  if (state.parallel) parts.push('parallel=true');
  return `?${parts.join('&')}`;
}

/** The state after one change: a new query or version starts again at page 1; switches keep the page. */
export function changeResults(state: ResultsState, change: Partial<ResultsState>): ResultsState {
  const next = { ...state, ...change };
  const newSearch =
    (change.q !== undefined && change.q !== state.q) ||
    (change.version !== undefined && change.version !== state.version);
  if (newSearch && change.page === undefined) next.page = 1;
  return next;
}

/**
 * The results page's address for a search: `/simple-results?q=…&version=…&page=…`, the text URL-encoded,
 * `strongs=true` / `parallel=true` only when on; what is not given takes the defaults (kjv, page 1, off).
 */
export function resultsUrl(search: Pick<ResultsState, 'q'> & Partial<ResultsState>): string {
  const { q, version = DEFAULT_VERSION, page = 1, strongs = false, parallel = false } = search;
  return `/simple-results${resultsSearch({ q, version, page, strongs, parallel })}`;
}

/** The second results screen's address: every verse carrying a Strong's number, with a button per word. */
export function strongsResultsUrl(q: string): string {
  return `/strongs-results?q=${encodeURIComponent(q)}`;
}
