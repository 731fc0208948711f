import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageHead } from '../../web/app/head';
import { canonicalUrl, pageUrl } from '../../core/site/page-url';
import type { Config } from '../config';
import { LruCache } from '../http/lru-cache';
import type { ApiTransport, RenderedPage } from '../../web/entry-server';
import { CACHE_BUDGET } from '../http/cache-budget';
import './page-changes';
import { RenderAllowance } from './render-allowance';
import { developerPagesEnabled } from '../dev/dev.service';
import { pageAt } from '../../web/app/routing/pages';
import { injectInnerCall } from '../http/inner-calls';

/**
 * Answers the site's HTML pages (decision 220). The public pages (reader, concordance, results, the static
 * pages) are rendered on the server by the web app's own code (dist/ssr/entry-server.js, built by
 * `npm run build`) with their data, title, description, canonical link and Open Graph tags, and hydrated in the
 * browser; an unknown page answers 404. The signed-in screens get the empty shell, drawn in the browser.
 */
export interface PageRenderer {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * Sends the bare shell (index.html as built, without rendered content or data) at its own address, for the
   * service worker to keep for offline navigations (decision 413).
   */
  sendShell(reply: FastifyReply): FastifyReply;
}

interface ServerEntry {
  render(url: string, api: ApiTransport): Promise<RenderedPage>;
}

/** Longest a page may take on the server before the shell is sent instead. */
const RENDER_TIMEOUT_MS = 5_000;

/** Outside production, this request header set to 1 asks for the shell instead of a rendered page. */
export const RENDER_IN_BROWSER = 'x-render-in-browser';

/**
 * Rendered pages kept (decision 242): every visitor gets the same page (the server renders as a visitor), so a
 * page rendered once is sent again for a short while instead of being rendered for each request (a render is
 * several passes of the app and its calls: 5-15 ms). At most `pages` pages and `bytes` of HTML, each for
 * `ttlMs`, by page address (`pageUrl`: the path and the query parameters the page reads). All are dropped at
 * once by a write that changes what pages show (a route marked `changesPages`: an administrator's change of an
 * ad, a box, a page or a setting shows at once) and by an import of a version on any instance (decision 253);
 * other instances' other changes show within `ttlMs`.
 */
export const KEPT_PAGES = CACHE_BUDGET.renderedPages;

interface KeptPage {
  /** The page's HTML, encoded once: sent as it is, it costs no encoding and no garbage per request. */
  body: Buffer;
  status: number;
  at: number;
  /** The ads the page shows: a page sent again counts their impressions again. */
  adIds: number[];
}

