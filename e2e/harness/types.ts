import type { BrowserContextOptions, Page } from 'playwright-core';

export interface Credentials {
  username: string;
  password: string;
}

/** What every journey test receives. */
export interface Fixture {
  /** A fresh page in its own browser context (desktop viewport, no cookies). */
  page: Page;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The administrator the harness created through ADMIN_USERNAME / ADMIN_PASSWORD. */
  adminCredentials: Credentials;
  /** Another page in another fresh context (own cookies), e.g. with a phone viewport. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

export interface JourneyTest {
  name: string;
  run: (fixture: Fixture) => Promise<void>;
}

/** A journey file's export: `export const journeys = defineJourneys('area', [...])`. */
export function defineJourneys(area: string, tests: JourneyTest[]): JourneyTest[] {
  return tests.map((test) => ({ ...test, name: `${area} › ${test.name}` }));
}
