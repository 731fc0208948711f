import { matchRoutes, type Params, type RouteObject } from './match';

/**
 * The site's pages, declared once (decision 279): each page's path, whether the server renders it with its data
 * or sends the shell for the browser to draw, and which calls its content and its personal parts depend on. The
 * web's route table (`web/app/router.tsx`) gives each path its screen; the server (`server/render/
 * page-renderer.ts`) and the server build of the app (`web/entry-server.tsx`) read the same list to decide how a
 * page is answered. Pure data and matching, with no React, so that the server can read it.
 */

/** A query key, or the first parts of some: `['reader', 'chapter']` stands for every chapter call. */
export type QueryKeyPrefix = readonly string[];

export interface PageDeclaration {
  /** The path as the router reads it (relative: `bible/:book/:chapter`); absent for the home page. */
  readonly path?: string;
  readonly index?: true;
  /**
   * `server`: rendered on the server with its data, as a visitor sees it, and kept (decision 242).
   * `browser`: the server sends the empty shell and the browser draws the page, for the screens of a signed-in
   * reader or administrator (a page sent to anyone never holds personal data) and the developer pages.
   */
  readonly rendering: 'server' | 'browser';
  /** A developer page: outside development and test mode it exists only while the setting turns them on. */
  readonly developer?: true;
  /**
   * Addresses below this page that no page matches (`/admin/anything`): the browser draws its "Page not found"
   * there, as it does for the section's own screens.
   */
  readonly sectionDrawnInBrowser?: true;
  /** The calls the page's content is: when one answers 404 or 400 (the address names nothing), so does the page. */
  readonly content?: readonly QueryKeyPrefix[];
  /**
   * Calls whose answer depends on who reads or on the reader's browser: never rendered into a page nor kept;
   * the browser asks for them at once, and fills in what differs.
   */
  readonly personal?: readonly QueryKeyPrefix[];
  /**
   * A page that cannot work without the server (signing in, administration, donations): offline, the browser
   * shows "You are offline" and this sentence instead of the screen (decision 413).
   */
  readonly needsServer?: string;
  /** The router's catch-all: an address that names no page (404). */
  readonly notFound?: true;
  /**
   * The calls the server starts before the page's first render, from its address alone (decision 330), besides
   * the layout's (every page's): `chapter`, the reader's chapter and its version's books.
   */
  readonly prefetch?: readonly PrefetchKind[];
}

/** The calls a page can declare it prefetches (`web/app/routing/prefetch.ts` starts them). */
export type PrefetchKind = 'chapter';

/**
 * The calls of the layout around every page that depend on who is signed in: the server renders as a visitor,
 * so the browser asks for them again at once (a signed-in reader's header then shows their name).
 */
const LAYOUT_PERSONAL: readonly QueryKeyPrefix[] = [['session'], ['user'], ['auth']];

const signedIn = { rendering: 'browser' } as const;
const signedInSection = { rendering: 'browser', sectionDrawnInBrowser: true } as const;
const developer = { rendering: 'browser', developer: true, sectionDrawnInBrowser: true } as const;
const rendered = { rendering: 'server' } as const;

const SIGNING_IN = 'Signing in and creating an account need a connection to the server.';
const PASSWORDS = 'Changing or resetting a password needs a connection to the server.';
const ADMINISTRATION = 'The administration pages need a connection to the server.';

/**
 * Every page, in the router's order. `/account`, `/timeline`, `/devotional`, `/curriculum` and `/support` are
 * rendered as a visitor sees them, their signed-in parts filled in by the browser (decision 266); the screens
 * below `/curriculum` and `/devotional` are drawn in the browser.
 */
