import { viewShows } from '../../../core/bible/version-catalogue';

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

/** Whether a version shows Strong's numbers unless asked not to: the views kjv_strongs and trparsed do. */
export function strongsByDefault(version: string): boolean {
  return viewShows(version) !== undefined;
}

/**
 * The results state a URL's query describes, with its defaults (version kjv, page 1, switches off;
 * Strong's numbers on for a version that is a view showing them, unless `strongs=false`).
 */
export function readResultsState(params: URLSearchParams): ResultsState {
  const version = params.get('version')?.trim().toLowerCase() || DEFAULT_VERSION;
  const strongs = params.get('strongs');
  return {
    q: (params.get('q') ?? '').trim(),
    version,
    page: parsePage(params.get('page')),
    strongs: strongs === null ? strongsByDefault(version) : flag(strongs),
    parallel: flag(params.get('parallel')),
  };
}

/**
 * The query string of a results state: `?q=…&version=…&page=…`, plus `strongs=true` / `parallel=true` when on
 * (`strongs=false` when a view that shows them by default has them off).
 */
export function resultsSearch(state: ResultsState): string {
  const parts = [
    `q=${encodeURIComponent(state.q)}`,
    `version=${encodeURIComponent(state.version || DEFAULT_VERSION)}`,
    `page=${state.page}`,
  ];
  if (state.strongs !== strongsByDefault(state.version || DEFAULT_VERSION))
    parts.push(`strongs=${state.strongs}`);
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
