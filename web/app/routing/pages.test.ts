import { describe, expect, it } from 'vitest';
import { createRoutes } from '../router';
import { matchRoutes } from './match';
import { isContentQuery, isPersonalQuery, pageAt, PAGES, pagePath } from './pages';

describe('the declaration of the pages (decision 279)', () => {
  it('gives every route of the app one declaration, in the router’s order', () => {
    const children = createRoutes()[0]?.children ?? [];
    expect(children.map((route) => (route.index ? '(index)' : route.path))).toEqual(PAGES.map(pagePath));
  });

  it.each([
    ['/', 'server'],
    ['/bible/John/3', 'server'],
    ['/bible/John/3/16', 'server'],
    ['/concordance/H7225', 'server'],
    ['/pages/about-us', 'server'],
    ['/account', 'server'],
    ['/devotional', 'server'],
    ['/devotional/', 'server'],
    ['/curriculum', 'server'],
    ['/no-such-page', 'server'],
    ['/admin', 'browser'],
    ['/admin/', 'browser'],
    ['/admin/emails', 'browser'],
    ['/admin/anything/below', 'browser'],
    ['/auth', 'browser'],
    ['/reset-password/x', 'browser'],
    ['/devotional/commentary', 'browser'],
    ['/devotional/unknown', 'browser'],
    ['/curriculum/week/3', 'browser'],
    ['/curriculum/unknown/deeper', 'browser'],
    ['/strongs-test', 'browser'],
  ])('%s is drawn on the %s', (pathname, rendering) => {
    expect(pageAt(pathname).rendering).toBe(rendering);
  });

  it.each([
    ['/admin', 'The administration pages need a connection to the server.'],
    ['/admin/emails', 'The administration pages need a connection to the server.'],
    ['/auth', 'Signing in and creating an account need a connection to the server.'],
    ['/forgot-password', 'Changing or resetting a password needs a connection to the server.'],
    ['/reset-password/x', 'Changing or resetting a password needs a connection to the server.'],
    ['/account', 'Your account needs a connection to the server.'],
    ['/support', 'Donations need a connection to the server.'],
  ])('%s says offline that it needs the server (decision 413)', (pathname, sentence) => {
    expect(pageAt(pathname).needsServer).toBe(sentence);
  });

  it.each(['/', '/bible/John/3', '/results', '/concordance/H7225', '/dictionary', '/study', '/no-such-page'])(
    '%s opens offline as any other page',
    (pathname) => {
      expect(pageAt(pathname).needsServer).toBeUndefined();
    },
  );

  it('marks the developer pages and the addresses below them, and nothing else', () => {
    for (const pathname of [
      '/strongs-test',
      '/parallel-toggle-test/x',
      '/mockup-preview',
      '/genesis-test/',
    ]) {
      expect(pageAt(pathname).developer, pathname).toBe(true);
    }
    for (const pathname of ['/', '/admin', '/strongs/H1', '/strongs-testing']) {
      expect(pageAt(pathname).developer, pathname).toBeUndefined();
    }
  });

  it('matches by the router’s rules: the declaration found is the route the router shows', () => {
    const routes = createRoutes();
    for (const pathname of ['/', '/Bible/john/3/', '/strongs/verse/John/3/16', '/pages/x', '/nothing/here']) {
      const shown = matchRoutes(routes, pathname)?.at(-1)?.route;
      const declared = pageAt(pathname);
      expect(shown?.index ? '(index)' : shown?.path, pathname).toBe(pagePath(declared));
    }
  });

  it('knows the unknown addresses', () => {
    expect(pageAt('/no-such-page').notFound).toBe(true);
    expect(pageAt('/bible/John').notFound).toBe(true);
    expect(pageAt('/bible/John/3').notFound).toBeUndefined();
  });

  it('names the calls a page’s content is, page by page', () => {
    const chapter = ['reader', 'chapter', 'kjv', 'john', 3];
    expect(isContentQuery(pageAt('/bible/John/3'), chapter)).toBe(true);
    expect(isContentQuery(pageAt('/concordance/H1'), chapter)).toBe(false);
    expect(isContentQuery(pageAt('/concordance/H1'), ['concordance', 'entry', 'H1'])).toBe(true);
    expect(isContentQuery(pageAt('/pages/x'), ['site-content', 'page', 'x'])).toBe(true);
    expect(isContentQuery(pageAt('/pages/x'), ['site-content', 'placements'])).toBe(false);
  });

  it('names the personal calls: the layout’s and the devotional reading', () => {
    expect(isPersonalQuery(['session'])).toBe(true);
    expect(isPersonalQuery(['user', 'me'])).toBe(true);
    expect(isPersonalQuery(['auth', 'status'])).toBe(true);
    expect(isPersonalQuery(['devotional', 'reading', 'plan'])).toBe(true);
    expect(isPersonalQuery(['devotional', 'plans'])).toBe(false);
    expect(isPersonalQuery(['reader', 'chapter'])).toBe(false);
  });
});
