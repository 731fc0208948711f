import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, toLocation, type History } from './history';
import {
  Link,
  MemoryRouter,
  Outlet,
  Router,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type RouteObject,
  type SetURLSearchParams,
} from './index';

/** A memory history at `entries` (the last is current). */
const memory = (...entries: string[]) =>
  createMemoryHistory(
    entries.map((entry, i) => toLocation(entry, i === 0 ? 'default' : undefined)),
    entries.length - 1,
  );

/** Renders `node` inside a router over `history` (effects do not run: only what rendering does). */
const render = (history: History, node: ReactNode) =>
  renderToStaticMarkup(<Router history={history}>{node}</Router>);

/** The hooks' results, read while rendering inside a router over `history`. */
function hooks(history: History) {
  const seen = {} as { navigate: NavigateFunction; search: [URLSearchParams, SetURLSearchParams] };
  function Probe() {
    seen.navigate = useNavigate();
    seen.search = useSearchParams();
    return null;
  }
  render(history, <Probe />);
  return seen;
}

/** Link's anchor element (calling Link inside a render, so that its hooks run), to click it by hand. */
function anchorOf(
  history: History,
  props: LinkProps,
): ReactElement<{ href: string; onClick: (e: unknown) => void }> {
  let anchor: ReactElement | undefined;
  function Probe() {
    anchor = Link(props);
    return anchor;
  }
  render(history, <Probe />);
  return anchor as ReactElement<{ href: string; onClick: (e: unknown) => void }>;
}

function click(init: Partial<MouseEvent> = {}) {
  const event = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    ...init,
  };
  return event;
}

const path = (history: History) => {
  const { pathname, search, hash } = history.location;
  return pathname + search + hash;
};

describe('useRoutes and Outlet', () => {
  function Shell() {
    return (
      <div>
        layout({String(useParams().book)})<Outlet />
      </div>
    );
  }
  function Chapter() {
    const { book, chapter } = useParams();
    return <p>{`${book} ${chapter}`}</p>;
  }
  const routes: RouteObject[] = [
    {
      element: <Shell />,
      children: [
        { index: true, element: <p>home</p> },
        { path: 'bible/:book/:chapter', element: <Chapter /> },
        { path: '*', element: <p>not found</p> },
      ],
    },
  ];
  function App() {
    return useRoutes(routes);
  }

  it('renders the layout with the matched page in its outlet, on the server', () => {
    expect(
      renderToStaticMarkup(<StaticRouter location="/bible/Song%20of%20Songs/2?x=1">{<App />}</StaticRouter>),
    ).toBe('<div>layout(Song of Songs)<p>Song of Songs 2</p></div>');
    expect(renderToStaticMarkup(<StaticRouter location="/">{<App />}</StaticRouter>)).toBe(
      '<div>layout(undefined)<p>home</p></div>',
    );
    expect(renderToStaticMarkup(<StaticRouter location="/bible/John">{<App />}</StaticRouter>)).toBe(
      '<div>layout(undefined)<p>not found</p></div>',
    );
  });

  it('renders nothing when no route matches', () => {
    function Bare() {
      return useRoutes([{ path: 'about', element: <p>about</p> }]);
    }
    expect(
      renderToStaticMarkup(<MemoryRouter initialEntries={['/elsewhere']}>{<Bare />}</MemoryRouter>),
    ).toBe('');
  });
});

describe('useLocation and the routers', () => {
  function Where() {
    const { pathname, search, hash, state, key } = useLocation();
    return <>{JSON.stringify({ pathname, search, hash, state, key })}</>;
  }

  it('StaticRouter gives the path, query and fragment it was given, with the key "default"', () => {
    expect(renderToStaticMarkup(<StaticRouter location="/about?a=1#texts">{<Where />}</StaticRouter>)).toBe(
      JSON.stringify({
        pathname: '/about',
        search: '?a=1',
        hash: '#texts',
        state: null,
        key: 'default',
      }).replace(/"/g, '&quot;'),
    );
  });

  it('StaticRouter refuses to navigate', () => {
    let navigate: NavigateFunction | undefined;
    function Probe() {
      navigate = useNavigate();
      return null;
    }
    renderToStaticMarkup(<StaticRouter location="/">{<Probe />}</StaticRouter>);
    expect(() => navigate?.('/about')).toThrow(/cannot navigate/);
  });

  it('MemoryRouter starts at the last entry, or at initialIndex', () => {
    const at = (entries: string[], index?: number) =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={entries} initialIndex={index}>
          <Where />
        </MemoryRouter>,
      );
    expect(at(['/a', '/support?success=true'])).toContain('/support');
    expect(at(['/a', '/support?success=true'])).toContain('?success=true');
    expect(at(['/a', '/b'], 0)).toContain('default');
  });

  it('hooks used outside a router say so', () => {
    function Lost() {
      useLocation();
      return null;
    }
    expect(() => renderToStaticMarkup(<Lost />)).toThrow(/inside a router/);
  });
});

