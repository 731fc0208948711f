import type { FastifyInstance, FastifyReply } from 'fastify';
import { verseKey } from '../../core/bible/books';
import { escapeHtml, siteOrigin } from './page-renderer';

/**
 * /robots.txt and /sitemap.xml (decision 221): the sitemap lists the home page, the static pages, every chapter
 * of the KJV (a book is its first chapter), every dictionary entry and every KJV verse's page in every version
 * (decision 312). Over 50,000 addresses, /sitemap.xml is a sitemap index of files /sitemaps/1.xml, 2.xml, …
 * of at most 50,000 each. All are text, not the web app's shell.
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

/** The site's paths for the sitemap: static pages, KJV chapters, dictionary entries, KJV verse pages. */
export async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  const paths = [...STATIC_PATHS];
  const verses: string[] = [];
  try {
    const { books } = await app.services.reader.chapters.books('kjv');
    const kjv = await app.services.search.version('kjv');
    for (const book of books) {
      const osis = encodeURIComponent(book.osis);
      for (const chapter of book.chapters) {
        paths.push(`/bible/${osis}/${chapter}`);
        const first = verseKey(book.number, chapter, 0);
        // Every verse the KJV has, gaps and all (a binary search each; built once per ten minutes).
        for (let verse = 1; verse < 1000; verse++)
          if (kjv.has(first + verse)) verses.push(`/bible/${osis}/${chapter}/${verse}/all`);
      }
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
  return [...paths, ...verses];
}

/** The sitemap files of `paths`, at most `perFile` addresses each. */
export function sitemapFileCount(paths: readonly string[], perFile = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(paths.length / perFile));
}

/** The sitemap index naming the files /sitemaps/1.xml … (sitemaps.org protocol). */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
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
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const all = await paths();
    const files = sitemapFileCount(all);
    return xml(reply, files === 1 ? sitemapXml(origin, all) : sitemapIndexXml(origin, files));
  });
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const all = await paths();
      const number = /^([1-9]\d{0,3})\.xml$/.exec(request.params.file)?.[1];
      const part = number ? Number(number) : 0;
      if (!part || part > sitemapFileCount(all))
        return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap');
      return xml(
        reply,
        sitemapXml(origin, all.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS)),
      );
    },
  );
}
