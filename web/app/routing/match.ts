import type { ReactNode } from 'react';

/**
 * The route table and its matching (decision 223): react-router's rules, for the subset the app uses. A route
 * has a relative `path` (static segments, `:name` parameters, a trailing `*`), or is an `index` route, or is a
 * pathless layout whose `element` shows its matched child through `<Outlet />`. Matching ignores case and
 * trailing slashes; the best-ranked route wins (static segment 10, parameter 3, empty 1, index +2, `*` −2, one
 * per segment), siblings of equal rank in the order they are listed. Optional segments (`:name?`) are not
 * supported.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteObject;
  /** The parameters the whole branch matched, decoded. */
  params: Params;
  /** The part of the (decoded) pathname this route and those above it matched. */
  pathname: string;
}

interface CompiledRoute {
  route: RouteObject;
  relativePath: string;
  matcher: RegExp;
  names: string[];
}

interface Branch {
  score: number;
  /** The position of each route among its siblings, from the top: ties between siblings go to the first. */
  order: number[];
  routes: CompiledRoute[];
}

export const joinPaths = (paths: string[]): string => paths.join('/').replace(/[\\/]{2,}/g, '/');

/** A path pattern as a regular expression, with its parameter names in order (react-router's compilePath). */
export function compilePath(path: string, caseSensitive = false, end = true): [RegExp, string[]] {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_whole, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?=\\/|$)';
  }
  return [new RegExp(source, caseSensitive ? undefined : 'i'), names];
}

const isSplat = (segment: string) => segment === '*';

/** react-router's ranking: the more specific path scores higher. */
export function computeScore(path: string, index?: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(
  routes: RouteObject[],
  branches: Branch[],
  parents: { route: RouteObject; relativePath: string }[] = [],
  parentOrder: number[] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, position) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath))
        throw new Error(`Route path "${relativePath}" must start with its parent's "${parentPath}"`);
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { route, relativePath }];
    const order = [...parentOrder, position];
    if (route.children?.length) flatten(route.children, branches, chain, order, path);
    if (route.path == null && !route.index) return;
    branches.push({
      score: computeScore(path, route.index),
      order,
      routes: chain.map((link, depth) => {
        const [matcher, names] = compilePath(
          link.relativePath,
          link.route.caseSensitive === true,
          depth === chain.length - 1,
        );
        return { ...link, matcher, names };
      }),
    });
  });
  return branches;
}

function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function rankedBranches(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes, []).sort((a, b) => b.score - a.score || siblingOrder(a.order, b.order));
    ranked.set(routes, branches);
  }
  return branches;
}

/** Each segment percent-decoded (an encoded "/" stays "%2F" until the parameters are read). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape: matched as it is, as react-router does.
    return pathname;
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string> = {};
  const matches: RouteMatch[] = [];
  let matchedPathname = '/';
  for (const { route, matcher, names } of branch.routes) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const found = matcher.exec(remaining);
    if (!found) return null;
    const matched = found[0];
    let base = matched.replace(/(.)\/+$/, '$1');
    names.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      if (name === '*') base = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
      params[name] = value.replace(/%2F/g, '/');
    });
    // One object for the whole branch, as in react-router: a layout sees the parameters of the page it shows.
    matches.push({ route, params, pathname: joinPaths([matchedPathname, matched]) });
    if (base !== '/') matchedPathname = joinPaths([matchedPathname, base]);
  }
  return matches;
}

/**
 * The routes that match a location (a pathname, or a path whose query and fragment are ignored), outermost
 * first; null when none does.
 */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
): RouteMatch[] | null {
  const path = typeof location === 'string' ? location.replace(/[?#].*$/s, '') : location.pathname;
  const decoded = decodePath(path || '/');
  for (const branch of rankedBranches(routes)) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
