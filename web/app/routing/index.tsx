// Why we own this: react-router was 35 KB of the entry script (about 11 KB gzipped) for the few parts the app
// uses; this router is 5.4 KB (2 KB gzipped) and helped bring every measured page under the 120 KB script
// budget (decision 223, bench/RESULTS.md; `npm run check:budgets` keeps it).
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  createStaticHistory,
  resolvePath,
  toLocation,
  type History,
  type Location,
} from './history';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';

/**
 * The app's router (decision 223): the part of react-router's declarative API the app uses, with its behaviour,
 * in about 3 KB instead of 35 KB. Routes are matched by ./match.ts.
 */

export { matchRoutes, type Params, type RouteMatch, type RouteObject };
export { createPath, parsePath, resolvePath, type Location } from './history';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

interface RouterState {
  history: History;
  location: Location;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside a router`);
  return router;
}

/** Renders its children with the history's location, and again (as a transition) whenever it changes. */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's router: the address bar, pushState/replaceState, and back/forward (popstate). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over a list of entries in memory (the unit tests). */
export function MemoryRouter({
  children,
  initialEntries = ['/'],
  initialIndex,
}: {
  children?: ReactNode;
  initialEntries?: (string | Partial<Location>)[];
  initialIndex?: number;
}) {
  const [history] = useState(() =>
    createMemoryHistory(
      initialEntries.map((entry, i) => toLocation(entry, i === 0 ? 'default' : undefined)),
      Math.min(Math.max(initialIndex ?? initialEntries.length - 1, 0), initialEntries.length - 1),
    ),
  );
  return <Router history={history}>{children}</Router>;
}

/** The server's router: one location (path, query and fragment), no navigation. */
export function StaticRouter({
  children,
  location,
}: {
  children?: ReactNode;
  location: string | Partial<Location>;
}) {
  const value = useMemo(() => {
    const history = createStaticHistory(location);
    return { history, location: history.location };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/** The parameters of the matched route (`:name`, and `*` for the rest of a catch-all), decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The matched child route of the layout that renders it. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/**
 * Goes to a path (resolved against the current one: "?q=x" changes only the query) with `replace` and `state`,
 * or moves through the history by a number of entries (-1: back). The function stays the same across renders.
 */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = createPath(resolvePath(to, history.location.pathname));
      (options.replace ? history.replace : history.push)(path, options.state);
    },
    [history],
  ) as NavigateFunction;
}

/** Navigates once rendered (in an effect: never during the server's render). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type SearchParamsInit = string | string[][] | Record<string, string | string[]> | URLSearchParams;

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  return new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([key, value]) =>
          Array.isArray(value) ? value.map((one) => [key, one]) : [[key, value]],
        ),
  );
}

export type SetURLSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query string of the current address, and a setter that navigates to the same path with another one
 * (dropping the fragment; `replace` and `state` as for navigate). A function receives a copy of the current one.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) =>
      navigate(
        '?' + createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next),
        options,
      ),
    [navigate, params],
  );
  return [params, setParams];
}

function renderMatches(matches: RouteMatch[] | null): ReactNode {
  return (matches ?? []).reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ outlet, params }}>{route.element ?? outlet}</RouteContext.Provider>
    ),
    null,
  );
}

/** The element of the best route for the current pathname, inside its layouts; null when none matches. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  return useMemo(() => renderMatches(matchRoutes(routes, pathname)), [routes, pathname]);
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of the router. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether the browser should handle a click itself: another button, a modifier, another target, a download. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target?: string, download?: unknown): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (!!target && target !== '_self') ||
    download != null
  );
}

/**
 * An anchor whose plain left click navigates in the app. Modified and middle clicks, `target`, `download`,
 * `reloadDocument` and addresses with a scheme ("https:", "mailto:") or "//" are left to the browser. A click
 * on the current address replaces its entry (as react-router does) unless `replace` says otherwise. The `href`
 * is the same on the server and in the browser.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const { location } = useRouter('Link');
  const navigate = useNavigate();
  const external = ABSOLUTE_URL.test(to);
  const href = external ? to : createPath(resolvePath(to, location.pathname));
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument || browserHandles(event, target, rest.download))
      return;
    event.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  }
  // The attributes in react-router's order, so that the markup is the same as it was.
  return <a {...rest} href={href} onClick={handleClick} target={target} />;
}
