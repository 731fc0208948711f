/**
 * The address a public page is rendered and kept by on the server (decision 253): its path as the URL parser
 * reads it and only the query parameters that page reads, each once, in a fixed order. Addresses that show the
 * same page (the parameters in another order, one that no page reads, a second value of one) are one page to
 * render and keep, so a unique query string does not buy a render.
 */

/**
 * The query parameters each kind of public page reads: the reader (`readReaderState` and its search box), the
 * results pages (`readResultsState`), the dictionary lists (`ConcordanceList`), an entry's tabs, the timeline's
 * filter, view and open event, and the support page's thanks (decision 266). A page not
 * listed reads none. A parameter a page starts to read must be added here, or its server render ignores it
 * (the browser then draws it after loading).
 */
const PAGE_QUERIES: readonly { path: RegExp; names: readonly string[] }[] = [
  { path: /^\/bible\//, names: ['version', 'strongs', 'view', 'order', 'source', 'compare', 'q'] },
  {
    path: /^\/(simple-results|results|strongs-results|strongs\/verse\/.*)\/?$/,
    names: ['q', 'version', 'page', 'strongs', 'parallel'],
  },
  // /search moves to the results of its query in its version, page 1 (web/routes/SearchRedirectPage.tsx).
  { path: /^\/search\/?$/, names: ['q', 'version'] },
  { path: /^\/(concordance|hebrew-lexicon|greek-lexicon)\/?$/, names: ['tab', 'q', 'page', 'limit'] },
  { path: /^\/(concordance|strongs)\/[^/]+\/?$/, names: ['tab'] },
  { path: /^\/timeline\/?$/, names: ['category', 'view', 'event'] },
  { path: /^\/support\/?$/, names: ['success'] },
];

/** A path of plain segments (letters, digits, `-`, `_`, `~`, and dots not at a segment's start): already canonical. */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/;

/** The longest page address kept whole; a longer one is cut (no page reads that much). */
export const MOST_PAGE_URL = 2_048;

/** The page address `url` (path and query, as a request gives it) is rendered and kept by. */
export function pageUrl(url: string): string {
  if (!url.includes('?') && url.length <= MOST_PAGE_URL && PLAIN_PATH.test(url)) return url;
  let parsed: URL;
  try {
    // Joined, not resolved: `//host/x` is a path here, as the router reads it.
    const cut = url.slice(0, MOST_PAGE_URL);
    parsed = new URL(cut.startsWith('/') ? `http://page.invalid${cut}` : cut);
  } catch {
    return '/';
  }
  // `//evil.example/x` would be another site to the URL parser that renders the page: one slash leads.
  const pathname = parsed.pathname.replace(/^\/{2,}/, '/');
  const names = PAGE_QUERIES.find((page) => page.path.test(pathname))?.names ?? [];
  const query = new URLSearchParams();
  for (const name of names) {
    const value = parsed.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * A page's full address from the site's origin and the page's canonical path. Joined, not resolved: a path
 * that starts with `//` (from `/.//evil.example/x`) would resolve to another site.
 */
export function canonicalUrl(origin: string, canonicalPath: string): string {
  return `${origin.replace(/\/+$/, '')}/${canonicalPath.replace(/^[/\\]+/, '')}`;
}
