import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { readReaderState } from '../../features/reader/readerUrl';
import { chapterQuery } from '../../features/reader/readerApi';
import { versionsQuery } from '../../features/search/useVersions';
import { placementsQuery, publicPagesQuery } from '../../features/site-content/siteContentApi';
import { siteQuery } from '../../features/site/useSite';
import { pageMatchAt, type PrefetchKind } from './pages';

/**
 * What the server asks for before it first renders a page (decision 330), from the page's declaration
 * (`prefetch` in `pages.ts`) and its address: the layout's calls, which every page makes, and the page's own.
 * Each is the very call the screen makes (the same query options), so the first render finds its answer and
 * does not ask again; a call the address cannot name in advance (one that needs another's answer) is still
 * found by rendering.
 */
type Start = (
  client: QueryClient,
  api: ApiClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<void>[];

/** The layout around every page: the site's settings, the versions, the placements and the custom pages. */
const layout: Start = (client, api) => [
  client.prefetchQuery(siteQuery(api)),
  client.prefetchQuery(versionsQuery(api)),
  client.prefetchQuery(placementsQuery(api)),
  client.prefetchQuery(publicPagesQuery(api)),
];

const STARTS: Record<PrefetchKind, Start> = {
  chapter: (client, api, params, search) => {
    const state = readReaderState(params, search);
    if (!state) return [];
    // The books call is the passage picker's dialog's, loaded on first use (decision 368): not the first render's.
    return [client.prefetchQuery(chapterQuery(api, state.version, state.book, state.chapter))];
  },
};

/** Asks, side by side, for the calls the page at `pathname` + `search` declares; settles when all have answered. */
export async function prefetchPage(
  client: QueryClient,
  api: ApiClient,
  pathname: string,
  search: URLSearchParams,
): Promise<void> {
  const { page, params } = pageMatchAt(pathname);
  if (page.rendering !== 'server') return;
  const starts = [layout, ...(page.prefetch ?? []).map((kind) => STARTS[kind])];
  await Promise.all(starts.flatMap((start) => start(client, api, params, search)));
}
