/**
 * Where a router keeps its entries (decision 223): the browser's history, a list in memory, or one fixed
 * location on the server; and the path helpers the router uses.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (`state`); kept in the browser's history entry. */
  state: unknown;
  /** "default" for the first entry, else a new key per navigation. */
  key: string;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A router's entries: its location, how to add or replace one, move through them, and hear of changes. */
export interface History {
  readonly location: Location;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');
}

/**
 * Where `to` leads from `fromPathname`: an absolute path is normalised ("." and ".." applied, doubled slashes
 * merged); a relative one is resolved against the current pathname (what react-router does inside a leaf
 * route, the only place the app could use one); a bare "?query" or "#hash" keeps the pathname.
 */
export function resolvePath(to: string, fromPathname: string): Path {
  const { pathname, search = '', hash = '' } = parsePath(to);
  let resolved = fromPathname;
  if (pathname) {
    const absolute = /^[\\/]/.test(pathname);
    const segments = absolute ? [''] : fromPathname.replace(/\/+$/, '').split('/');
    for (const segment of pathname
      .replace(/[\\/]{2,}/g, '/')
      .split('/')
      .slice(absolute ? 1 : 0)) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    resolved = segments.length > 1 ? segments.join('/') : '/';
    if (pathname !== '/' && pathname.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
  }
  return {
    pathname: resolved,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

export function toLocation(path: string | Partial<Location>, key?: string, state: unknown = null): Location {
  const parts: Partial<Location> = typeof path === 'string' ? parsePath(path) : path;
  return {
    pathname: parts.pathname || '/',
    search: parts.search ?? '',
    hash: parts.hash ?? '',
    state: parts.state ?? state,
    key: parts.key ?? key ?? createKey(),
  };
}

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as HistoryEntryState | null;
    return toLocation(window.location, entry?.key || 'default', entry?.usr ?? null);
  };
  let listener: ((location: Location) => void) | undefined;
  const write = (push: boolean, path: string, state: unknown) => {
    // The same entry shape as react-router's, so a page reloaded after an update keeps its state.
    const entry: HistoryEntryState = { usr: state ?? null, key: createKey() };
    if (push) {
      try {
        window.history.pushState(entry, '', path);
      } catch (error) {
        // A state that cannot be stored must be fixed, not hidden; other failures (too many entries) reload.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(path);
      }
    } else {
      window.history.replaceState(entry, '', path);
    }
    listener?.(read());
  };
  return {
    get location() {
      return read();
    },
    push: (path, state) => write(true, path, state),
    replace: (path, state) => write(false, path, state),
    go: (delta) => window.history.go(delta),
    listen(next) {
      listener = next;
      const onPop = () => next(read());
      window.addEventListener('popstate', onPop);
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = undefined;
      };
    },
  };
}

export function createMemoryHistory(entries: Location[], index: number): History {
  let listener: ((location: Location) => void) | undefined;
  const notify = () => listener?.(entries[index] as Location);
  return {
    get location() {
      return entries[index] as Location;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, toLocation(path, undefined, state));
      notify();
    },
    replace(path, state) {
      entries[index] = toLocation(path, undefined, state);
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(next) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  };
}

function refuse(): never {
  throw new Error('A page rendered on the server cannot navigate: navigate in an effect or an event handler');
}

/** The server's history: one location, and no navigation. */
export function createStaticHistory(location: string | Partial<Location>): History {
  return {
    location: toLocation(location, 'default'),
    push: refuse,
    replace: refuse,
    go: refuse,
    listen: refuse,
  };
}
