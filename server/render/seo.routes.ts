import type { FastifyInstance } from 'fastify';
import { escapeHtml, siteOrigin } from './page-renderer';

/**
 * /robots.txt and /sitemap.xml (decision 221): the sitemap lists the home page, the static pages, every chapter
 * of the KJV (a book is its first chapter) and every dictionary entry. Both are text, not the web app's shell.
 */

/** The sitemap is built at most once per ten minutes (the lists change only on import). */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;
const ENTRY_PAGE = 5_000;

const STATIC_PATHS = [
  '/',
  '/concordance',
  '/hebrew-lexicon',
  '/greek-lexicon',
  '/hebrew-learning',
  '/hebrew-alefbet',
  '/hebrew-verbs',
  '/original-languages',
  '/strongs-landing',
  '/search-help',
  '/about',
];

/** Screens that are a signed-in user's own, or the administrators': nothing there for a search engine. */
const PRIVATE_PATHS = [
  '/admin',
  '/account',
  '/auth',
  '/change-password',
  '/forgot-password',
  '/reset-password',
  '/curriculum/student',
  '/api/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The site's paths for the sitemap: static pages, KJV chapters, dictionary entries (in that order). */
export async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  const paths = [...STATIC_PATHS];
  try {
    const { books } = await app.services.reader.chapters.books('kjv');
    for (const book of books) {
      for (const chapter of book.chapters) paths.push(`/bible/${encodeURIComponent(book.osis)}/${chapter}`);
    }
  } catch (error) {
    // No KJV installed: the sitemap lists the rest.
    app.log.warn({ err: error }, 'The sitemap lists no chapters: the KJV is not installed');
  }
  try {
    for (let page = 1; ; page += 1) {
      const { entries, pagination } = await app.services.concordance.list({ page, limit: ENTRY_PAGE });
      for (const entry of entries) paths.push(`/concordance/${encodeURIComponent(entry.strongsNumber)}`);
      if (page >= pagination.pages) break;
    }
  } catch (error) {
    app.log.warn({ err: error }, 'The sitemap lists no dictionary entries: the dictionary could not be read');
  }
  return paths.slice(0, SITEMAP_MAX_URLS);
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  let kept: { paths: Promise<string[]>; until: number } | undefined;
  const paths = () => {
    if (!kept || kept.until < Date.now()) {
      const promise = sitemapPaths(app);
      kept = { paths: promise, until: Date.now() + SITEMAP_TTL_MS };
      promise.catch(() => (kept = undefined));
    }
    return kept.paths;
  };
  // The site's own address, never the request's Host: these answers are cached for an hour (decision 253).
  const origin = siteOrigin(app.config);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(origin, await paths())),
  );
}
