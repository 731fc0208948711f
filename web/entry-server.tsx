import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './app/routing';
import type { ReactNode } from 'react';
import { createApiClient, type ApiClient, type ApiTransport } from './api/client';
import { App } from './app/App';
import { pageHead, type PageHead } from './app/head';
import { createQueryClient } from './app/queryClient';
import { isContentQuery, isPersonalQuery, pageAt } from './app/routing/pages';
import { prefetchPage } from './app/routing/prefetch';
import { serializeQueryState, type ServerState } from './app/serverState';

/**
 * The server's side of the web app (decision 220): renders a page with its data into HTML, for the server to put
 * into index.html (server/render/page-renderer.ts). Built by `vite build --ssr` into dist/ssr.
 *
 * The screens ask for their data with useQuery, which never fetches on the server. The calls the page's
 * declaration names (the layout's and its `prefetch`, decision 330) are made first; then the page is rendered,
 * the calls it asked for besides are made (through `api`, the server's own routes), and it is rendered again
 * with their answers, until it asks for nothing new. The browser hydrates the same tree with the same answers.
 *
 * The screens reach the server's routes through the API client each render hands them (decision 276): nothing
 * of the process's own, such as `globalThis.fetch`, is replaced.
 */

export type { ApiTransport };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The data the page was rendered with, for the browser's query cache. */
  state: ServerState;
  head: PageHead;
  /** 404 for an unknown page or an unknown entry, chapter or custom page; else 200. */
  status: number;
  /** What threw while rendering (those parts are drawn in the browser instead). */
  errors: unknown[];
  /** How many times the app was rendered to find its calls (1 when the first render asked for nothing new). */
  passes: number;
}

const MAX_PASSES = 4;

function Router(url: string) {
  return function ServerRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  };
}

async function renderOnce(client: QueryClient, api: ApiClient, url: string, errors: unknown[]) {
  const app = <App queryClient={client} api={api} router={Router(url)} />;
  const { prelude } = await prerenderToNodeStream(app, {
    // One piece of HTML in document order: no boundary is sent apart with an inline script to move it (the
    // site's Content Security Policy allows no inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that throws on the server is left for the browser to draw; the server logs why.
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (typeof queryFn !== 'function') return false;
  if (typeof enabled === 'function') return Boolean((enabled as (query: Query) => boolean)(query));
  return enabled !== false;
}

/** The calls the last render asked for and that nobody has made yet. */
function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !isPersonalQuery(query.queryKey) &&
        isEnabled(query),
    );
}

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

export interface RenderOptions {
  /**
   * Start the calls the page's declaration names before the first render (decision 330); on by default, off
   * only to measure the difference (bench/render.bench.ts).
   */
  prefetch?: boolean;
}

/** Renders the page at `url` (path and query) with its data, asked for through `transport`. */
export async function render(
  url: string,
  transport: ApiTransport,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const client = createQueryClient();
  const api = createApiClient(transport);
  const parsed = new URL(url, 'http://localhost');
  if (options.prefetch !== false) await prefetchPage(client, api, parsed.pathname, parsed.searchParams);
  let html = '';
  let errors: unknown[] = [];
  let passes = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    errors = [];
    passes += 1;
    html = await renderOnce(client, api, url, errors);
    const waiting = waitingQueries(client);
    if (!waiting.length) break;
    await Promise.allSettled(waiting.map((query) => query.fetch()));
    if (pass === MAX_PASSES - 1) {
      errors = [];
      passes += 1;
      html = await renderOnce(client, api, url, errors);
    }
  }
  // The declaration of the pages says which addresses are pages: the catch-all is the 404 page.
  const page = pageAt(parsed.pathname);
  const unknown = page.notFound === true;
  const computed = pageHead(parsed.pathname, parsed.search, client);
  const head =
    unknown === computed.notFound
      ? computed
      : unknown
        ? { ...computed, title: `Page not found | ${computed.title.split(' | ').at(-1)}`, notFound: true }
        : { ...pageHead('/', '', client), canonicalPath: computed.canonicalPath, notFound: false };
  const missing = client
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.state.status === 'error' &&
        // 400: the address names what cannot exist (an unknown book: /bible/Hezekiah/4/2).
        (statusOf(query.state.error) === 404 || statusOf(query.state.error) === 400) &&
        isContentQuery(page, query.queryKey),
    );
  const state = serializeQueryState(
    dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        !isPersonalQuery(query.queryKey) &&
        (query.state.status === 'success' || query.state.status === 'error'),
    }),
  );
  client.clear();
  return { html, state, head, status: head.notFound || missing ? 404 : 200, errors, passes };
}