export const PAGES = [
  { index: true, ...rendered },
  // A search of the reader's own marks (`tag:sermon`, decision 333) is personal: the browser asks for it.
  { path: 'simple-results', ...rendered, personal: [['search-mine']] },
  { path: 'results', ...rendered, personal: [['search-mine']] },
  { path: 'strongs-results', ...rendered, personal: [['search-mine']] },
  { path: 'strongs/verse/:book/:chapter/:verse', ...rendered },
  { path: 'search', ...rendered, personal: [['search-mine']] },
  { path: 'search-help', ...rendered },
  { path: 'about', ...rendered },
  // What this device keeps to read offline (decision 415): the browser's own storage, so drawn there.
  { path: 'offline', rendering: 'browser' },
  { path: 'auth', ...signedInSection, needsServer: SIGNING_IN },
  { path: 'admin', ...signedInSection, needsServer: ADMINISTRATION },
  { path: 'admin/emails', ...signedIn, needsServer: ADMINISTRATION },
  { path: 'change-password', ...signedInSection, needsServer: PASSWORDS },
  { path: 'forgot-password', ...signedInSection, needsServer: PASSWORDS },
  { path: 'reset-password', ...signedInSection, needsServer: PASSWORDS },
  { path: 'account', ...rendered, needsServer: 'Your account needs a connection to the server.' },
  // The reader's saved verses and notes (issue 37): personal, so drawn in the browser.
  { path: 'study', ...signedIn },
  { path: 'timeline', ...rendered },
  // The day's reading is the reader's local day and the plan started in their browser, which the server
  // cannot know (decision 266).
  { path: 'devotional', ...rendered, sectionDrawnInBrowser: true, personal: [['devotional', 'reading']] },
  { path: 'devotional/commentary', ...signedIn },
  { path: 'support', ...rendered, needsServer: 'Donations need a connection to the server.' },
  { path: 'curriculum', ...rendered, sectionDrawnInBrowser: true },
  { path: 'curriculum/overview', ...signedIn },
  { path: 'curriculum/week/:week', ...signedIn },
  { path: 'curriculum/print', ...signedIn },
  { path: 'curriculum/student/:id', ...signedIn },
  { path: 'hebrew-learning', ...rendered },
  { path: 'hebrew-alefbet', ...rendered },
  { path: 'hebrew-verbs', ...rendered },
  { path: 'concordance', ...rendered },
  { path: 'concordance/:number', ...rendered, content: [['concordance', 'entry']] },
  { path: 'strongs/:number', ...rendered, content: [['concordance', 'entry']] },
  { path: 'hebrew-lexicon', ...rendered },
  { path: 'greek-lexicon', ...rendered },
  { path: 'original-languages', ...rendered },
  { path: 'strongs-landing', ...rendered },
  { path: 'strongs-test', ...developer },
  { path: 'bible/:book/:chapter', ...rendered, content: [['reader', 'chapter']], prefetch: ['chapter'] },
  {
    path: 'bible/:book/:chapter/:verse',
    ...rendered,
    content: [['reader', 'chapter']],
    prefetch: ['chapter'],
  },
  // One verse in every version (issue 38, decision 310).
  { path: 'bible/:book/:chapter/:verse/all', ...rendered, content: [['verse-all']] },
  { path: 'parallel-toggle-test', ...developer },
  { path: 'mockup-preview', ...developer },
  { path: 'genesis-test', ...developer },
  { path: 'pages/:slug', ...rendered, content: [['site-content', 'page']] },
  { path: 'dictionary', ...rendered },
  { path: 'dictionary/:headword', ...rendered, content: [['study', 'dictionary-entry']] },
  { path: 'topics', ...rendered },
  { path: 'topics/:name', ...rendered, content: [['study', 'topic']] },
  { path: '*', ...rendered, notFound: true },
] as const satisfies readonly PageDeclaration[];

/** A page's path as the route table names it (`(index)` for the home page). */
export type PagePath = (typeof PAGES)[number] extends infer Page
  ? Page extends { path: infer Path extends string }
    ? Path
    : '(index)'
  : never;

export function pagePath(page: PageDeclaration): PagePath {
  return (page.index ? '(index)' : page.path) as PagePath;
}

/** The route each declaration matches by, and below each section drawn in the browser its unknown addresses. */
const declared = new Map<RouteObject, PageDeclaration>();
const table: RouteObject[] = [];
for (const page of PAGES as readonly PageDeclaration[]) {
  const route: RouteObject = page.index ? { index: true } : { path: page.path };
  declared.set(route, page);
  table.push(route);
  if (page.sectionDrawnInBrowser) {
    const below: RouteObject = { path: `${page.path}/*` };
    declared.set(below, { ...page, rendering: 'browser', notFound: true, content: [], personal: [] });
    table.push(below);
  }
}
const matchTable: RouteObject[] = [{ children: table }];

/** The declaration of the page at `pathname`, by the router's own matching rules (the catch-all at worst). */
export function pageAt(pathname: string): PageDeclaration {
  return pageMatchAt(pathname).page;
}

/** The declaration of the page at `pathname` and the parameters its path gives (`book`, `chapter`…). */
export function pageMatchAt(pathname: string): { page: PageDeclaration; params: Params } {
  const match = matchRoutes(matchTable, pathname)?.at(-1);
  const page = match && declared.get(match.route);
  return page ? { page, params: match.params } : { page: PAGES[PAGES.length - 1]!, params: {} };
}

const personalQueries: readonly QueryKeyPrefix[] = [
  ...LAYOUT_PERSONAL,
  ...(PAGES as readonly PageDeclaration[]).flatMap((page) => page.personal ?? []),
];

function startsWith(queryKey: readonly unknown[], prefix: QueryKeyPrefix): boolean {
  return prefix.every((part, index) => queryKey[index] === part);
}

/**
 * A call whose answer depends on who is signed in, or on the reader's browser: the layout's and any page's
 * `personal` calls. The server never renders with them nor writes them into a page; the browser asks again.
 */
export function isPersonalQuery(queryKey: readonly unknown[]): boolean {
  return personalQueries.some((prefix) => startsWith(queryKey, prefix));
}

/** A call that is the content of `page` (its 404 or 400 makes the page's status 404). */
export function isContentQuery(page: PageDeclaration, queryKey: readonly unknown[]): boolean {
  return (page.content ?? []).some((prefix) => startsWith(queryKey, prefix));
}