describe('useNavigate', () => {
  it('pushes, replaces, carries state and goes back', () => {
    const history = memory('/');
    const { navigate } = hooks(history);
    navigate('/concordance/H1', { state: { from: '/concordance?page=2' } });
    expect(path(history)).toBe('/concordance/H1');
    expect(history.location.state).toEqual({ from: '/concordance?page=2' });
    expect(history.location.key).not.toBe('default');
    navigate('/concordance/H2', { replace: true });
    expect(path(history)).toBe('/concordance/H2');
    expect(history.location.state).toBeNull();
    navigate(-1);
    expect(path(history)).toBe('/');
    navigate(1);
    expect(path(history)).toBe('/concordance/H2');
  });

  it('resolves "?query" against the current pathname, dropping the fragment', () => {
    const history = memory('/about#texts');
    hooks(history).navigate('?x=1');
    expect(path(history)).toBe('/about?x=1');
  });
});

describe('useSearchParams', () => {
  it('reads the query of the current location', () => {
    const [params] = hooks(memory('/simple-results?q=love&version=kjv')).search;
    expect(params.get('q')).toBe('love');
    expect(params.get('version')).toBe('kjv');
  });

  it('sets a new query on the same path (pushing)', () => {
    const history = memory('/', '/timeline?event=a#top');
    hooks(history).search[1]({ event: 'b', tag: ['x', 'y'] });
    expect(path(history)).toBe('/timeline?event=b&tag=x&tag=y');
    history.go(-1);
    expect(path(history)).toBe('/timeline?event=a#top');
  });

  it('passes a copy of the current query to a function, and replaces with state when asked', () => {
    const history = memory('/', '/admin?tab=status');
    const [current, setParams] = hooks(history).search;
    setParams(
      (params) => {
        params.set('tab', 'users');
        return params;
      },
      { replace: true, state: { from: 'x' } },
    );
    expect(current.get('tab')).toBe('status');
    expect(path(history)).toBe('/admin?tab=users');
    expect(history.location.state).toEqual({ from: 'x' });
    history.go(-1);
    expect(path(history)).toBe('/');
  });

  it('clears the query with {}', () => {
    const history = memory('/support?success=true');
    hooks(history).search[1]({}, { replace: true });
    expect(path(history)).toBe('/support');
  });

  it('takes a URLSearchParams or a string', () => {
    const history = memory('/results');
    const setParams = hooks(history).search[1];
    setParams(new URLSearchParams('q=a+b'));
    expect(path(history)).toBe('/results?q=a+b');
    setParams('page=2');
    expect(path(history)).toBe('/results?page=2');
  });
});

describe('Link', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders an anchor with the resolved href and its other attributes', () => {
    const history = memory('/bible/John/3');
    const markup = render(
      history,
      <>
        <Link to="/concordance/H7225" className="c" aria-current="page">
          H7225
        </Link>
        <Link to="?view=parallel">same page</Link>
        <Link to="/a//b/./c/../d">normalised</Link>
        <Link to="https://example.org/x" target="_blank" rel="noreferrer">
          out
        </Link>
      </>,
    );
    expect(markup).toBe(
      '<a class="c" aria-current="page" href="/concordance/H7225">H7225</a>' +
        '<a href="/bible/John/3?view=parallel">same page</a>' +
        '<a href="/a/b/d">normalised</a>' +
        '<a rel="noreferrer" href="https://example.org/x" target="_blank">out</a>',
    );
  });

  it('navigates on a plain left click, with its state', () => {
    const history = memory('/concordance');
    const event = click();
    anchorOf(history, { to: '/concordance/H1', state: { from: '/concordance' } }).props.onClick(event);
    expect(event.defaultPrevented).toBe(true);
    expect(path(history)).toBe('/concordance/H1');
    expect(history.location.state).toEqual({ from: '/concordance' });
    history.go(-1);
    expect(path(history)).toBe('/concordance');
  });

  it('replaces the entry when the link leads where the page already is, unless told otherwise', () => {
    const history = memory('/', '/about');
    anchorOf(history, { to: '/about' }).props.onClick(click());
    history.go(-1);
    expect(path(history)).toBe('/');

    const other = memory('/', '/about');
    anchorOf(other, { to: '/about', replace: false }).props.onClick(click());
    other.go(-1);
    expect(path(other)).toBe('/about');

    const third = memory('/', '/about');
    anchorOf(third, { to: '/support', replace: true }).props.onClick(click());
    expect(path(third)).toBe('/support');
    third.go(-1);
    expect(path(third)).toBe('/');
  });

  it.each([
    ['a middle click', {}, { button: 1 }],
    ['a ctrl-click', {}, { ctrlKey: true }],
    ['a cmd-click', {}, { metaKey: true }],
    ['a shift-click', {}, { shiftKey: true }],
    ['an alt-click', {}, { altKey: true }],
    ['target="_blank"', { target: '_blank' }, {}],
    ['a download', { download: 'notes.txt' }, {}],
    ['reloadDocument', { reloadDocument: true }, {}],
    ['an address with a scheme', { to: 'mailto:someone@example.org' }, {}],
    ['a protocol-relative address', { to: '//example.org/x' }, {}],
  ] as [string, Partial<LinkProps>, Partial<MouseEvent>][])(
    'leaves %s to the browser',
    (_name, props, init) => {
      const history = memory('/');
      const event = click(init);
      anchorOf(history, { to: '/about', ...props }).props.onClick(event);
      expect(event.defaultPrevented).toBe(false);
      expect(path(history)).toBe('/');
    },
  );

  it('navigates with target="_self"', () => {
    const history = memory('/');
    anchorOf(history, { to: '/about', target: '_self' }).props.onClick(click());
    expect(path(history)).toBe('/about');
  });

  it("calls the link's own onClick first, and stops if it prevented the default", () => {
    const history = memory('/');
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    anchorOf(history, { to: '/about', onClick }).props.onClick(click());
    expect(onClick).toHaveBeenCalledOnce();
    expect(path(history)).toBe('/');

    const closes = vi.fn();
    anchorOf(history, { to: '/about', onClick: closes }).props.onClick(click());
    expect(closes).toHaveBeenCalledOnce();
    expect(path(history)).toBe('/about');
  });
});

