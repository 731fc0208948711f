import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFileCount, sitemapIndexXml } from './seo.routes';

describe('the sitemap index', () => {
  it('needs a second file only past 50,000 addresses', () => {
    const paths = (count: number) => Array.from({ length: count }, (_, index) => `/p/${index}`);
    expect(sitemapFileCount(paths(0))).toBe(1);
    expect(sitemapFileCount(paths(SITEMAP_MAX_URLS))).toBe(1);
    expect(sitemapFileCount(paths(SITEMAP_MAX_URLS + 1))).toBe(2);
    expect(sitemapFileCount(paths(7), 3)).toBe(3);
  });

  it('names each file under the site origin', () => {
    const xml = sitemapIndexXml('https://bible.example.org', 2);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://bible.example.org/sitemaps/1.xml',
      'https://bible.example.org/sitemaps/2.xml',
    ]);
  });
});
