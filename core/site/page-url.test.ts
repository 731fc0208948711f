import { describe, expect, it } from 'vitest';
import { canonicalUrl, MOST_PAGE_URL, pageUrl } from './page-url';

describe('pageUrl: the address a page is rendered and kept by', () => {
  it.each([
    ['/', '/'],
    ['/bible/John/3', '/bible/John/3'],
    ['/about?utm=1', '/about'],
    ['/about?x=1&y=2', '/about'],
    ['/bible/John/3?version=web&junk=1', '/bible/John/3?version=web'],
    ['/bible/John/3?view=parallel&version=web', '/bible/John/3?version=web&view=parallel'],
    ['/bible/John/3?version=web&version=kjv', '/bible/John/3?version=web'],
    ['/simple-results?page=2&q=love&version=kjv&nonce=123', '/simple-results?q=love&version=kjv&page=2'],
    ['/search?page=2&q=love&strongs=true&version=web&parallel=true', '/search?q=love&version=web'],
    ['/strongs/verse/John/3/16?version=kjv&x=1', '/strongs/verse/John/3/16?version=kjv'],
    ['/concordance?tab=hebrew&q=love&limit=20&page=3&x=1', '/concordance?tab=hebrew&q=love&page=3&limit=20'],
    ['/concordance/H7225?tab=scholarly&q=1', '/concordance/H7225?tab=scholarly'],
    ['/./about', '/about'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['//evil.example/x', '/evil.example/x'],
    ['/a/../about', '/about'],
    ['/simple-results?q=%24%60', '/simple-results?q=%24%60'],
    [
      '/timeline?event=flood&x=1&category=creation&view=era',
      '/timeline?category=creation&view=era&event=flood',
    ],
    ['/support?success=true&x=1', '/support?success=true'],
    ['/account?email=confirmed', '/account'],
  ])('%s is the page %s', (url, page) => {
    expect(pageUrl(url)).toBe(page);
  });

  it('cuts an address longer than any page reads', () => {
    const long = `/simple-results?q=${'a'.repeat(MOST_PAGE_URL * 2)}`;
    expect(pageUrl(long).length).toBeLessThanOrEqual(MOST_PAGE_URL + 16);
  });
});

describe('canonicalUrl', () => {
  it('joins the origin and the path, so a path that starts with // stays on the site', () => {
    expect(canonicalUrl('https://bible.example.org', '/bible/John/3')).toBe(
      'https://bible.example.org/bible/John/3',
    );
    expect(canonicalUrl('https://bible.example.org/', '//evil.example/x')).toBe(
      'https://bible.example.org/evil.example/x',
    );
    expect(canonicalUrl('http://localhost:3000', '/\\evil.example')).toBe(
      'http://localhost:3000/evil.example',
    );
  });
});
