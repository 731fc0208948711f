import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

const TIMEOUT_MS = 10_000;

/** Waits until the locator is visible, failing with a readable message otherwise. */
export async function expectVisible(locator: Locator, what: string, timeout = TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    assert.fail(`Expected to see ${what} within ${timeout} ms`);
  }
}

/** Waits until the locator is hidden or gone. */
export async function expectHidden(locator: Locator, what: string, timeout = TIMEOUT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    assert.fail(`Expected ${what} to be hidden within ${timeout} ms`);
  }
}

/** Waits until the page's path (and query, when given) matches. */
export async function expectPath(page: Page, expected: string, timeout = TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL(
      (url) => `${url.pathname}${expected.includes('?') ? url.search : ''}` === expected,
      {
        timeout,
      },
    );
  } catch {
    const url = new URL(page.url());
    assert.fail(`Expected to be at ${expected}, but the page is at ${url.pathname}${url.search}`);
  }
}

/** Waits until an attribute has the given value. */
export async function expectAttribute(
  locator: Locator,
  name: string,
  value: string | null,
  timeout = TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual: string | null = null;
  while (Date.now() < deadline) {
    actual = await locator.getAttribute(name);
    if (actual === value) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`Expected ${name}="${value}" but found ${actual === null ? 'no attribute' : `"${actual}"`}`);
}