/** The ids of the ads in a rendered page's data (the placements call's answer). */
export function adsShown(page: RenderedPage): number[] {
  const ids: number[] = [];
  for (const query of page.state.queries) {
    if (query.queryKey[0] !== 'site-content' || query.queryKey[1] !== 'placements') continue;
    const ads = (query.state.data as { ads?: Record<string, { id: number }[]> } | undefined)?.ads ?? {};
    for (const list of Object.values(ads)) for (const ad of list) ids.push(ad.id);
  }
  return ids;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a script element: no "</script>", no HTML comment, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags of a page: title, description, canonical link, Open Graph and Twitter card. */
export function headTags(head: PageHead, origin: string): string {
  const url = canonicalUrl(origin, head.canonicalPath);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const pageTitle = escapeHtml(head.title.replace(/ \| [^|]*$/, ''));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${pageTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(head.notFound ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
}

/**
 * The site's address in its pages, robots.txt and sitemap (decision 253): PUBLIC_ORIGIN, else
 * http://localhost and the port. Never the request's `Host`, which a client writes: reflected, it let anyone
 * put another site's address in a page, and a malformed one stopped the server.
 */
export function siteOrigin(config: Pick<Config, 'publicOrigin' | 'port'>): string {
  return (config.publicOrigin ?? `http://localhost:${config.port || 3000}`).replace(/\/$/, '');
}

/**
 * The page's HTML: index.html with the head tags, the rendered markup and its data. Each part is put in by a
 * function, so that its text is taken as it is: as a replacement string, `$\`` or `$&` in a page (a searched
 * text) would have copied parts of the template into it.
 */
export function assemble(template: string, tags: string, page?: RenderedPage): string {
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
  if (!page) return withHead;
  return withHead.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script id="server-state" type="application/json">${scriptJson(page.state)}</script>`,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`rendering took more than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The app's calls, made while rendering a page, sent to this server's own routes as the visitor who asked for
 * the page; the web app's server entry hands it to the screens as their API client (decision 276).
 */
export function ownRoutes(app: FastifyInstance, ip: string): ApiTransport {
  return async (url, init) => {
    const response = await injectInnerCall(app, {
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty =
      response.statusCode === 204 || response.statusCode === 304 || response.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** Loads the server build of the web app next to `webRoot` (dist/ssr beside dist/web), if it was built. */
async function loadEntry(app: FastifyInstance, webRoot: string): Promise<ServerEntry | undefined> {
  const file = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'No server build of the web app: pages are sent as the empty shell');
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

export interface PageRendererOptions {
  /** Limit the renders an address starts (decision 253); off only for benchmarks that load from one address. */
  limitRenders?: boolean;
}

export async function createPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  options: PageRendererOptions = {},
): Promise<PageRenderer> {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  /** The bare shell, for the pages drawn in the browser, as bytes. */
  const bareShell = Buffer.from(template);
  const entry = await loadEntry(app, webRoot);
  const origin = siteOrigin(app.config);
  const kept = new LruCache<string, KeptPage>(KEPT_PAGES.pages, KEPT_PAGES.bytes);
  /** Renders under way, by page: requests for a page being rendered wait for that render (one at a time). */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  const allowance = options.limitRenders === false ? undefined : new RenderAllowance();
  /** Counts the changes: a render that a change overtook is sent but not kept. */
  let changes = 0;
  const dropKeptPages = () => {
    changes += 1;
    kept.clear();
  };
  app.addHook('onResponse', (request, reply, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      request.routeOptions.config.changesPages
    ) {
      dropKeptPages();
    }
    done();
  });
  // An import of a version, on any instance, changes its chapters, the lists of versions and the searches.
  const stopFollowing = app.services.indexes.follow(dropKeptPages);
  app.addHook('onClose', (_instance, done) => {
    stopFollowing();
    done();
  });

  /** Renders the page at `url` (a page address); never rejects: a failure is logged and the shell sent. */
  async function render(request: FastifyRequest, url: string): Promise<KeptPage | undefined> {
    const changesBefore = changes;
    try {
      const page = await withTimeout(entry!.render(url, ownRoutes(app, request.ip)), RENDER_TIMEOUT_MS);
      for (const error of page.errors) {
        request.log.warn({ err: error }, 'Part of the page could not be rendered on the server');
      }
      const body = Buffer.from(assemble(template, headTags(page.head, origin), page));
      const rendered = { body, status: page.status, at: Date.now(), adIds: adsShown(page) };
      // A page with a part drawn in the browser instead (a call failed) is rendered again for the next visitor.
      if (!page.errors.length && changes === changesBefore) kept.set(url, rendered, body.length);
      return rendered;
    } catch (error) {
      // The browser can still draw the page: send the shell rather than an error.
      request.log.error({ err: error }, 'Rendering the page on the server failed');
      return undefined;
    }
  }

  /** Sends the page at `url` (a page address) that is not kept: rendered, or waited for if under way. */
  async function sendRendered(request: FastifyRequest, reply: FastifyReply, url: string) {
    let pending = rendering.get(url);
    const leader = !pending;
    if (!pending) {
      // A client asking address after address gets the shell once it has started its renders of the window.
      if (allowance && !allowance.take(request.ip)) return reply.send(bareShell);
      pending = render(request, url);
      rendering.set(url, pending);
      const done = () => void rendering.delete(url);
      pending.then(done, done);
    }
    const page = await pending;
    if (!page) return reply.send(bareShell);
    // The render counted its own ads' impressions (its placements call); the requests that waited for it
    // count theirs.
    if (!leader) app.services.siteContent.countImpressionsLater(page.adIds, request.ip);
    return reply.status(page.status).send(page.body);
  }

  return {
    sendShell: (reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(bareShell),
    async send(request, reply) {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
      // Outside production, a browser test that answers the app's calls itself asks for pages drawn in the
      // browser, where its answers apply (e2e/support/test.ts).
      const inBrowser = app.config.nodeEnv !== 'production' && request.headers[RENDER_IN_BROWSER] === '1';
      const url = pageUrl(request.url);
      // Only a page rendered on the server is kept: one found here needs no look at its declaration, which costs
      // more than the rest of sending it.
      const ready = inBrowser ? undefined : kept.get(url);
      if (ready && Date.now() - ready.at < KEPT_PAGES.ttlMs) {
        app.services.siteContent.countImpressionsLater(ready.adIds, request.ip);
        return reply.status(ready.status).send(ready.body);
      }
      // The page's declaration (web/app/routing/pages.ts, decision 279) says how it is answered.
      const page = pageAt(url.split('?')[0] ?? '/');
      // A developer page that is switched off is a missing page: 404, with the shell drawing "Page not found".
      if (page.developer && !(await developerPagesEnabled(app.config, app.services.settings))) {
        return reply.status(404).send(bareShell);
      }
      if (!entry || inBrowser || page.rendering === 'browser') return reply.send(bareShell);
      try {
        return await sendRendered(request, reply, url);
      } catch (error) {
        // Nothing a request carries may stop the server: whatever failed, the browser draws the page.
        request.log.error({ err: error }, 'Sending the page failed');
        return reply.sent ? reply : reply.status(200).send(bareShell);
      }
    },
  };
}
