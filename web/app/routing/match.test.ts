import { describe, expect, it } from 'vitest';
import { createRoutes } from '../router';
import { computeScore, matchRoutes, type RouteObject } from './match';

const leaf = (path: string): RouteObject => ({ path });

/** The path pattern of the route that wins for `pathname`, and its parameters. */
function winner(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1);
  return last ? { path: last.route.index ? '(index)' : last.route.path, params: { ...last.params } } : null;
}

describe('matchRoutes: ranking', () => {
  // The order in the list must not matter: the more specific route wins.
  const routes: RouteObject[] = [
    {
      element: null,
      children: [leaf('*'), leaf('concordance/:number'), leaf('concordance/list'), { index: true }],
    },
  ];

  it('prefers a static segment to a parameter, and a parameter to the catch-all', () => {
    expect(winner(routes, '/concordance/list')).toEqual({ path: 'concordance/list', params: {} });
    expect(winner(routes, '/concordance/H7225')).toEqual({
      path: 'concordance/:number',
      params: { number: 'H7225' },
    });
    expect(winner(routes, '/concordance/H7225/more')).toEqual({
      path: '*',
      params: { '*': 'concordance/H7225/more' },
    });
  });

  it('matches the index route at / only, and the catch-all elsewhere', () => {
    expect(winner(routes, '/')).toEqual({ path: '(index)', params: {} });
    expect(winner(routes, '/nowhere')).toEqual({ path: '*', params: { '*': 'nowhere' } });
  });

  it('scores as react-router does', () => {
    expect(computeScore('/concordance/list')).toBe(24);
    expect(computeScore('/concordance/:number')).toBe(17);
    expect(computeScore('/*')).toBe(1);
    expect(computeScore('/', true)).toBe(6);
  });

  it('tries siblings of equal rank in the order they are listed', () => {
    const first = { path: 'a/:x' };
    const second = { path: 'a/:y' };
    expect(matchRoutes([first, second], '/a/1')?.at(-1)?.route).toBe(first);
    expect(matchRoutes([second, first], '/a/1')?.at(-1)?.route).toBe(second);
  });

  it('returns the layout then the page, both with the parameters', () => {
    const layout: RouteObject = { element: null, children: [leaf('bible/:book/:chapter')] };
    const matches = matchRoutes([layout], '/bible/John/3');
    expect(matches?.map((match) => match.route)).toEqual([layout, layout.children?.[0]]);
    expect(matches?.map((match) => match.params)).toEqual([
      { book: 'John', chapter: '3' },
      { book: 'John', chapter: '3' },
    ]);
    expect(matches?.at(-1)?.pathname).toBe('/bible/John/3');
  });

  it('matches nested paths segment by segment', () => {
    const routes: RouteObject[] = [
      { path: 'admin', children: [{ index: true }, leaf('emails'), leaf(':tab')] },
    ];
    expect(winner(routes, '/admin')).toEqual({ path: '(index)', params: {} });
    expect(winner(routes, '/admin/emails')).toEqual({ path: 'emails', params: {} });
    expect(winner(routes, '/admin/status')).toEqual({ path: ':tab', params: { tab: 'status' } });
    expect(winner(routes, '/administration')).toBeNull();
  });
});

describe('matchRoutes: paths', () => {
  const routes = [leaf('concordance/:number'), leaf('pages/:slug'), leaf('about')];

  it('ignores case and trailing slashes unless a route is case sensitive', () => {
    expect(winner(routes, '/About')?.path).toBe('about');
    expect(winner(routes, '/about//')?.path).toBe('about');
    expect(winner([{ path: 'about', caseSensitive: true }], '/About')).toBeNull();
  });

  it('decodes parameters, an encoded slash included', () => {
    expect(winner(routes, '/pages/caf%C3%A9%20au%20lait')?.params).toEqual({ slug: 'café au lait' });
    expect(winner(routes, '/pages/a%2Fb')?.params).toEqual({ slug: 'a/b' });
  });

  it('matches a malformed escape as it is', () => {
    expect(winner(routes, '/pages/100%')?.params).toEqual({ slug: '100%' });
  });

  it('ignores the query and the fragment of a path given as a string', () => {
    expect(winner(routes, '/concordance/H1?tab=scholarly#top')?.params).toEqual({ number: 'H1' });
  });

  it('does not let a parameter span two segments', () => {
    expect(winner(routes, '/concordance/H1/H2')).toBeNull();
    expect(winner(routes, '/concordance/')).toBeNull();
  });

  it('escapes the pattern', () => {
    expect(winner([leaf('a.b')], '/axb')).toBeNull();
    expect(winner([leaf('a.b')], '/a.b')?.path).toBe('a.b');
  });

  it('gives the splat the rest of the path after a static prefix', () => {
    expect(winner([leaf('files/*')], '/files/a/b%20c')?.params).toEqual({ '*': 'a/b c' });
    expect(winner([leaf('files/*')], '/files')?.params).toEqual({ '*': '' });
  });
});

describe("the app's routes", () => {
  const routes = createRoutes();
  const cases: [string, string | undefined][] = [
    ['/', undefined],
    ['/simple-results', 'simple-results'],
    ['/bible/John/3', 'bible/:book/:chapter'],
    ['/bible/John/3/16', 'bible/:book/:chapter/:verse'],
    ['/bible/John/3/16/17', '*'],
    ['/concordance', 'concordance'],
    ['/concordance/H7225', 'concordance/:number'],
    ['/strongs/verse/John/3/16', 'strongs/verse/:book/:chapter/:verse'],
    ['/strongs/G25', 'strongs/:number'],
    ['/admin/emails', 'admin/emails'],
    ['/curriculum/week/3', 'curriculum/week/:week'],
    ['/curriculum/print', 'curriculum/print'],
    ['/pages/about-us', 'pages/:slug'],
    ['/no-such-page', '*'],
  ];

  it.each(cases)('%s → %s', (pathname, path) => {
    const last = matchRoutes(routes, pathname)?.at(-1);
    expect(last?.route.path).toBe(path);
    if (path === undefined) expect(last?.route.index).toBe(true);
  });
});
