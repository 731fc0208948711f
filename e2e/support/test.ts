import { randomBytes } from 'node:crypto';
import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { Credentials } from '../setup/server';

export type { Credentials };

/** A username no other test uses. */
export function uniqueUsername(prefix = 'reader'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

function newCredentials(): Credentials {
  return { username: uniqueUsername(), password: randomBytes(12).toString('base64url') };
}

interface JourneyFixtures {
  /**
   * Another page in its own fresh browser context (own cookies), e.g. with a phone viewport; the config's
   * options (base URL, 1280×800 viewport) fill in what `options` leaves out. Closed after the test.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Creates a reader account through the API without signing any page in. */
  insertNewUser: () => Promise<Credentials>;
  /**
   * Signs `page` in through the API (its cookies land in the page's context), as a new reader or as the
   * administrator: the way in for journeys that test what a signed-in user sees, not the sign-in screens.
   */
  login: (as?: 'reader' | 'admin') => Promise<Credentials>;
  /** Uncaught errors of every page the test opened (`page` and `newPage`); the test fails on any. */
  pageErrors: string[];
}

interface JourneyWorkerFixtures {
  /** The administrator the server was started with (ADMIN_USERNAME / ADMIN_PASSWORD; see global-setup.ts). */
  adminCredentials: Credentials;
}

/**
 * A server-rendered page shows its content before its script has run (decision 220), and a click before then
 * is lost: `goto` and `reload` also wait until the page is live (`<html data-hydrated>`, set by the layout).
 */
function waitForLivePages(page: Page): Page {
  // A test that routes the app's scripts away (to see the page before any script runs) never gets a live page.
  let scriptsRouted = false;
  const live = async () => {
    if (scriptsRouted) return;
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('server-state'),
      undefined,
      { timeout: 15_000 },
    );
  };
  // A test that answers the app's calls itself needs the page drawn in the browser, where its answers apply
  // (the server renders with its own): outside production the server sends the shell on this header.
  const route = page.route.bind(page);
  page.route = async (...args) => {
    if (String(args[0]).includes('/api')) await page.setExtraHTTPHeaders({ 'x-render-in-browser': '1' });
    if (String(args[0]).includes('/assets/')) scriptsRouted = true;
    return route(...args);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}

/** Playwright's `test` with the journeys' fixtures. */
export const test = base.extend<JourneyFixtures, JourneyWorkerFixtures>({
  adminCredentials: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: an empty one means none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const username = process.env.E2E_ADMIN_USERNAME;
      const password = process.env.E2E_ADMIN_PASSWORD;
      if (!username || !password)
        throw new Error('No administrator: e2e/setup/global-setup.ts sets it (npm run test:e2e)');
      await use({ username, password });
    },
    { scope: 'worker' },
  ],
  pageErrors: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      baseExpect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(waitForLivePages(page));
  },
  newPage: async ({ browser, pageErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return options.javaScriptEnabled === false ? page : waitForLivePages(page);
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  insertNewUser: async ({ request }, use) => {
    await use(async () => {
      const credentials = newCredentials();
      const response = await request.post('/api/register', { data: credentials });
      await baseExpect(response, `registering ${credentials.username}`).toBeOK();
      return credentials;
    });
  },
  login: async ({ page, adminCredentials }, use) => {
    await use(async (as = 'reader') => {
      const credentials = as === 'admin' ? adminCredentials : newCredentials();
      const response = await page.request.post(as === 'admin' ? '/api/login' : '/api/register', {
        data: credentials,
      });
      await baseExpect(response, `signing ${credentials.username} in`).toBeOK();
      return credentials;
    });
  },
});

/** The page's path, with its query when `expected` has one. */
function pathOf(page: Page, expected: string): string {
  const url = new URL(page.url());
  return `${url.pathname}${expected.includes('?') ? url.search : ''}`;
}

/** Playwright's `expect` with `toHavePath`: waits until the page is at a path (and query, when given). */
export const expect = baseExpect.extend({
  async toHavePath(page: Page, expected: string, options?: { timeout?: number }) {
    const poll = baseExpect.poll(() => pathOf(page, expected), { timeout: options?.timeout ?? this.timeout });
    let pass: boolean;
    try {
      await (this.isNot ? poll.not : poll).toBe(expected);
      pass = !this.isNot;
    } catch {
      pass = this.isNot;
    }
    const actual = pathOf(page, expected);
    return {
      name: 'toHavePath',
      pass,
      expected,
      actual,
      message: () =>
        `${this.utils.matcherHint('toHavePath', undefined, undefined, { isNot: this.isNot })}\n\n` +
        `Expected: ${this.utils.printExpected(expected)}\nReceived: ${this.utils.printReceived(actual)}`,
    };
  },
});