describe('the browser history', () => {
  /** A window whose history keeps entries in memory, as the browser's does. */
  function fakeWindow(start: string) {
    const entries: { url: URL; state: unknown }[] = [
      { url: new URL(start, 'https://site.test'), state: null },
    ];
    let index = 0;
    const listeners = new Set<() => void>();
    const win = {
      location: {
        get pathname() {
          return entries[index]!.url.pathname;
        },
        get search() {
          return entries[index]!.url.search;
        },
        get hash() {
          return entries[index]!.url.hash;
        },
        assign: vi.fn(),
      },
      history: {
        get state() {
          return entries[index]!.state;
        },
        pushState: vi.fn((state: unknown, _title: string, url: string) => {
          entries.splice(++index, entries.length, { url: new URL(url, entries[index - 1]!.url), state });
        }),
        replaceState(state: unknown, _title: string, url: string) {
          entries[index] = { url: new URL(url, entries[index]!.url), state };
        },
        go(delta: number) {
          index += delta;
          for (const listener of listeners) listener();
        },
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal('window', win);
    return win;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the address bar, with the key "default" before any navigation', () => {
    fakeWindow('/concordance/H7225?tab=scholarly#top');
    expect(createBrowserHistory().location).toMatchObject({
      pathname: '/concordance/H7225',
      search: '?tab=scholarly',
      hash: '#top',
      state: null,
      key: 'default',
    });
  });

  it("pushes and replaces entries with react-router's shape, tells its listener, and hears back/forward", () => {
    const win = fakeWindow('/');
    const history = createBrowserHistory();
    const heard: string[] = [];
    const stop = history.listen((location) => heard.push(location.pathname + location.search));
    history.push('/concordance/H1', { from: '/concordance' });
    expect(win.history.state).toMatchObject({ usr: { from: '/concordance' }, key: expect.any(String) });
    expect(history.location.state).toEqual({ from: '/concordance' });
    history.replace('/concordance/H1?tab=scholarly', { from: '/concordance' });
    expect(history.location.search).toBe('?tab=scholarly');
    history.go(-1);
    expect(heard).toEqual(['/concordance/H1', '/concordance/H1?tab=scholarly', '/']);
    expect(history.location.state).toBeNull();
    stop();
    history.go(1);
    expect(heard).toHaveLength(3);
  });

  it('loads the page when the browser refuses another entry, but not when the state cannot be stored', () => {
    const win = fakeWindow('/');
    const history = createBrowserHistory();
    win.history.pushState.mockImplementationOnce(() => {
      throw new DOMException('too many', 'SecurityError');
    });
    history.push('/about', null);
    expect(win.location.assign).toHaveBeenCalledWith('/about');
    win.history.pushState.mockImplementationOnce(() => {
      throw new DOMException('no', 'DataCloneError');
    });
    expect(() => history.push('/about', () => undefined)).toThrow('no');
  });
});
